import { useEffect } from 'react';
import { LOGIN_ACTION } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../lib/use-app-language';
import { pageTitle } from './page-title';
import type { RouteMeta } from './route-meta';

export function usePageTitle(meta: RouteMeta | undefined): void {
  const { t } = useTranslation();
  const language = useAppLanguage();
  useEffect(() => {
    const needsCatalogue = !meta?.title && meta?.action !== undefined && meta.action !== LOGIN_ACTION;
    if (!needsCatalogue) {
      document.title = pageTitle(meta, { t, actionLabel: () => t('actions.shode') });
      return;
    }
    // A page titled by its permission alone: the catalogue's labels load only then (not on login).
    let current = true;
    void import('@school/shared/permissions').then(({ permissionLabel }) => {
      if (current) document.title = pageTitle(meta, { t, actionLabel: (a) => permissionLabel(a, language) });
    });
    return () => {
      current = false;
    };
  }, [meta, t, language]);
}
