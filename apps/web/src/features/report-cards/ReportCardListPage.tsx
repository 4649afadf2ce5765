import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/ListPager';
import { PageLoader } from '../../components/PageLoader';
import { REPORT_CARD_GENERATE_PATH } from '../../app/report-card-paths';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { registerReportCardLabels } from '../../lib/report-cards-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits } from './card-format';
import { ClassroomField, PeriodField } from './CardFilterFields';
import { MissingFinalsAlert, type MissingLines } from './MissingFinalsAlert';
import { MultiplePrintDialog } from './MultiplePrintDialog';
import { reportCardApi, type CardFilters, type CardStatus } from './report-card-api';
import { ReportCardTable } from './ReportCardTable';
import { useCardOptions } from './use-card-options';

registerReportCardLabels();

/** A classroom's cards fit one page; a school's whole grade, a few. */
const CARD_PAGE_SIZES = [25, 50, 100, 200];

const STATUSES: (CardStatus | undefined)[] = [undefined, 'draft', 'published'];

/** /manager/report-card/list — the cards of the current school and year, publishing and printing. */
export default function ReportCardListPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const options = useCardOptions();
  const [filters, setFilters] = useState<CardFilters>({ page: 1, pageSize: 50 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [refused, setRefused] = useState<MissingLines>([]);
  const list = useQuery({
    queryKey: ['report-cards', 'list', filters],
    queryFn: () => reportCardApi.list(filters),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const publish = useMutation({
    mutationFn: (value: boolean) => reportCardApi.setPublished([...selected], value),
    onSuccess: async (result) => {
      void notify('success', result.message);
      setSelected(new Set());
      await client.invalidateQueries({ queryKey: ['report-cards'] });
    },
    onError: (error: Error) => {
      // Refused for missing finals: the list of courses and students stays on the page.
      if (error instanceof ApiError && error.code === ERROR_CODES.MISSING_FINALS && error.errors) {
        setRefused(Object.entries(error.errors));
      }
      void notify('error', error.message);
    },
    onMutate: () => setRefused([]),
  });
  const change = (next: Partial<CardFilters>) => {
    setFilters((f) => ({ ...f, ...next, page: 1 }));
    setSelected(new Set());
  };

  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{options.error.message}</Alert>;
  const items = list.data?.items ?? [];
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card data-testid="report-card-list">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h5" component="h1">
            {t('reportCards.listTitle')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={REPORT_CARD_GENERATE_PATH}
              data-testid="report-card-generate"
            >
              {t('reportCards.actions.generate')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => setPrinting(true)}
              data-testid="report-card-multiple-print"
            >
              {t('reportCards.actions.multiplePrint')}
            </Button>
          </Stack>
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <PeriodField
              options={options.data}
              value={filters.term}
              onChange={(term) => change({ term })}
              allowAll
              testId="filter-period"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ClassroomField
              options={options.data}
              value={filters.classroomId}
              onChange={(classroomId) => change({ classroomId })}
              allowAll
              testId="filter-classroom"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              {STATUSES.map((status) => (
                <Chip
                  key={status ?? 'all'}
                  label={t(status ? `reportCards.status.${status}` : 'reportCards.filters.all')}
                  color={filters.status === status ? 'primary' : 'default'}
                  variant={filters.status === status ? 'filled' : 'outlined'}
                  onClick={() => change({ status })}
                  data-testid={`status-${status ?? 'all'}`}
                />
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            disabled={selected.size === 0 || publish.isPending}
            onClick={() => publish.mutate(true)}
            data-testid="report-card-publish"
          >
            {t('reportCards.actions.publish')}
          </Button>
          <Button
            variant="outlined"
            disabled={selected.size === 0 || publish.isPending}
            onClick={() => publish.mutate(false)}
            data-testid="report-card-unpublish"
          >
            {t('reportCards.actions.unpublish')}
          </Button>
          {selected.size > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('reportCards.selected', { n: digits(selected.size, language) })}
            </Typography>
          )}
        </Stack>
        {refused.length > 0 && (
          <Box sx={{ mb: 1 }}>
            <MissingFinalsAlert lines={refused} title={t('reportCards.publishRefused')} />
          </Box>
        )}
        {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {list.error && <Alert severity="error">{list.error.message}</Alert>}
        {list.data && items.length === 0 && <Alert severity="info">{t('reportCards.empty')}</Alert>}
        {items.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <ReportCardTable
              items={items}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(checked) => setSelected(checked ? new Set(items.map((c) => c.id)) : new Set())}
            />
            <ListPager
              total={list.data?.total ?? 0}
              page={filters.page - 1}
              pageSize={filters.pageSize}
              pageSizes={CARD_PAGE_SIZES}
              onPage={(page) => setFilters((f) => ({ ...f, page: page + 1 }))}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          </Box>
        )}
        {printing && (
          <MultiplePrintDialog
            open
            options={options.data}
            initialPeriod={filters.term}
            onClose={() => setPrinting(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}
