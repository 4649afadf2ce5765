import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type AppLanguage } from './app-config';
import { isAppLanguage } from './i18n';

/** The current UI language; components re-render when it changes. */
export function useAppLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  return isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
