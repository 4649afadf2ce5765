import Box from '@mui/material/Box';
import { Link, Outlet } from 'react-router';
import { AppLogo } from '../../../components/AppLogo';
import { useSettings } from '../../../lib/settings-store';
import { Footer } from '../parts/Footer';
import { LayoutContent } from '../parts/LayoutContent';
import { Navbar } from '../parts/Navbar';
import { HorizontalNav } from './HorizontalNav';

/** Navbar with the logo across the top, the menu bar under it (sticky, static or hidden). */
export function HorizontalNavLayout() {
  const { horizontalNavType, navbarType } = useSettings();
  const navbar = (
    <Navbar
      wide
      start={
        <Box component={Link} to="/" sx={{ textDecoration: 'none', me: 2 }}>
          <AppLogo />
        </Box>
      }
    />
  );
  const menu = horizontalNavType === 'hidden' ? null : <HorizontalNav />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      {navbarType === 'sticky' && horizontalNavType === 'sticky' ? (
        // Both sticky: they stick together as one header.
        <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar }}>
          {navbar}
          {menu}
        </Box>
      ) : (
        <>
          {navbar}
          {horizontalNavType === 'sticky' ? (
            <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar - 1 }}>{menu}</Box>
          ) : (
            menu
          )}
        </>
      )}
      <LayoutContent>
        <Outlet />
      </LayoutContent>
      <Footer />
    </Box>
  );
}
