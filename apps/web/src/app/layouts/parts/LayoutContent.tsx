import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BOXED_CONTENT_MAX_WIDTH } from '../../../lib/app-config';
import { useSettings } from '../../../lib/settings-store';
import { OfflineBanner } from '../../../pwa/OfflineBanner';

/** Page area: boxed (centred, 1440 px at most) or fluid per setting, under the offline banner. */
export function LayoutContent({ children }: { children: ReactNode }) {
  const { appContentWidth } = useSettings();
  return (
    <Box
      component="main"
      sx={{
        flexGrow: 1,
        width: '100%',
        mx: 'auto',
        maxWidth: appContentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH : 'none',
        px: { xs: 2, md: 3 },
        py: 3,
      }}
    >
      <OfflineBanner />
      {children}
    </Box>
  );
}
