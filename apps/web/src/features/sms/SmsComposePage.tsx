import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { SMS_MAX_LENGTH, parsePhoneList, smsCount } from '@school/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReferenceListAutocomplete } from '../../components/fields/ReferenceListAutocomplete';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { ApiError } from '../../lib/api';
import { formatNumber, localizeDigits } from '../../lib/date';
import { entityApi } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import {
  EMPTY_COMPOSE,
  composeRequest,
  hasRecipients,
  insertPlaceholder,
  toggleGroup,
  type ComposeState,
} from './compose-model';
import { smsApi, type ComposeSummary } from './sms-api';
import { registerSmsLabels } from './sms-i18n';

registerEntityLabels();
registerSmsLabels();

const LIST_PATH = '/manager/sms/list';

/** The figures of the summary: messages, parts, cost, repeats and skipped numbers. */
function Summary({ summary }: { summary: ComposeSummary }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const n = (value: number) => formatNumber(value, language);
  const figures: [string, string, string][] = [
    ['messages', t('sms.compose.messages'), n(summary.messages)],
    ['parts', t('sms.compose.parts'), n(summary.parts)],
    ['cost', t('sms.compose.cost'), t('sms.compose.costValue', { amount: n(summary.cost) })],
  ];
  return (
    <Stack spacing={1.5}>
      <Grid container spacing={1}>
        {figures.map(([key, label, value]) => (
          <Grid key={key} size={{ xs: 4 }}>
            <Box
              data-testid={`sms-summary-${key}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, textAlign: 'center' }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {label}
              </Typography>
              <Typography variant="h6" component="div">
                {value}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
      <Typography variant="caption" color="text.secondary">
        {t('sms.compose.pricePerPart', { price: n(summary.pricePerPart) })}
      </Typography>
      {summary.duplicates > 0 && (
        <Typography variant="body2" data-testid="sms-summary-duplicates">
          {t('sms.compose.duplicates')}: {n(summary.duplicates)}
        </Typography>
      )}
      {summary.invalidCount > 0 && (
        <Alert severity="warning" data-testid="sms-summary-invalid">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('sms.compose.invalid')}: {n(summary.invalidCount)}
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 2.5, maxHeight: 160, overflow: 'auto' }}>
            {summary.invalid.map((entry, i) => (
              <li key={i}>
                {entry.name && <span>{entry.name}: </span>}
                <bdi dir="ltr">
                  {entry.value ? localizeDigits(entry.value, language) : t('sms.compose.noNumber')}
                </bdi>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {summary.sample[0] && (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('sms.compose.sample')} ({summary.sample[0].recipientName ?? ''}{' '}
            <bdi dir="ltr">{localizeDigits(summary.sample[0].recipient, language)}</bdi>)
          </Typography>
          <Box
            data-testid="sms-summary-sample"
            sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5, whiteSpace: 'pre-wrap', mt: 0.5 }}
          >
            {summary.sample[0].body}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/**
 * /manager/sms/send — compose an SMS: recipients by group, classroom, student or typed numbers; a
 * text (from a template or typed) with placeholders; live characters and parts, and the server's
 * count of messages, parts and cost before sending.
 */
export default function SmsComposePage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const navigate = useNavigate();
  const [state, setState] = useState<ComposeState>(EMPTY_COMPOSE);
  const [requested, setRequested] = useState<ComposeState | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [templateId, setTemplateId] = useState<number | ''>('');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const change = (next: Partial<ComposeState>) => setState((s) => ({ ...s, ...next }));
  const n = (value: number) => formatNumber(value, language);

  const info = useQuery({ queryKey: ['sms', 'compose-info'], queryFn: smsApi.composeInfo, retry: false });
  const templates = useQuery({
    queryKey: ['entity', 'sms-templates', 'compose'],
    queryFn: () => entityApi.list('sms-templates', 'pageSize=100&sort=title:asc'),
    retry: false,
  });

  // The server's count follows the form a moment after typing stops.
  const schedulePreview = useDebouncedCallback((next: ComposeState) => setRequested(next), 400);
  useEffect(() => schedulePreview(state), [state, schedulePreview]);
  const ready = requested !== null && hasRecipients(requested) && requested.body.trim() !== '';
  const preview = useQuery({
    queryKey: ['sms', 'preview', requested],
    queryFn: () => smsApi.preview(composeRequest(requested!)),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const send = useMutation({
    mutationFn: () => smsApi.send(composeRequest(state)),
    onSuccess: (result) => {
      setConfirming(false);
      void notify('success', t('sms.compose.queued', { amount: n(result.queued ?? result.messages) }));
      void navigate(LIST_PATH);
    },
    onError: (error: Error) => {
      setConfirming(false);
      void notify('error', error.message);
    },
  });

  const count = smsCount(state.body);
  const typed = parsePhoneList(state.numbers);
  const groups = info.data?.groups ?? [];
  const placeholders = info.data?.placeholders ?? [];
  const summary = ready ? preview.data : undefined;
  const previewError = ready && preview.error instanceof ApiError ? preview.error.message : null;

  const insert = (name: string) => {
    const el = bodyRef.current;
    const { text, cursor } = insertPlaceholder(
      state.body,
      name,
      el ? { start: el.selectionStart, end: el.selectionEnd } : null,
    );
    change({ body: text });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(cursor, cursor);
    });
  };

  return (
    <Card data-testid="sms-compose">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}
        >
          <Box>
            <Typography variant="h5" component="h1">
              {t('smsPages.send')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sms.compose.subtitle')}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={LIST_PATH}
            variant="text"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('sms.compose.log')}
          </Button>
        </Stack>
        {info.error && <Alert severity="error">{info.error.message}</Alert>}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('sms.compose.recipients')}
              </Typography>
              <ReferenceListAutocomplete
                refEntity="classrooms"
                name="classroomIds"
                label={t('sms.compose.classrooms')}
                value={state.classroomIds}
                onChange={(classroomIds) => change({ classroomIds })}
              />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {groups.map((key) => {
                  const on = state.groups.includes(key);
                  return (
                    <Chip
                      key={key}
                      data-testid={`sms-group-${key}`}
                      label={t(`sms.compose.groups.${key}`, { defaultValue: key })}
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      aria-pressed={on}
                      onClick={() => change({ groups: toggleGroup(state.groups, key) })}
                    />
                  );
                })}
              </Stack>
              <ReferenceListAutocomplete
                refEntity="students"
                name="studentIds"
                label={t('sms.compose.students')}
                value={state.studentIds}
                onChange={(studentIds) => change({ studentIds })}
              />
              <TextField
                name="numbers"
                label={t('sms.compose.numbers')}
                multiline
                minRows={2}
                maxRows={6}
                value={state.numbers}
                onChange={(e) => change({ numbers: e.target.value })}
                helperText={
                  state.numbers.trim()
                    ? t('sms.compose.numbersParsed', {
                        valid: n(typed.valid.length),
                        invalid: n(typed.invalid.length),
                        duplicates: n(typed.duplicates),
                      })
                    : t('sms.compose.numbersHelp')
                }
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'sms-numbers' } }}
              />
              <Divider />
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('sms.compose.message')}
              </Typography>
              <TextField
                select
                name="template"
                label={t('sms.compose.template')}
                value={templateId}
                onChange={(e) => {
                  const id = e.target.value === '' ? '' : Number(e.target.value);
                  setTemplateId(id);
                  const chosen = templates.data?.items.find((item) => item.id === id);
                  if (chosen) change({ body: String(chosen.body ?? '') });
                }}
                slotProps={{ htmlInput: { 'data-testid': 'sms-template' } }}
              >
                <MenuItem value="">{t('sms.compose.noTemplate')}</MenuItem>
                {(templates.data?.items ?? []).map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {String(item.title)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                name="body"
                label={t('sms.compose.body')}
                multiline
                minRows={4}
                value={state.body}
                inputRef={bodyRef}
                onChange={(e) => change({ body: e.target.value })}
                slotProps={{ htmlInput: { maxLength: SMS_MAX_LENGTH, 'data-testid': 'sms-body' } }}
                helperText={
                  <span data-testid="sms-counter">
                    {t('sms.compose.counter', { characters: n(count.characters), parts: n(count.parts) })}
                    {count.characters > 0 &&
                      ` — ${t('sms.compose.counterHint', {
                        kind: t(count.unicode ? 'sms.compose.persian' : 'sms.compose.latin'),
                        perPart: n(count.perPart),
                      })}`}
                  </span>
                }
              />
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t('sms.compose.placeholders')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  {placeholders.map((name) => (
                    <Chip
                      key={name}
                      size="small"
                      variant="outlined"
                      label={`${t(`sms.compose.placeholderNames.${name}`, { defaultValue: name })} {${name}}`}
                      onClick={() => insert(name)}
                    />
                  ))}
                </Stack>
              </Box>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              sx={{
                position: { md: 'sticky' },
                top: { md: 80 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 2,
              }}
            >
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                {t('sms.compose.summary')}
              </Typography>
              {ready && preview.isFetching && <LinearProgress sx={{ mb: 1.5 }} />}
              {!hasRecipients(state) && <Alert severity="info">{t('sms.compose.chooseRecipients')}</Alert>}
              {previewError && <Alert severity="error">{previewError}</Alert>}
              {summary && !previewError && <Summary summary={summary} />}
              {info.data && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
                  {localizeDigits(
                    t('sms.compose.cap', { cap: n(info.data.dailyCap), today: n(info.data.queuedToday) }),
                    language,
                  )}
                </Typography>
              )}
              <Button
                fullWidth
                variant="contained"
                size="large"
                startIcon={<SendIcon />}
                sx={{ mt: 2 }}
                data-testid="sms-send"
                disabled={!summary || summary.messages === 0 || !!previewError || preview.isFetching}
                onClick={() => setConfirming(true)}
              >
                {t('sms.compose.send')}
              </Button>
            </Box>
          </Grid>
        </Grid>
        <ConfirmDialog
          open={confirming}
          title={t('sms.compose.confirmTitle')}
          text={
            summary
              ? t('sms.compose.confirmText', {
                  messages: n(summary.messages),
                  parts: n(summary.parts),
                  cost: n(summary.cost),
                })
              : ''
          }
          confirmLabel={t('sms.compose.send')}
          busy={send.isPending}
          onConfirm={() => send.mutate()}
          onCancel={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
