import { Fragment } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useAppLanguage } from '../../../lib/use-app-language';
import { Link } from 'react-router';
import { AppLogo } from '../../../components/AppLogo';
import { updateSettings, useSettings } from '../../../lib/settings-store';
import { groupNavItems, navGroupTitle } from '../../nav-items';
import { useAllowedPages } from '../parts/use-allowed-pages';
import { useActiveRouteNames } from '../use-active-route-name';
import { navItemStyles, VerticalNavItem } from './VerticalNavItem';

interface VerticalNavProps {
  /** Icons only (collapsed and not hovered). */
  mini: boolean;
  /** Drawer on small screens: shows a close button instead of the collapse toggle. */
  overlay: boolean;
  onNavigate?: () => void;
}

const listSx = (theme: Theme) => ({ px: 1.5, py: 1, overflowY: 'auto', ...navItemStyles(theme) }) as const;

/** Side navigation: logo, collapse toggle and the menu items the user may open. */
export function VerticalNav({ mini, overlay, onNavigate }: VerticalNavProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { isVerticalNavCollapsed } = useSettings();
  const pages = useAllowedPages();
  const active = useActiveRouteNames();
  // The menu's fifty-odd entries (an icon, a link and a text each) come just after the page's first
  // paint: they are not what a visitor opening a list looks at first, and rendering them lengthened
  // the one task in which React commits the layout and the page's rows.
  const entriesShown = useAfterFirstPaint();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'text.primary' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: mini ? 2.25 : 2, height: 64 }}>
        <Box
          component={Link}
          to="/"
          sx={{ textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
          onClick={onNavigate}
        >
          <AppLogo compact={mini} size={30} fontSize="1rem" />
        </Box>
        {!mini &&
          (overlay ? (
            <IconButton size="small" aria-label={t('common.close')} onClick={onNavigate}>
              <Close fontSize="small" />
            </IconButton>
          ) : (
            <Tooltip title={t(isVerticalNavCollapsed ? 'navbar.expandMenu' : 'navbar.collapseMenu')}>
              <IconButton
                size="small"
                aria-label={t(isVerticalNavCollapsed ? 'navbar.expandMenu' : 'navbar.collapseMenu')}
                data-testid="nav-collapse"
                onClick={() => updateSettings({ isVerticalNavCollapsed: !isVerticalNavCollapsed })}
              >
                {isVerticalNavCollapsed ? (
                  <RadioButtonUnchecked fontSize="small" />
                ) : (
                  <RadioButtonChecked fontSize="small" />
                )}
              </IconButton>
            </Tooltip>
          ))}
      </Box>
      <List component="nav" aria-label={t('navbar.menu')} sx={listSx}>
        {(entriesShown ? groupNavItems(pages) : []).map((group) => (
          <Fragment key={group.key ?? ''}>
            {group.titleKey &&
              (mini ? (
                <Divider sx={{ my: 1.5 }} />
              ) : (
                <ListSubheader
                  disableSticky
                  data-testid={`nav-group-${group.key}`}
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: 1.5,
                    pt: 2,
                    pb: 1,
                    px: 1.5,
                    fontSize: 12,
                    color: 'text.disabled',
                  }}
                >
                  {navGroupTitle(group.key ?? '', t, language)}
                </ListSubheader>
              ))}
            {group.items.map((item) => (
              <VerticalNavItem
                key={item.name}
                item={item}
                mini={mini}
                selected={active.has(item.name)}
                onNavigate={onNavigate}
              />
            ))}
          </Fragment>
        ))}
      </List>
    </Box>
  );
}
