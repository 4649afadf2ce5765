import { useEffect } from 'react';
import { LOGIN_ACTION, permissionLabel } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../lib/use-app-language';
import { pageTitle } from './page-title';
import type { RouteMeta } from './route-meta';

export function usePageTitle(meta: RouteMeta | undefined): void {
  const { t } = useTranslation();
  const language = useAppLanguage();
  useEffect(() => {
    document.title = pageTitle(meta, {
      t,
      // Permission keys carry their own fa/en labels in the shared catalogue.
      actionLabel: (action) =>
        action === LOGIN_ACTION ? t('actions.shode') : permissionLabel(action, language),
    });
  }, [meta, t, language]);
}
