import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { emotionCacheFor } from '../../lib/emotion-cache';
import { directionOf } from '../../lib/i18n';
import { rememberColorScheme, useSettings } from '../../lib/settings-store';
import { createAppTheme } from '../theme/create-app-theme';
import { useResolvedMode } from '../theme/use-resolved-mode';

/** Theme, direction and the emotion cache that matches it (RTL flipping only for Persian). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.language);
  const { theme: preference, skin, lightThemePrimary, darkThemePrimary } = useSettings();
  const mode = useResolvedMode(preference);
  const primary = mode === 'dark' ? darkThemePrimary : lightThemePrimary;

  const theme = useMemo(
    () => createAppTheme({ mode, direction, primary, skin }),
    [mode, direction, primary, skin],
  );

  useEffect(() => {
    rememberColorScheme(mode);
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
