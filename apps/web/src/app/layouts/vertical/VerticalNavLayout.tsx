import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { VERTICAL_NAV_COLLAPSED_WIDTH, VERTICAL_NAV_WIDTH } from '../../../lib/app-config';
import { useSettings } from '../../../lib/settings-store';
import { createAppTheme } from '../../theme/create-app-theme';
import { Footer } from '../parts/Footer';
import { LayoutContent } from '../parts/LayoutContent';
import { Navbar } from '../parts/Navbar';
import { VerticalNav } from './VerticalNav';

/** Semi-dark nav: the menu uses the dark palette while the page stays light. */
function SemiDarkScope({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const { isVerticalNavSemiDark, darkThemePrimary, skin } = useSettings();
  const semiDark = isVerticalNavSemiDark && theme.palette.mode !== 'dark';
  // Built only when used: a theme takes milliseconds to build, on the layout's first render.
  const dark = useMemo(
    () =>
      semiDark
        ? createAppTheme({ mode: 'dark', direction: theme.direction, primary: darkThemePrimary, skin })
        : undefined,
    [semiDark, theme.direction, darkThemePrimary, skin],
  );
  if (!dark) return <>{children}</>;
  return <ThemeProvider theme={dark}>{children}</ThemeProvider>;
}

const paperSx = {
  borderInlineEnd: 1,
  borderColor: 'divider',
  overflowX: 'hidden',
  bgcolor: 'background.paper',
} as const;

/** Side menu at the start edge (right in Persian); a temporary drawer on small screens. */
export function VerticalNavLayout({ overlay }: { overlay: boolean }) {
  const { isVerticalNavCollapsed } = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const collapsed = isVerticalNavCollapsed && !overlay;
  const mini = collapsed && !hovered;
  const railWidth = collapsed ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SemiDarkScope>
        {overlay ? (
          // anchor 'left' is the start edge: MUI and the RTL style plugin put it on the right in Persian.
          <Drawer
            anchor="left"
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { ...paperSx, width: VERTICAL_NAV_WIDTH } } }}
          >
            <VerticalNav mini={false} overlay onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Box component="aside" sx={{ width: railWidth, flexShrink: 0, transition: 'width 0.2s' }}>
            <Drawer
              anchor="left"
              variant="permanent"
              open
              slotProps={{
                paper: {
                  onMouseEnter: () => setHovered(true),
                  onMouseLeave: () => setHovered(false),
                  sx: {
                    ...paperSx,
                    width: mini ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH,
                    transition: 'width 0.2s',
                    boxShadow: collapsed && hovered ? 8 : 'none',
                  },
                },
              }}
            >
              <VerticalNav mini={mini} overlay={false} />
            </Drawer>
          </Box>
        )}
      </SemiDarkScope>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar onMenuClick={overlay ? () => setDrawerOpen(true) : undefined} />
        <LayoutContent>
          <Outlet />
        </LayoutContent>
        <Footer />
      </Box>
    </Box>
  );
}
