import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FEEDBACK_SEND_PATH } from '../../app/messages-paths';
import { PageCard } from '../../components/PageCard';
import { useShortListPager } from '../../components/use-short-list-pager';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { formatDate, localizeDigits } from '../../lib/date';
import { registerMessagesLabels } from '../../lib/messages-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { feedbackApi, feedbackKeys, type MyFeedback } from './feedback-api';
import { optionLabel, STATUS_COLOURS } from './feedback-labels';

registerEntityLabels();
registerMessagesLabels();

const PAGE_SIZES = [10, 25, 50] as const;

function MessageCard({ item, highlighted }: { item: MyFeedback; highlighted: boolean }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Paper
      id={`feedback-${item.id}`}
      variant="outlined"
      data-testid={`my-feedback-${item.id}`}
      sx={{ p: 2, borderColor: highlighted ? 'primary.main' : 'divider', borderWidth: highlighted ? 2 : 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {localizeDigits(item.subject, language)}
        </Typography>
        <Chip size="small" variant="outlined" label={optionLabel(t, 'category', item.category)} />
        <Chip
          size="small"
          color={STATUS_COLOURS[item.status] ?? 'default'}
          label={optionLabel(t, 'status', item.status)}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('messages.feedback.sentAt', { date: formatDate(item.createdAt, language) })} ·{' '}
        {localizeDigits(item.schoolName, language)}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {localizeDigits(item.message, language)}
      </Typography>
      <Box
        sx={(theme) => ({
          mt: 1.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: item.reply ? theme.palette.action.hover : undefined,
          borderInlineStart: item.reply ? `3px solid ${theme.palette.success.main}` : undefined,
        })}
      >
        {item.reply ? (
          <>
            <Typography variant="subtitle2">
              {t('messages.feedback.reply')}
              {item.repliedAt && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  {t('messages.feedback.repliedAt', { date: formatDate(item.repliedAt, language) })}
                </Typography>
              )}
            </Typography>
            <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }} data-testid={`my-feedback-reply-${item.id}`}>
              {localizeDigits(item.reply, language)}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('messages.feedback.noReply')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * A sender's own signed messages and their replies, newest first; a notification's link names one
 * by its anchor (#feedback-12), which is scrolled to and outlined.
 */
export default function MyFeedbackPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { page, pageSize, pager } = useShortListPager(PAGE_SIZES);
  const mine = useQuery({
    queryKey: feedbackKeys.mine(page + 1, pageSize),
    queryFn: () => feedbackApi.mine(page + 1, pageSize),
    placeholderData: keepPreviousData,
  });
  const target = /^#feedback-(\d+)$/.exec(hash)?.[1];
  const loaded = Boolean(mine.data);
  useEffect(() => {
    if (loaded && target)
      document.getElementById(`feedback-${target}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [loaded, target]);

  return (
    <PageCard
      title={t('messages.feedback.mine')}
      action={
        <Button
          component={Link}
          to={FEEDBACK_SEND_PATH}
          variant="contained"
          startIcon={<Add />}
          data-testid="feedback-new"
        >
          {t('messages.feedback.newMessage')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          {t('messages.feedback.mineNote')}
        </Alert>
        {mine.isError && <Alert severity="error">{mine.error.message}</Alert>}
        {mine.data?.items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('messages.feedback.mineEmpty')}
          </Typography>
        )}
        {mine.data?.items.map((item) => (
          <MessageCard key={item.id} item={item} highlighted={String(item.id) === target} />
        ))}
        {mine.data && pager(mine.data.total)}
      </Stack>
    </PageCard>
  );
}
