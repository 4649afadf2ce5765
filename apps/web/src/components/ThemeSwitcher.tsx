import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-store';
import { THEME_MODE_ICONS } from './theme-mode-icons';

// The menu (MUI Menu, Popover, Modal) is fetched on first open, keeping it off the login page's bundle.
const ThemeMenu = lazy(() => import('./ThemeMenu'));

/** Navbar button choosing light, dark or system (follows the operating system) theme. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const CurrentIcon = THEME_MODE_ICONS.find((m) => m.mode === theme)?.icon ?? DesktopWindowsOutlined;

  return (
    <>
      <IconButton
        color="inherit"
        title={t('navbar.theme')}
        aria-label={t('navbar.theme')}
        aria-haspopup="menu"
        data-testid="theme-switcher"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <CurrentIcon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
