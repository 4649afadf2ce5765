import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Replay from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { useAbility } from '@casl/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PagedLog, usePagedLog } from '../../components/PagedLog';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { EnumSelect } from '../../components/fields/EnumSelect';
import type { AppAbility } from '../../lib/ability';
import { formatDateTime, formatNumber, localizeDigits } from '../../lib/date';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import {
  SMS_KINDS,
  SMS_STATES,
  smsApi,
  type SmsKindFilter,
  type SmsLogFilters,
  type SmsLogItem,
  type SmsStateFilter,
} from './sms-api';
import { registerSmsLabels } from './sms-i18n';

registerEntityLabels();
registerSmsLabels();

const FIRST_PAGE: SmsLogFilters = {
  page: 1,
  pageSize: 25,
  status: 'all',
  kind: 'all',
  from: null,
  to: null,
  q: '',
};
const COLUMNS = [
  'createdAt',
  'recipient',
  'body',
  'parts',
  'state',
  'providerId',
  'cost',
  'sentBy',
  'actions',
] as const;
type Column = (typeof COLUMNS)[number];

const STATE_COLORS = { queued: 'default', sent: 'info', delivered: 'success', failed: 'error' } as const;

function StateChip({ item }: { item: SmsLogItem }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Chip
        size="small"
        variant={item.state === 'queued' ? 'outlined' : 'filled'}
        color={STATE_COLORS[item.state]}
        label={t(`sms.log.states.${item.state}`)}
        data-testid="sms-state"
        data-state={item.state}
      />
      {item.reason && (
        <Typography
          variant="caption"
          color="error"
          component="div"
          sx={{ whiteSpace: 'normal', maxWidth: 260, mt: 0.5 }}
        >
          {item.reason}
        </Typography>
      )}
    </Box>
  );
}

function useCells(item: SmsLogItem, onResend?: () => void): Record<Column, ReactNode> {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return {
    createdAt: formatDateTime(item.createdAt, language),
    recipient: (
      <>
        {item.recipientName && <div>{item.recipientName}</div>}
        <Typography variant="body2" color={item.recipientName ? 'text.secondary' : undefined} component="div">
          <bdi dir="ltr">{localizeDigits(item.recipient, language)}</bdi>
        </Typography>
      </>
    ),
    body: <bdi>{item.body}</bdi>,
    parts: formatNumber(item.parts, language),
    state: <StateChip item={item} />,
    providerId: item.providerId ? <bdi dir="ltr">{localizeDigits(item.providerId, language)}</bdi> : '—',
    cost: item.cost === null ? '—' : formatNumber(item.cost, language),
    sentBy: item.sentBy ?? t('sms.log.system'),
    actions: onResend ? (
      <Tooltip title={t('sms.log.resend')}>
        <IconButton size="small" aria-label={t('sms.log.resend')} onClick={onResend} data-testid="sms-resend">
          <Replay fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : null,
  };
}

function MessageRow({ item, onResend }: { item: SmsLogItem; onResend?: () => void }) {
  const cells = useCells(item, onResend);
  return (
    <TableRow data-id={item.id} data-testid="sms-row">
      {COLUMNS.map((column) => (
        <TableCell key={column} data-column={column}>
          {cells[column]}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** A message as a card on a phone: who and when on top, the text, then state and figures. */
function MessageCard({ item, onResend }: { item: SmsLogItem; onResend?: () => void }) {
  const { t } = useTranslation();
  const cells = useCells(item, onResend);
  return (
    <Box data-testid="sms-row" data-id={item.id} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Box>{cells.recipient}</Box>
        <Typography variant="caption" color="text.secondary">
          {cells.createdAt}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ my: 1, whiteSpace: 'pre-wrap' }}>
        {cells.body}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        {cells.state}
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end' }}>
          {t('sms.log.columns.parts')}: {cells.parts} · {t('sms.log.columns.cost')}: {cells.cost}
          <br />
          {cells.sentBy}
        </Typography>
        {cells.actions}
      </Stack>
    </Box>
  );
}

/**
 * /manager/sms/list — every SMS of the current school, newest first: recipient, text, parts, state
 * with the provider's reason, provider id, cost, who sent it and when; filters, Excel and re-sending.
 */
export default function SmsLogPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  // Queued and sent messages change on their own: the page follows them while it is open.
  const log = usePagedLog({
    first: FIRST_PAGE,
    queryKey: ['sms', 'log'],
    load: smsApi.list,
    refetchMs: 5_000,
  });
  const resend = useMutation({
    mutationFn: (id: number) => smsApi.resend(id),
    onSuccess: () => {
      void notify('success', t('sms.log.resent'));
      void queryClient.invalidateQueries({ queryKey: ['sms', 'log'] });
    },
    onError: (error: Error) => void notify('error', error.message),
  });
  const canSend = ability.can('sms.send', 'admin');
  const exportExcel = () => {
    setExporting(true);
    downloadApiFile(smsApi.exportPath(log.filters), `${t('smsPages.list')}.xlsx`)
      .catch((error: Error) => notify('error', error.message))
      .finally(() => setExporting(false));
  };
  const onResend = (item: SmsLogItem) => (canSend ? () => resend.mutate(item.id) : undefined);

  return (
    <PagedLog
      log={log}
      testIds={{ card: 'sms-log', table: 'sms-log-table', search: 'sms-search', cards: 'sms-log-cards' }}
      title={t('smsPages.list')}
      subtitle={t('sms.log.subtitle')}
      actions={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={exportExcel}
            disabled={exporting}
            data-testid="sms-export"
          >
            {t('sms.log.export')}
          </Button>
          {canSend && (
            <Button
              component={RouterLink}
              to="/manager/sms/send"
              variant="contained"
              startIcon={<SendIcon />}
            >
              {t('sms.log.compose')}
            </Button>
          )}
        </Stack>
      }
      selects={
        <>
          <Grid size={{ xs: 6, md: 2 }}>
            <EnumSelect
              name="status"
              label={t('sms.log.filters.status')}
              value={log.filters.status}
              onChange={(status) => log.change({ status: status as SmsStateFilter })}
              options={SMS_STATES.map((value) => ({ value, label: t(`sms.log.states.${value}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <EnumSelect
              name="kind"
              label={t('sms.log.filters.kind')}
              value={log.filters.kind}
              onChange={(kind) => log.change({ kind: kind as SmsKindFilter })}
              options={SMS_KINDS.map((value) => ({ value, label: t(`sms.log.kinds.${value}`) }))}
            />
          </Grid>
        </>
      }
      labels={{
        search: t('sms.log.filters.search'),
        from: t('sms.log.filters.from'),
        to: t('sms.log.filters.to'),
      }}
      sizes={{ search: { xs: 12, md: 4 }, date: { xs: 6, md: 2 } }}
      columns={COLUMNS.map((key) => ({ key, label: t(`sms.log.columns.${key}`) }))}
      wrap={{ column: 'body', minWidth: 220, maxWidth: 380 }}
      row={(item) => <MessageRow key={item.id} item={item} onResend={onResend(item)} />}
      card={(item) => <MessageCard key={item.id} item={item} onResend={onResend(item)} />}
    />
  );
}
