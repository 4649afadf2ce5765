/**
 * A paged log on a page of its own (the security log, the SMS log): a title with its actions, a row
 * of filters (the page's own selects, then a search and a date range), a progress line while another
 * page loads, the rows as a table — or as cards on a phone, where the page draws them — with the
 * loading or empty overlay, and the pager under them. usePagedLog holds the filters and the query;
 * any filter change goes back to the first page.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { LIST_SEARCH_MAX_LENGTH } from '@school/shared';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { ListPager } from './ListPager';
import { EmptyOverlay, LoadingOverlay } from './entity/EntityListOverlays';
import { JalaliDatePicker } from './fields/JalaliDatePicker';

const PAGE_SIZES = [25, 50, 100] as const;
const SEARCH_DELAY_MS = 350;

/** What every log's filters have besides its own selects. */
export interface PagedLogFilters {
  /** One-based. */
  page: number;
  pageSize: number;
  from: string | null;
  to: string | null;
  q: string;
}

export interface LogPage<Item> {
  items: Item[];
  total: number;
}

export interface PagedLogState<F extends PagedLogFilters, Item> {
  filters: F;
  /** Sets some filters and goes back to the first page. */
  change: (next: Partial<F>) => void;
  setPage: (page: number) => void;
  list: UseQueryResult<LogPage<Item>>;
  items: Item[];
}

/** The filters (from `first`) and the query of the page they ask for; `refetchMs` to follow a changing log. */
export function usePagedLog<F extends PagedLogFilters, Item>({
  first,
  queryKey,
  load,
  refetchMs,
}: {
  first: F;
  queryKey: readonly unknown[];
  load: (filters: F) => Promise<LogPage<Item>>;
  refetchMs?: number;
}): PagedLogState<F, Item> {
  const [filters, setFilters] = useState<F>(first);
  const list = useQuery({
    queryKey: [...queryKey, filters],
    queryFn: () => load(filters),
    placeholderData: keepPreviousData,
    refetchInterval: refetchMs,
    retry: false,
  });
  return {
    filters,
    change: (next) => setFilters((f) => ({ ...f, ...next, page: 1 })),
    setPage: (page) => setFilters((f) => ({ ...f, page })),
    list,
    items: list.data?.items ?? [],
  };
}

type GridSize = { xs?: number; sm?: number; md?: number };

/** Cells on one line except the wrapping one, which wraps within a readable width. */
function tableStyles(wrap: PagedLogProps<never, PagedLogFilters>['wrap']) {
  return (theme: Theme) =>
    ({
      '& th, & td': { whiteSpace: 'nowrap', verticalAlign: 'top', py: 1, px: 1.5 },
      '& th': { fontWeight: 600 },
      [`& td[data-column="${wrap.column}"]`]: {
        whiteSpace: 'normal',
        minWidth: wrap.minWidth,
        maxWidth: wrap.maxWidth,
      },
      '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
    }) as const;
}

export interface PagedLogProps<Item, F extends PagedLogFilters> {
  log: PagedLogState<F, Item>;
  testIds: { card: string; table: string; search: string; cards?: string };
  title: string;
  subtitle: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** The page's own filters, as Grid items, before the search. */
  selects: ReactNode;
  labels: { search: string; from: string; to: string };
  sizes: { search: GridSize; date: GridSize };
  columns: readonly { key: string; label: string }[];
  /** The column whose text wraps. */
  wrap: { column: string; minWidth: number; maxWidth: number };
  /** One table row (a TableRow with a TableCell per column). */
  row: (item: Item) => ReactNode;
  /** One item as a card, drawn instead of the table on a phone. */
  card?: (item: Item) => ReactNode;
}

function SearchField({
  label,
  testId,
  onSearch,
}: {
  label: string;
  testId: string;
  onSearch: (q: string) => void;
}) {
  const [search, setSearch] = useState('');
  const applySearch = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <TextField
      fullWidth
      value={search}
      label={label}
      onChange={(e) => {
        setSearch(e.target.value);
        applySearch(e.target.value);
      }}
      slotProps={{
        htmlInput: { maxLength: LIST_SEARCH_MAX_LENGTH, type: 'search', 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function PagedLog<Item, F extends PagedLogFilters>(props: PagedLogProps<Item, F>) {
  const { log, testIds, labels, sizes, columns, row, card } = props;
  const { filters, change, list, items } = log;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const empty = list.isPending ? <LoadingOverlay /> : <EmptyOverlay />;
  return (
    <Card data-testid={testIds.card}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', gap: 1.5, mb: 2 }}
        >
          <Box>
            <Typography variant="h5" component="h1">
              {props.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {props.subtitle}
            </Typography>
          </Box>
          {props.actions}
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {props.selects}
          <Grid size={sizes.search}>
            <SearchField
              label={labels.search}
              testId={testIds.search}
              onSearch={(q) => change({ q } as Partial<F>)}
            />
          </Grid>
          {(['from', 'to'] as const).map((name) => (
            <Grid key={name} size={sizes.date}>
              <JalaliDatePicker
                name={name}
                label={labels[name]}
                value={filters[name]}
                onChange={(date) => change({ [name]: date } as Partial<F>)}
              />
            </Grid>
          ))}
        </Grid>
        {list.isFetching && !list.isPending && <LinearProgress sx={{ mb: 1 }} />}
        {list.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {list.error.message}
          </Alert>
        )}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          {card && narrow ? (
            <Box data-testid={testIds.cards}>
              {items.map(card)}
              {items.length === 0 && empty}
            </Box>
          ) : (
            <Box sx={{ position: 'relative', overflowX: 'auto' }}>
              <Table
                size="small"
                aria-busy={list.isFetching}
                data-testid={testIds.table}
                sx={tableStyles(props.wrap)}
              >
                <TableHead>
                  <TableRow>
                    {columns.map(({ key, label }) => (
                      <TableCell key={key} data-column={key}>
                        {label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map(row)}
                  {items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={columns.length} sx={{ p: 0 }}>
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
            onPage={(page) => log.setPage(page + 1)}
            onPageSize={(pageSize) => change({ pageSize } as Partial<F>)}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
