import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_SUBJECT_MAX_LENGTH,
  entityWriteSchema,
  feedbackEntity,
} from '@school/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MY_FEEDBACK_PATH } from '../../app/messages-paths';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { PageCard } from '../../components/PageCard';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { EnumSelect } from '../../components/fields/EnumSelect';
import { ApiError } from '../../lib/api';
import { registerMessagesLabels } from '../../lib/messages-i18n';
import { notify } from '../../lib/notify';
import { feedbackApi, type FeedbackDraft } from './feedback-api';
import { categoryOptions, fieldLabel } from './feedback-labels';

registerEntityLabels();
registerMessagesLabels();

const SCHEMA = entityWriteSchema(feedbackEntity, 'create');
const EMPTY: FeedbackDraft = { category: '', subject: '', message: '', anonymous: false };

/** Field messages of a draft, by the registry's own schema (the server checks the same). */
function draftErrors(draft: FeedbackDraft): Record<string, string> {
  const parsed = SCHEMA.safeParse({ ...draft, category: draft.category || undefined });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/**
 * A message to the school's feedback box (spec route feedback-box/detail), signed or anonymous; what
 * anonymous means is said beside the switch.
 */
export default function FeedbackSendPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: feedbackApi.send,
    onSuccess: () => {
      void notify(
        'success',
        t(draft.anonymous ? 'messages.feedback.sentAnonymous' : 'messages.feedback.sent'),
      );
      void client.invalidateQueries({ queryKey: ['feedback-box'] });
      void client.invalidateQueries({ queryKey: ['entity', 'feedback-box'] });
      navigate(MY_FEEDBACK_PATH);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      void notify('error', error.message);
    },
  });
  const set = <K extends keyof FeedbackDraft>(key: K, value: FeedbackDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (!Object.keys(found).length) send.mutate(draft);
  };

  return (
    <PageCard
      title={t('pages.feedbackSend')}
      action={
        <Button component={Link} to={MY_FEEDBACK_PATH}>
          {t('messages.feedback.mine')}
        </Button>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} data-testid="feedback-send-form">
        <Typography color="text.secondary">{t('messages.feedback.intro')}</Typography>
        <EnumSelect
          name="category"
          label={fieldLabel(t, 'category')}
          value={draft.category}
          onChange={(v) => set('category', String(v))}
          options={categoryOptions(t)}
          error={errors.category}
          required
        />
        <TextField
          name="subject"
          label={fieldLabel(t, 'subject')}
          value={draft.subject}
          onChange={(e) => set('subject', e.target.value)}
          error={Boolean(errors.subject)}
          helperText={errors.subject}
          required
          slotProps={{ htmlInput: { maxLength: FEEDBACK_SUBJECT_MAX_LENGTH } }}
        />
        <TextField
          name="message"
          label={fieldLabel(t, 'message')}
          value={draft.message}
          onChange={(e) => set('message', e.target.value)}
          error={Boolean(errors.message)}
          helperText={errors.message}
          required
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX_LENGTH } }}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={draft.anonymous}
                onChange={(e) => set('anonymous', e.target.checked)}
                inputProps={{ 'aria-describedby': 'feedback-anonymous-hint' }}
                data-testid="feedback-anonymous"
              />
            }
            label={t('messages.feedback.anonymous')}
          />
          <Alert
            id="feedback-anonymous-hint"
            severity={draft.anonymous ? 'warning' : 'info'}
            variant="outlined"
            sx={{ mt: 1 }}
          >
            {t(draft.anonymous ? 'messages.feedback.anonymousHint' : 'messages.feedback.signedHint')}
          </Alert>
        </div>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<DirectionalIcon icon={Send} />}
            disabled={send.isPending}
            data-testid="feedback-send"
          >
            {t('messages.feedback.send')}
          </Button>
        </Stack>
      </Stack>
    </PageCard>
  );
}
