import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { LIST_SEARCH_MAX_LENGTH } from '@school/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/ListPager';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { EmptyOverlay, LoadingOverlay } from '../../components/entity/EntityListOverlays';
import { EnumSelect } from '../../components/fields/EnumSelect';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { formatDateTime } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import {
  SECURITY_LOG_KINDS,
  securityLogApi,
  type SecurityLogFilters,
  type SecurityLogItem,
  type SecurityLogKind,
} from './security-log-api';
import { actionLabel, actionTone, detailParts, schoolLabel } from './security-log-format';
import { registerSecurityLogLabels } from './security-log-i18n';

registerEntityLabels();
registerSecurityLogLabels();

const PAGE_SIZES = [25, 50, 100] as const;
const FIRST_PAGE: SecurityLogFilters = { page: 1, pageSize: 25, kind: 'all', from: null, to: null, q: '' };

/** Cells on one line except the details, which wrap within a readable width. */
function tableStyles(theme: Theme) {
  return {
    '& th, & td': { whiteSpace: 'nowrap', verticalAlign: 'top', py: 1, px: 1.5 },
    '& th': { fontWeight: 600 },
    '& td[data-column="details"]': { whiteSpace: 'normal', minWidth: 200, maxWidth: 360 },
    '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  } as const;
}

/** A name over its username (left to right, as typed); a dash when there is nobody. */
function Person({ name, username }: { name: string | null; username?: string | null }) {
  const { t } = useTranslation();
  if (!name && !username) return <>{t('securityLog.nobody')}</>;
  return (
    <>
      <div>{name ?? username}</div>
      {name && username && (
        <Typography variant="caption" color="text.secondary" component="div">
          <bdi dir="ltr">{username}</bdi>
        </Typography>
      )}
    </>
  );
}

function EventRow({ item }: { item: SecurityLogItem }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const cells: [string, ReactNode][] = [
    ['at', formatDateTime(item.at, language)],
    ['actor', <Person key="actor" name={item.actor?.fullName ?? null} username={item.actor?.username} />],
    [
      'action',
      <Chip
        key="action"
        size="small"
        variant="outlined"
        color={actionTone(item)}
        label={actionLabel(item, t)}
      />,
    ],
    ['target', <Person key="target" name={item.target?.name ?? null} username={item.target?.username} />],
    ['school', schoolLabel(item, t) ?? t('securityLog.nobody')],
    [
      'details',
      detailParts(item, t, language).map((part, i) => (
        <Typography key={i} variant="body2" component="div">
          <bdi>{part}</bdi>
        </Typography>
      )),
    ],
  ];
  return (
    <TableRow data-id={item.id} data-action={item.action}>
      {cells.map(([column, content]) => (
        <TableCell key={column} data-column={column}>
          {content}
        </TableCell>
      ))}
    </TableRow>
  );
}

const COLUMNS = ['at', 'actor', 'action', 'target', 'school', 'details'] as const;

/**
 * /manager/security-log — the network's sign-ins, refused sign-ins, password changes, Excel
 * exports and changes of users, roles and permissions, newest first; for the system manager.
 */
export default function SecurityLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SecurityLogFilters>(FIRST_PAGE);
  const [search, setSearch] = useState('');
  const change = (next: Partial<SecurityLogFilters>) => setFilters((f) => ({ ...f, ...next, page: 1 }));
  const applySearch = useDebouncedCallback((q: string) => change({ q }), 350);
  const list = useQuery({
    queryKey: ['security-log', filters],
    queryFn: () => securityLogApi.list(filters),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const items = list.data?.items ?? [];

  return (
    <Card data-testid="security-log">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1">
          {t('securityLog.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('securityLog.subtitle')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <EnumSelect
              name="kind"
              label={t('securityLog.filters.kind')}
              value={filters.kind}
              onChange={(kind) => change({ kind: kind as SecurityLogKind })}
              options={SECURITY_LOG_KINDS.map((kind) => ({
                value: kind,
                label: t(`securityLog.kinds.${kind}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              fullWidth
              value={search}
              label={t('securityLog.filters.search')}
              onChange={(e) => {
                setSearch(e.target.value);
                applySearch(e.target.value);
              }}
              slotProps={{
                htmlInput: {
                  maxLength: LIST_SEARCH_MAX_LENGTH,
                  type: 'search',
                  'data-testid': 'security-log-search',
                },
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
          <Grid size={{ xs: 6, md: 3 }}>
            <JalaliDatePicker
              name="from"
              label={t('securityLog.filters.from')}
              value={filters.from}
              onChange={(from) => change({ from })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <JalaliDatePicker
              name="to"
              label={t('securityLog.filters.to')}
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
          <Box sx={{ position: 'relative', overflowX: 'auto' }}>
            <Table size="small" aria-busy={list.isFetching} data-testid="security-log-table" sx={tableStyles}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} data-column={column}>
                      {t(`securityLog.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <EventRow key={item.id} item={item} />
                ))}
                {items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} sx={{ p: 0 }}>
                      {list.isPending ? <LoadingOverlay /> : <EmptyOverlay />}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
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
