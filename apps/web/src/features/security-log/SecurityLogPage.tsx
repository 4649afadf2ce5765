import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PagedLog, usePagedLog } from '../../components/PagedLog';
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { EnumSelect } from '../../components/fields/EnumSelect';
import { formatDateTime } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
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

const FIRST_PAGE: SecurityLogFilters = { page: 1, pageSize: 25, kind: 'all', from: null, to: null, q: '' };

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
  const log = usePagedLog({ first: FIRST_PAGE, queryKey: ['security-log'], load: securityLogApi.list });
  return (
    <PagedLog
      log={log}
      testIds={{ card: 'security-log', table: 'security-log-table', search: 'security-log-search' }}
      title={t('securityLog.title')}
      subtitle={t('securityLog.subtitle')}
      selects={
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <EnumSelect
            name="kind"
            label={t('securityLog.filters.kind')}
            value={log.filters.kind}
            onChange={(kind) => log.change({ kind: kind as SecurityLogKind })}
            options={SECURITY_LOG_KINDS.map((kind) => ({
              value: kind,
              label: t(`securityLog.kinds.${kind}`),
            }))}
          />
        </Grid>
      }
      labels={{
        search: t('securityLog.filters.search'),
        from: t('securityLog.filters.from'),
        to: t('securityLog.filters.to'),
      }}
      sizes={{ search: { xs: 12, sm: 6, md: 3 }, date: { xs: 6, md: 3 } }}
      columns={COLUMNS.map((key) => ({ key, label: t(`securityLog.columns.${key}`) }))}
      wrap={{ column: 'details', minWidth: 200, maxWidth: 360 }}
      row={(item) => <EventRow key={item.id} item={item} />}
    />
  );
}
