import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, localizeDigits } from '../../../lib/date';
import {
  notificationKeys,
  notificationsApi,
  notificationTarget,
  NOTIFICATIONS_PATH,
  useNotificationReads,
} from '../../../lib/notifications-api';
import { useAppLanguage } from '../../../lib/use-app-language';

/** How many of the newest the bell's menu lists. */
const LATEST = 6;

/**
 * The newest notifications and announcements in the bell's menu, asked for when the menu opens:
 * unread ones stand out; opening one marks it read; «همه خوانده شد» and the page of all of them.
 */
export function LatestNotifications({
  unread,
  waiting,
  onNavigate,
}: {
  unread: number;
  /** How many kinds of waiting work the menu lists above (none: the empty state may show). */
  waiting: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const latest = useQuery({
    queryKey: notificationKeys.page(1, LATEST),
    queryFn: () => notificationsApi.page(1, LATEST),
  });
  const { markRead, markAll } = useNotificationReads();
  const items = latest.data?.items ?? [];

  if (latest.isPending)
    return (
      <Box sx={{ py: 3, textAlign: 'center' }}>
        <CircularProgress size={24} />
      </Box>
    );
  return (
    <>
      {items.length === 0 && waiting === 0 && (
        <Box sx={{ px: 2, py: 5, textAlign: 'center', color: 'text.secondary' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} />
          <Typography variant="body2">{t('notifications.empty')}</Typography>
        </Box>
      )}
      {items.length > 0 && (
        <List dense data-testid="nav-notifications-latest" sx={{ py: 0 }}>
          {items.map((item) => {
            const Icon = item.source === 'announcement' ? CampaignOutlined : MarkEmailReadOutlined;
            return (
              <ListItemButton
                key={`${item.source}-${item.id}`}
                component={Link}
                to={notificationTarget(item)}
                onClick={() => {
                  if (!item.read) markRead.mutate(item);
                  onNavigate();
                }}
                data-testid={`notification-item-${item.source}-${item.id}`}
                data-read={item.read}
                sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'action.hover' }}
              >
                <ListItemIcon sx={{ mt: 0.5, minWidth: 36 }}>
                  <Icon fontSize="small" color={item.read ? 'disabled' : 'primary'} />
                </ListItemIcon>
                <ListItemText
                  primary={localizeDigits(item.title, language)}
                  secondary={formatDateTime(item.at, language)}
                  slotProps={{
                    primary: { sx: { fontWeight: item.read ? 400 : 600, overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1, py: 0.75, gap: 1 }}>
        <Button
          size="small"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="nav-notifications-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
        <Button
          size="small"
          component={Link}
          to={NOTIFICATIONS_PATH}
          onClick={onNavigate}
          data-testid="nav-notifications-all"
        >
          {t('notifications.seeAll')}
        </Button>
      </Stack>
    </>
  );
}
