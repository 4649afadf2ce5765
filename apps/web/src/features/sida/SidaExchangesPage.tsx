import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/ListPager';
import { PageCard } from '../../components/PageCard';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { formatDateTime, formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { ResponsiveRows } from './ResponsiveRows';
import { sidaApi, type Exchange } from './sida-api';
import { registerSidaLabels } from './sida-i18n';

registerSidaLabels();

const STATUS_COLORS = { success: 'success', partial: 'warning', failed: 'error' } as const;
/** Counts of a summary worth showing, in this order. */
const SUMMARY_KEYS = [
  'created',
  'updated',
  'unchanged',
  'skipped',
  'exported',
  'sent',
  'accepted',
  'problems',
];

/** report-list/list: every exchange with Sida — who, when, what and how it ended. */
export default function SidaExchangesPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const list = useQuery({
    queryKey: ['sida', 'exchanges', page, pageSize],
    queryFn: () => sidaApi.exchanges(page + 1, pageSize),
    placeholderData: keepPreviousData,
  });
  const summaryText = (e: Exchange) => {
    const flat: Record<string, unknown> = { ...e.summary, ...(e.summary.students as object | undefined) };
    if (Array.isArray(flat.refused)) flat.refused = flat.refused.length;
    const parts = [...SUMMARY_KEYS, 'refused']
      .filter((k) => typeof flat[k] === 'number' && (flat[k] as number) > 0)
      .map((k) => `${t(`sida.exchanges.counts.${k}`)} ${formatNumber(flat[k] as number, language)}`);
    return parts.join('، ') || localizeDigits(e.message, language) || '—';
  };
  return (
    <PageCard title={t('sida.titles.exchanges')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('sida.intro.exchanges')}</Typography>
        {list.error && <Alert severity="error">{apiErrorText(list.error)}</Alert>}
        {list.data && list.data.items.length === 0 && (
          <Alert severity="info">{t('sida.exchanges.empty')}</Alert>
        )}
        {list.data && list.data.items.length > 0 && (
          <ResponsiveRows<Exchange>
            testId="sida-exchanges"
            rows={list.data.items}
            rowKey={(e) => e.id}
            columns={[
              {
                key: 'when',
                label: t('sida.exchanges.when'),
                render: (e) => formatDateTime(e.createdAt, language),
              },
              {
                key: 'operation',
                label: t('sida.exchanges.operation'),
                render: (e) => t(`sida.exchanges.operations.${e.operation}`),
              },
              {
                key: 'subject',
                label: t('sida.exchanges.subject'),
                render: (e) => localizeDigits(e.subject, language),
              },
              { key: 'who', label: t('sida.exchanges.who'), render: (e) => e.userName ?? '—' },
              {
                key: 'connector',
                label: t('sida.exchanges.connector'),
                render: (e) => t(`sida.connector.${e.connector}`),
              },
              {
                key: 'status',
                label: t('sida.exchanges.status'),
                render: (e) => (
                  <Chip
                    size="small"
                    color={STATUS_COLORS[e.status]}
                    label={t(`sida.exchanges.statuses.${e.status}`)}
                  />
                ),
              },
              {
                key: 'summary',
                label: t('sida.exchanges.summary'),
                render: (e) => (e.status === 'failed' ? localizeDigits(e.message, language) : summaryText(e)),
              },
            ]}
          />
        )}
        {list.data && (
          <ListPager
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            pageSizes={[25, 50, 100]}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        )}
      </Stack>
    </PageCard>
  );
}
