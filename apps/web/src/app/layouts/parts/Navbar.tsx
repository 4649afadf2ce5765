import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { ThemeSwitcher } from '../../../components/ThemeSwitcher';
import { BOXED_CONTENT_MAX_WIDTH } from '../../../lib/app-config';
import { useSettings } from '../../../lib/settings-store';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { OutboxButton } from '../../../pwa/OutboxButton';
import { ChangeStageButton } from './ChangeStageButton';
import { NavNotifications } from './NavNotifications';
import { NavSearch } from './NavSearch';
import { NavShortcuts } from './NavShortcuts';
import { UserProfileMenu } from './UserProfileMenu';

interface NavbarProps {
  /** Content before the search (logo in the horizontal layout). */
  start?: ReactNode;
  /** Opens the overlay nav drawer on small screens. */
  onMenuClick?: () => void;
  /** Full width instead of following the content width (horizontal layout spans the page). */
  wide?: boolean;
}

/** Top bar of the default layout: sticky/static/hidden with optional blur, per setting. */
export function Navbar({ start, onMenuClick, wide = false }: NavbarProps) {
  const { t } = useTranslation();
  const { navbarType, isNavbarBlurEnabled, appContentWidth } = useSettings();
  // The bar's controls (each a button with its tooltip and icon) come just after the page's first
  // paint, in the empty end of a bar of fixed height: the page's rows are committed without them.
  const controlsShown = useAfterFirstPaint();
  if (navbarType === 'hidden') return null;

  return (
    <AppBar
      position={navbarType === 'sticky' ? 'sticky' : 'static'}
      color="transparent"
      elevation={0}
      sx={{ top: 0, pt: wide ? 0 : 1.5, px: wide ? 0 : { xs: 2, md: 3 }, color: 'text.primary' }}
    >
      <Box
        sx={(theme) => ({
          mx: 'auto',
          width: '100%',
          maxWidth: !wide && appContentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH - 48 : 'none',
          borderRadius: wide ? 0 : 1.5,
          bgcolor: isNavbarBlurEnabled ? alpha(theme.palette.background.paper, 0.85) : 'background.paper',
          backdropFilter: isNavbarBlurEnabled ? 'blur(8px)' : undefined,
          boxShadow: wide ? 'none' : '0 2px 8px rgba(47, 43, 61, 0.12)',
          borderBottom: wide ? 1 : 0,
          borderColor: 'divider',
        })}
      >
        {/* No gaps on a phone: with the outbox's button (sheets waiting offline) the row fills 390 px. */}
        <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, minHeight: { xs: 60 }, px: { xs: 1.5, sm: 2 } }}>
          {onMenuClick && (
            <IconButton color="inherit" edge="start" aria-label={t('navbar.openMenu')} onClick={onMenuClick}>
              <MenuIcon />
            </IconButton>
          )}
          {start}
          <NavSearch />
          <Box sx={{ flexGrow: 1 }} />
          {controlsShown && (
            <>
              <ChangeStageButton />
              <LanguageSwitcher />
              <ThemeSwitcher />
              <NavShortcuts />
              <OutboxButton />
              <NavNotifications />
              <UserProfileMenu />
            </>
          )}
        </Toolbar>
      </Box>
    </AppBar>
  );
}
