import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { PageCard } from '../../components/PageCard';
import { RichTextView } from '../../components/fields/RichTextView';
import { formatDate, localizeDigits } from '../../lib/date';
import { registerMessagesLabels } from '../../lib/messages-i18n';
import {
  NOTIFICATIONS_PATH,
  notificationKeys,
  notificationsApi,
  refreshNotifications,
} from '../../lib/notifications-api';
import { useAppLanguage } from '../../lib/use-app-language';

registerMessagesLabels();

/** An announcement that reaches the user, in full; reading it marks it read. */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const announcement = useQuery({
    queryKey: notificationKeys.announcement(id),
    queryFn: () => notificationsApi.announcement(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const { mutate: markRead } = useMutation({
    mutationFn: () => notificationsApi.markRead('announcement', id),
    onSettled: () => refreshNotifications(client),
  });
  const unread = announcement.data && !announcement.data.read;
  useEffect(() => {
    if (unread) markRead();
  }, [unread, markRead]);

  const back = (
    <Button component={Link} to={NOTIFICATIONS_PATH} startIcon={<DirectionalIcon icon={ArrowBack} />}>
      {t('messages.announcement.back')}
    </Button>
  );
  if (announcement.isError || !(Number.isInteger(id) && id > 0))
    return (
      <PageCard title={t('pages.announcement')} action={back}>
        <Alert severity="warning">{t('messages.announcement.notFound')}</Alert>
      </PageCard>
    );
  const data = announcement.data;
  return (
    <PageCard title={data ? localizeDigits(data.title, language) : t('pages.announcement')} action={back}>
      {!data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Stack spacing={2} data-testid="announcement-view">
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {data.pinned && <Chip size="small" color="warning" label={t('messages.notifications.pinned')} />}
            <Typography variant="body2" color="text.secondary">
              {data.publishTo
                ? t('messages.announcement.window', {
                    from: formatDate(data.publishFrom, language),
                    to: formatDate(data.publishTo, language),
                  })
                : t('messages.announcement.windowOpen', { from: formatDate(data.publishFrom, language) })}
            </Typography>
          </Stack>
          <RichTextView html={data.body} data-testid="announcement-body" />
        </Stack>
      )}
    </PageCard>
  );
}
