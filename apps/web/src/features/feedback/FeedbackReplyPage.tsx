import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useAbility } from '@casl/react';
import { FEEDBACK_PERMISSIONS, FEEDBACK_REPLY_MAX_LENGTH } from '@school/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { FEEDBACK_LIST_PATH } from '../../app/messages-paths';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { PageCard } from '../../components/PageCard';
import { PersonLabel } from '../../components/PersonLabel';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { EnumSelect } from '../../components/fields/EnumSelect';
import type { AppAbility } from '../../lib/ability';
import { ApiError } from '../../lib/api';
import type { EntityItem } from '../../lib/entity-api';
import { formatDateTime, localizeDigits } from '../../lib/date';
import { registerMessagesLabels } from '../../lib/messages-i18n';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { FEEDBACK, feedbackApi, feedbackKeys } from './feedback-api';
import { fieldLabel, optionLabel, STATUS_COLOURS, statusOptions } from './feedback-labels';

registerEntityLabels();
registerMessagesLabels();

const text = (item: EntityItem, field: string) => String(item[field] ?? '');

/** The reply form over the saved message; remounted with what the server answered on save. */
function ReplyForm({ item }: { item: EntityItem }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState(text(item, 'status'));
  const [reply, setReply] = useState(text(item, 'reply'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => feedbackApi.reply(item.id, { version: item.version, status, reply }),
    onSuccess: (saved) => {
      void notify('success', t('messages.feedback.saved'));
      client.setQueryData(feedbackKeys.item(item.id), { ...item, ...saved });
      void client.invalidateQueries({ queryKey: ['entity', FEEDBACK, 'list'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      void notify('error', error.message);
    },
  });
  // A new reply answers the message: the status follows unless the manager chose otherwise.
  const typeReply = (value: string) => {
    setReply(value);
    setErrors({});
    if (value.trim() && status === 'new') setStatus('answered');
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid="feedback-reply-form"
    >
      <Typography variant="h6" component="h2">
        {t('messages.feedback.answer')}
      </Typography>
      <TextField
        name="reply"
        label={t('messages.feedback.replyLabel')}
        value={reply}
        onChange={(e) => typeReply(e.target.value)}
        multiline
        minRows={4}
        error={Boolean(errors.reply)}
        helperText={
          errors.reply ??
          t(item.anonymous ? 'messages.feedback.replyHintAnonymous' : 'messages.feedback.replyHintSigned')
        }
        slotProps={{ htmlInput: { maxLength: FEEDBACK_REPLY_MAX_LENGTH } }}
      />
      <EnumSelect
        name="status"
        label={fieldLabel(t, 'status')}
        value={status}
        onChange={(v) => setStatus(String(v))}
        options={statusOptions(t)}
        error={errors.status}
        required
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending} data-testid="feedback-reply-save">
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A message of the box (spec route feedback-box/detail/{id}): what was sent, by whom, and the reply. */
export default function FeedbackReplyPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const message = useQuery({
    queryKey: feedbackKeys.item(id),
    queryFn: () => feedbackApi.get(id),
    enabled: valid,
  });
  const item = message.data;
  const sender = item?._titles?.senderId;
  const canReply = ability.can(FEEDBACK_PERMISSIONS.edit, ENTITY_SUBJECT);
  const back = (
    <Button component={Link} to={FEEDBACK_LIST_PATH} startIcon={<DirectionalIcon icon={ArrowBack} />}>
      {t('messages.feedback.backToBox')}
    </Button>
  );
  return (
    <PageCard
      title={item ? localizeDigits(text(item, 'subject'), language) : t('pages.feedbackReply')}
      action={back}
    >
      {(message.isError || !valid) && (
        <Alert severity="error">{message.error?.message ?? t('messages.announcement.notFound')}</Alert>
      )}
      {!item && !message.isError && valid && <Skeleton variant="rounded" height={200} />}
      {item && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="feedback-message">
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={optionLabel(t, 'category', text(item, 'category'))}
                />
                <Chip
                  size="small"
                  color={STATUS_COLOURS[text(item, 'status')] ?? 'default'}
                  label={optionLabel(t, 'status', text(item, 'status'))}
                  data-testid="feedback-status"
                />
                {item.anonymous === true && (
                  <Chip size="small" color="secondary" label={t('messages.feedback.anonymousSender')} />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('messages.feedback.from')}:{' '}
                {sender ? (
                  <PersonLabel name={sender} language={language} />
                ) : (
                  t('messages.feedback.anonymousSender')
                )}{' '}
                · {formatDateTime(text(item, 'createdAt'), language)}
              </Typography>
              <Divider sx={{ my: 1.5 }} />
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {localizeDigits(text(item, 'message'), language)}
              </Typography>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            {canReply ? (
              <ReplyForm key={item.version} item={item} />
            ) : (
              <Typography color="text.secondary">
                {item.reply ? localizeDigits(text(item, 'reply'), language) : t('messages.feedback.noReply')}
              </Typography>
            )}
          </Grid>
        </Grid>
      )}
    </PageCard>
  );
}
