import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Full-page screens without navigation: landing, login, error pages. */
export default function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Outlet />
    </Box>
  );
}
