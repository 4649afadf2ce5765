import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { SidaPagedRows } from './SidaPagedRows';
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
  const summaryText = (e: Exchange) => {
    const flat: Record<string, unknown> = { ...e.summary, ...(e.summary.students as object | undefined) };
    if (Array.isArray(flat.refused)) flat.refused = flat.refused.length;
    const parts = [...SUMMARY_KEYS, 'refused']
      .filter((k) => typeof flat[k] === 'number' && (flat[k] as number) > 0)
      .map((k) => `${t(`sida.exchanges.counts.${k}`)} ${formatNumber(flat[k] as number, language)}`);
    return parts.join('، ') || localizeDigits(e.message, language) || '—';
  };
  return (
    <SidaPagedRows<Exchange>
      title={t('sida.titles.exchanges')}
      intro={t('sida.intro.exchanges')}
      empty={t('sida.exchanges.empty')}
      queryKey="exchanges"
      load={sidaApi.exchanges}
      testId="sida-exchanges"
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
  );
}
