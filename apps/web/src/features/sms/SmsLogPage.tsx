import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Replay from '@mui/icons-material/Replay';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import { LIST_SEARCH_MAX_LENGTH } from '@school/shared';
import { useAbility } from '@casl/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPager } from '../../components/ListPager';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { EmptyOverlay, LoadingOverlay } from '../../components/entity/EntityListOverlays';
import { EnumSelect } from '../../components/fields/EnumSelect';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import type { AppAbility } from '../../lib/ability';
import { formatDateTime, formatNumber, localizeDigits } from '../../lib/date';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
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

const PAGE_SIZES = [25, 50, 100] as const;
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

function tableStyles(theme: Theme) {
  return {
    '& th, & td': { whiteSpace: 'nowrap', verticalAlign: 'top', py: 1, px: 1.5 },
    '& th': { fontWeight: 600 },
    '& td[data-column="body"]': { whiteSpace: 'normal', minWidth: 220, maxWidth: 380 },
    '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  } as const;
}

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
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useState<SmsLogFilters>(FIRST_PAGE);
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const change = (next: Partial<SmsLogFilters>) => setFilters((f) => ({ ...f, ...next, page: 1 }));
  const applySearch = useDebouncedCallback((q: string) => change({ q }), 350);
  const list = useQuery({
    queryKey: ['sms', 'log', filters],
    queryFn: () => smsApi.list(filters),
    placeholderData: keepPreviousData,
    // Queued and sent messages change on their own: the page follows them while it is open.
    refetchInterval: 5_000,
    retry: false,
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
  const items = list.data?.items ?? [];
  const exportExcel = () => {
    setExporting(true);
    downloadApiFile(smsApi.exportPath(filters), `${t('smsPages.list')}.xlsx`)
      .catch((error: Error) => notify('error', error.message))
      .finally(() => setExporting(false));
  };
  const onResend = (item: SmsLogItem) => (canSend ? () => resend.mutate(item.id) : undefined);
  const empty = list.isPending ? <LoadingOverlay /> : <EmptyOverlay />;

  return (
    <Card data-testid="sms-log">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', gap: 1.5, mb: 2 }}
        >
          <Box>
            <Typography variant="h5" component="h1">
              {t('smsPages.list')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sms.log.subtitle')}
            </Typography>
          </Box>
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
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 6, md: 2 }}>
            <EnumSelect
              name="status"
              label={t('sms.log.filters.status')}
              value={filters.status}
              onChange={(status) => change({ status: status as SmsStateFilter })}
              options={SMS_STATES.map((value) => ({ value, label: t(`sms.log.states.${value}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <EnumSelect
              name="kind"
              label={t('sms.log.filters.kind')}
              value={filters.kind}
              onChange={(kind) => change({ kind: kind as SmsKindFilter })}
              options={SMS_KINDS.map((value) => ({ value, label: t(`sms.log.kinds.${value}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              value={search}
              label={t('sms.log.filters.search')}
              onChange={(e) => {
                setSearch(e.target.value);
                applySearch(e.target.value);
              }}
              slotProps={{
                htmlInput: { maxLength: LIST_SEARCH_MAX_LENGTH, type: 'search', 'data-testid': 'sms-search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <JalaliDatePicker
              name="from"
              label={t('sms.log.filters.from')}
              value={filters.from}
              onChange={(from) => change({ from })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <JalaliDatePicker
              name="to"
              label={t('sms.log.filters.to')}
              value={filters.to}
              onChange={(to) => change({ to })}
            />
          </Grid>
        </Grid>
        {list.isFetching && !list.isPending && <LinearProgress sx={{ mb: 1 }} />}
        {list.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {list.error.message}
          </Alert>
        )}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          {narrow ? (
            <Box data-testid="sms-log-cards">
              {items.map((item) => (
                <MessageCard key={item.id} item={item} onResend={onResend(item)} />
              ))}
              {items.length === 0 && empty}
            </Box>
          ) : (
            <Box sx={{ position: 'relative', overflowX: 'auto' }}>
              <Table size="small" aria-busy={list.isFetching} data-testid="sms-log-table" sx={tableStyles}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} data-column={column}>
                        {t(`sms.log.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <MessageRow key={item.id} item={item} onResend={onResend(item)} />
                  ))}
                  {items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={COLUMNS.length} sx={{ p: 0 }}>
                        {empty}
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
          )}
          <ListPager
            total={list.data?.total ?? 0}
            page={filters.page - 1}
            pageSize={filters.pageSize}
            pageSizes={PAGE_SIZES}
            onPage={(page) => setFilters((f) => ({ ...f, page: page + 1 }))}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
