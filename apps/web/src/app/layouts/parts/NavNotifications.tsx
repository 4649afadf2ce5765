import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndAlignedPopover } from '../../../components/use-end-aligned-popover';
import { formatNumber } from '../../../lib/date';
import { useAppLanguage } from '../../../lib/use-app-language';
import { entityListPath } from '../../entity-routes';
import { notificationsQuery } from '../layout-queries';

// The latest notifications' list comes when the bell is opened, not with every page.
const LatestNotifications = lazy(async () => ({
  default: (await import('./LatestNotifications')).LatestNotifications,
}));

/** Where each kind of waiting work is done. */
const KINDS: Record<string, { icon: typeof EventBusyOutlined; path: string }> = {
  pendingLeaves: { icon: EventBusyOutlined, path: entityListPath('student-leaves') },
};

/**
 * What waits for the user (leaves to decide) and their unread notifications and announcements,
 * counted on the bell (one request a minute); the menu lists the waiting work, then the latest.
 */
export function NavNotifications() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const endAligned = useEndAlignedPopover();
  const notifications = useQuery({
    ...notificationsQuery,
    refetchInterval: 60_000,
  });
  const items = (notifications.data?.items ?? []).filter((item) => KINDS[item.key]);
  const unread = notifications.data?.unread ?? 0;
  const total = items.reduce((sum, item) => sum + item.count, 0) + unread;
  const label = total
    ? t('notifications.titleWithCount', { n: formatNumber(total, language) })
    : t('notifications.title');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          data-testid="nav-notifications"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge
            color="error"
            badgeContent={total ? formatNumber(total, language) : 0}
            invisible={!total}
            data-testid="nav-notifications-count"
          >
            <NotificationsNoneOutlined />
          </Badge>
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
        {items.length > 0 && (
          <List dense>
            {items.map(({ key, count }) => {
              const { icon: Icon, path } = KINDS[key]!;
              return (
                <ListItemButton
                  key={key}
                  component={Link}
                  to={path}
                  onClick={() => setAnchor(null)}
                  data-testid={`notification-${key}`}
                >
                  <ListItemIcon>
                    <Icon color="warning" />
                  </ListItemIcon>
                  <ListItemText primary={t(`notifications.${key}`, { n: formatNumber(count, language) })} />
                </ListItemButton>
              );
            })}
          </List>
        )}
        {anchor && (
          <Suspense fallback={null}>
            <LatestNotifications unread={unread} waiting={items.length} onNavigate={() => setAnchor(null)} />
          </Suspense>
        )}
      </Popover>
    </>
  );
}
