import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Done from '@mui/icons-material/Done';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '../../components/PageCard';
import { useShortListPager } from '../../components/use-short-list-pager';
import { formatDateTime, localizeDigits } from '../../lib/date';
import { registerMessagesLabels } from '../../lib/messages-i18n';
import {
  notificationKeys,
  notificationsApi,
  notificationTarget,
  useNotificationReads,
  type NotificationItem,
} from '../../lib/notifications-api';
import { useAppLanguage } from '../../lib/use-app-language';

registerMessagesLabels();

const PAGE_SIZES = [20, 50, 100] as const;

/** Every notification and announcement that reaches the user, newest first, unread ones marked. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const language = useAppLanguage();
  const { page, pageSize, pager } = useShortListPager(PAGE_SIZES);
  const list = useQuery({
    queryKey: notificationKeys.page(page + 1, pageSize),
    queryFn: () => notificationsApi.page(page + 1, pageSize),
    placeholderData: keepPreviousData,
  });
  const { markRead, markAll } = useNotificationReads();
  // On a phone the mark-read action is an icon: the text button took a third of the row's width.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const items = list.data?.items ?? [];
  const kindLabel = (item: NotificationItem) =>
    i18n.exists(`messages.notifications.${item.kind}`)
      ? t(`messages.notifications.${item.kind}`)
      : t('messages.notifications.other');

  return (
    <PageCard
      title={t('pages.notifications')}
      action={
        <Button
          startIcon={<DoneAll />}
          disabled={!items.some((i) => !i.read) || markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notifications-mark-all"
        >
          {t('messages.notifications.markAllRead')}
        </Button>
      }
    >
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.data && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('messages.notifications.empty')}
        </Typography>
      )}
      <List data-testid="notifications-list" sx={{ py: 0 }}>
        {items.map((item) => {
          const Icon = item.source === 'announcement' ? CampaignOutlined : MarkEmailReadOutlined;
          return (
            <ListItem
              key={`${item.source}-${item.id}`}
              disablePadding
              divider
              data-testid={`notifications-row-${item.source}-${item.id}`}
              data-read={item.read}
              secondaryAction={
                item.read ? undefined : narrow ? (
                  <IconButton
                    edge="end"
                    aria-label={t('messages.notifications.markRead')}
                    title={t('messages.notifications.markRead')}
                    onClick={() => markRead.mutate(item)}
                    data-testid="notifications-mark-read"
                  >
                    <Done />
                  </IconButton>
                ) : (
                  <Button
                    size="small"
                    onClick={() => markRead.mutate(item)}
                    data-testid="notifications-mark-read"
                  >
                    {t('messages.notifications.markRead')}
                  </Button>
                )
              }
            >
              <ListItemButton
                component={Link}
                to={notificationTarget(item)}
                onClick={() => !item.read && markRead.mutate(item)}
                // Room for the action beside the text. Doubled class: the list item's own rule for a
                // row with an action (48 px) is more specific than a single class and hid this one,
                // so the button lay over the chips.
                sx={{ alignItems: 'flex-start', '&&': { pr: item.read ? undefined : narrow ? 7 : 14 } }}
              >
                <ListItemIcon sx={{ mt: 0.5, minWidth: 40 }}>
                  <Icon color={item.read ? 'disabled' : 'primary'} />
                </ListItemIcon>
                <ListItemText
                  disableTypography
                  primary={
                    <Typography sx={{ fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}>
                      {localizeDigits(item.title, language)}
                    </Typography>
                  }
                  secondary={
                    <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                      <Chip size="small" variant="outlined" label={kindLabel(item)} />
                      {item.pinned && (
                        <Chip size="small" color="warning" label={t('messages.notifications.pinned')} />
                      )}
                      {!item.read && (
                        <Chip size="small" color="primary" label={t('messages.notifications.unread')} />
                      )}
                      <Typography variant="caption" color="text.secondary">
                        {formatDateTime(item.at, language)}
                      </Typography>
                    </Stack>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {list.data && <Box sx={{ mt: 1 }}>{pager(list.data.total)}</Box>}
    </PageCard>
  );
}
