import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { useEndAlignedPopover } from '../../../components/use-end-aligned-popover';

/** Notifications menu; announcements do not exist yet, so it shows its empty state. */
export function NavNotifications() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const endAligned = useEndAlignedPopover();

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={t('notifications.title')}
          data-testid="nav-notifications"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <NotificationsNoneOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        {...endAligned}
        slotProps={{ paper: { sx: { width: 320, mt: 1 } } }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
          {t('notifications.title')}
        </Typography>
        <Divider />
        <Box sx={{ px: 2, py: 5, textAlign: 'center', color: 'text.secondary' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} />
          <Typography variant="body2">{t('notifications.empty')}</Typography>
        </Box>
      </Popover>
    </>
  );
}
