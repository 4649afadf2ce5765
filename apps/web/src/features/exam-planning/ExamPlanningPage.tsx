import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { EXAM_PLANNING_PATH, EXAM_TIMETABLE_PRINT_PATH, planSearch } from '../../app/exam-planning-paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import type { AppAbility } from '../../lib/ability';
import { formatDate } from '../../lib/date';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import {
  examPlanningApi,
  planQueryKey,
  warningsQueryKey,
  type PlanRow,
  type PlanWarnings,
} from './exam-planning-api';
import { registerExamPlanningLabels } from './exam-planning-i18n';
import { gradesOf } from './plan-model';
import { PlanCalendar } from './PlanCalendar';
import { AddPlanRowForm, EditPlanRowForm } from './PlanRowForm';
import { PlanTable } from './PlanTable';
import { planText } from './plan-text';
import { PlanWarningsAlert } from './PlanWarningsAlert';

registerExamPlanningLabels();

const warnedRows = (warnings: PlanWarnings | undefined) =>
  new Set([...(warnings?.sameDay ?? []), ...(warnings?.consecutive ?? [])].flatMap((w) => w.planItemIds));

/**
 * /manager/exam-planning/detail — the term's exam plan: the form that adds an exam (or, at
 * detail/{id}, edits one), the plan as a table or on a Jalali calendar for one grade or all, the
 * students it loads too much, and the printed timetable of each grade.
 */
export default function ExamPlanningPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const [view, setView] = useState<'table' | 'calendar'>('table');
  const [deleting, setDeleting] = useState<PlanRow | null>(null);
  const asked = Number(search.get('termId')) || null;
  const grade = Number(search.get('grade')) || null;
  const plan = useQuery({ queryKey: planQueryKey(asked), queryFn: () => examPlanningApi.term(asked) });
  const termId = plan.data?.term.id ?? null;
  const warnings = useQuery({
    queryKey: warningsQueryKey(termId),
    queryFn: () => examPlanningApi.warnings(termId!),
    enabled: termId !== null,
  });
  const can = (action: string) => ability.can(`exam-planning.${action}`, ENTITY_SUBJECT);
  const text = planText(t, language);

  const choose = (next: { termId?: number | null; grade?: number | null }) => {
    const query = new URLSearchParams(
      planSearch(next.termId ?? termId, next.grade === undefined ? grade : next.grade),
    );
    setSearch(query, { replace: true });
  };

  const refresh = async (saved?: EntityItem) => {
    await queryClient.invalidateQueries({ queryKey: ['exam-planning'] });
    void queryClient.invalidateQueries({ queryKey: ['entity', 'exams'] });
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({
      queryKey: warningsQueryKey(Number(saved.termId)),
      queryFn: () => examPlanningApi.warnings(Number(saved.termId)),
    });
    if (warnedRows(fresh).has(saved.id)) void notify('warning', t('examPlanning.warnings.savedRow'));
  };

  const remove = async (row: PlanRow) => {
    try {
      await entityApi.remove('exam-planning', row.id);
      void notify('success', t('examPlanning.deleted'));
      await refresh();
    } catch (error) {
      void notify('error', error instanceof Error ? error.message : String(error));
    } finally {
      setDeleting(null);
    }
  };

  if (plan.isPending) return <PageLoader />;
  if (plan.isError) return <Alert severity="error">{plan.error.message}</Alert>;
  const { term, terms, sessions } = plan.data;
  const grades = gradesOf(plan.data.rows);
  const rows = grade ? plan.data.rows.filter((r) => r.gradeLevel === grade) : plan.data.rows;
  const backToPlan = () => void navigate(`${EXAM_PLANNING_PATH}${planSearch(termId, grade)}`);

  return (
    <Stack spacing={3}>
      {id ? (
        <PageCard title={t('examPlanning.editTitle')}>
          <EditPlanRowForm
            key={id}
            id={id}
            canEdit={can('edit')}
            onSaved={(item) => {
              void refresh(item);
              backToPlan();
            }}
            onCancel={backToPlan}
          />
        </PageCard>
      ) : (
        can('add') && (
          <PageCard title={t('examPlanning.addTitle')}>
            <AddPlanRowForm
              termId={term.id}
              sessionId={sessions[0]?.id ?? null}
              onSaved={(item) => void refresh(item)}
            />
          </PageCard>
        )
      )}
      <PageCard
        title={t('pages.examPlanning')}
        action={
          <Button
            component={RouterLink}
            to={`${EXAM_TIMETABLE_PRINT_PATH}${planSearch(term.id, grade)}`}
            startIcon={<PrintOutlined />}
            variant="outlined"
            data-testid="plan-print"
          >
            {t('examPlanning.printButton')}
          </Button>
        }
      >
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('examPlanning.term')}
              value={term.id}
              onChange={(e) => choose({ termId: Number(e.target.value), grade: null })}
              sx={{ minWidth: 180 }}
              data-testid="plan-term"
            >
              {terms.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {text.digits(option.title)}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={grade ?? 0}
              onChange={(_e, next: number | null) => next !== null && choose({ grade: next || null })}
              sx={{ flexWrap: 'wrap' }}
              data-testid="plan-grades"
            >
              <ToggleButton value={0}>{t('examPlanning.allGrades')}</ToggleButton>
              {grades.map((g) => (
                <ToggleButton key={g} value={g}>
                  {text.grade(g)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <PlanWarningsAlert warnings={warnings.data} />
          <Tabs value={view} onChange={(_e, next: 'table' | 'calendar') => setView(next)}>
            <Tab value="table" label={t('examPlanning.tabs.table')} data-testid="plan-tab-table" />
            <Tab value="calendar" label={t('examPlanning.tabs.calendar')} data-testid="plan-tab-calendar" />
          </Tabs>
          {view === 'table' ? (
            <PlanTable
              rows={rows}
              warned={warnedRows(warnings.data)}
              canEdit={can('edit')}
              canDelete={can('delete')}
              onDelete={setDeleting}
            />
          ) : (
            <PlanCalendar rows={rows} showGrade={grade === null} />
          )}
        </Stack>
      </PageCard>
      <ConfirmDialog
        open={deleting !== null}
        title={t('examPlanning.deleteTitle')}
        text={
          deleting
            ? t('examPlanning.deleteText', {
                title: text.digits(deleting.title),
                date: formatDate(deleting.date, language),
              })
            : ''
        }
        confirmLabel={t('examPlanning.delete')}
        color="error"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
