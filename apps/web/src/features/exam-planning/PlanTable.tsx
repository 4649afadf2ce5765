import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { examPlanRowPath } from '../../app/exam-planning-paths';
import { SimpleTable } from '../../components/SimpleTable';
import { useAppLanguage } from '../../lib/use-app-language';
import type { PlanRow } from './exam-planning-api';
import { planText } from './plan-text';

interface PlanTableProps {
  rows: PlanRow[];
  /** Rows some warning concerns. */
  warned: ReadonlySet<number>;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (row: PlanRow) => void;
}

/** The term's plan as a table in date and session order; cards on a phone. */
export function PlanTable({ rows, warned, canEdit, canDelete, onDelete }: PlanTableProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const text = planText(t, language);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

  const actions = (row: PlanRow) => (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {warned.has(row.id) && (
        <Tooltip title={t('examPlanning.warnings.title')}>
          <WarningAmber color="warning" fontSize="small" data-testid={`plan-warned-${row.id}`} />
        </Tooltip>
      )}
      {row.examLocked && (
        <Tooltip title={t('examPlanning.locked')}>
          <LockOutlined color="disabled" fontSize="small" />
        </Tooltip>
      )}
      {canEdit && (
        <IconButton
          component={RouterLink}
          to={examPlanRowPath(row.id)}
          aria-label={`${t('examPlanning.edit')} ${row.title}`}
          size="small"
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      {canDelete && (
        <IconButton
          aria-label={`${t('examPlanning.delete')} ${row.title}`}
          size="small"
          color="error"
          onClick={() => onDelete(row)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );

  if (narrow) {
    if (!rows.length) return <Typography color="text.secondary">{t('examPlanning.empty')}</Typography>;
    return (
      <Stack spacing={1.5} data-testid="plan-cards">
        {rows.map((row) => (
          <Card key={row.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`plan-row-${row.id}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Stack spacing={0.25}>
                <Typography sx={{ fontWeight: 600 }}>{text.digits(row.title)}</Typography>
                <Typography variant="body2">{text.day(row.date)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${row.sessionTitle} · ${text.time(row)} · ${text.minutes(row)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${text.gradeAndMajor(row)} · ${text.classrooms(row)}`}
                </Typography>
              </Stack>
              {actions(row)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleTable
      testId="plan-table"
      empty={t('examPlanning.empty')}
      headers={['date', 'session', 'grade', 'course', 'duration', 'classrooms', 'actions'].map((c) =>
        t(`examPlanning.columns.${c}`),
      )}
      rows={rows.map((row) => ({
        key: row.id,
        cells: [
          text.day(row.date),
          `${row.sessionTitle} (${text.time(row)})`,
          text.gradeAndMajor(row),
          text.digits(row.title),
          text.minutes(row),
          text.classrooms(row),
          actions(row),
        ],
      }))}
    />
  );
}
