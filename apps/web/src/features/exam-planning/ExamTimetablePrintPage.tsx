import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXAM_PLANNING_PATH, planSearch } from '../../app/exam-planning-paths';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { SchoolLogo } from '../../components/SchoolLogo';
import { SimpleTable } from '../../components/SimpleTable';
import { formatDate } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { examPlanningApi, planQueryKey, type TermPlan } from './exam-planning-api';
import { registerExamPlanningLabels } from './exam-planning-i18n';
import { gradesOf } from './plan-model';
import { PlanCalendar } from './PlanCalendar';
import { planText } from './plan-text';

registerExamPlanningLabels();

/** One grade's timetable on one A4 sheet: heading with the logo, the calendar, the list, a note. */
function GradeSheet({
  plan,
  grade,
  logoSrc,
}: {
  plan: TermPlan;
  grade: number;
  logoSrc: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const text = planText(t, language);
  const rows = plan.rows.filter((r) => r.gradeLevel === grade);
  return (
    <Box
      data-testid={`timetable-sheet-${grade}`}
      sx={{
        p: { xs: 2, md: 4 },
        mb: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
        borderRadius: 1,
        '@media print': { boxShadow: 'none', p: 0, mb: 0, breakAfter: 'page', pageBreakAfter: 'always' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <SchoolLogo hasLogo={Boolean(plan.school.logo)} src={logoSrc} alt={plan.school.name} size={56} />
        <Box sx={{ flex: 1, textAlign: 'center' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {text.digits(plan.school.name)}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('examPlanning.print.heading', { term: text.digits(plan.term.title) })}
          </Typography>
          <Typography variant="body2">
            {t('examPlanning.print.subheading', {
              grade: text.grade(grade),
              year: text.digits(plan.year.title),
            })}
          </Typography>
        </Box>
        {/* Balances the logo so the heading sits in the middle of the sheet. */}
        <Box sx={{ width: 56 }} />
      </Stack>
      <SimpleTable
        testId={`timetable-table-${grade}`}
        empty={t('examPlanning.print.empty')}
        headers={['number', 'weekday', 'date', 'course', 'start', 'duration'].map((c) =>
          t(`examPlanning.print.${c}`),
        )}
        rows={rows.map((row, i) => ({
          key: row.id,
          cells: [
            text.digits(i + 1),
            text.weekday(row.date),
            formatDate(row.date, language),
            text.digits(row.majorName ? `${row.title} (${row.majorName})` : row.title),
            text.digits(row.startTime),
            text.digits(row.durationMinutes),
          ],
        }))}
      />
      <Box sx={{ mt: 2 }}>
        <PlanCalendar rows={rows} showGrade={false} compact />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('examPlanning.print.note')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'end' }}>
        {t('examPlanning.print.stamp')}
      </Typography>
    </Box>
  );
}

/**
 * /manager/exam-planning/print — the exam timetable students take home: one A4 sheet per grade (the
 * chosen one, or every grade of the plan), Persian digits, the school's logo.
 */
export default function ExamTimetablePrintPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [search] = useSearchParams();
  const termId = Number(search.get('termId')) || null;
  const grade = Number(search.get('grade')) || null;
  const plan = useQuery({ queryKey: planQueryKey(termId), queryFn: () => examPlanningApi.term(termId) });
  const logoSrc = useAuthImage(plan.data?.school.logo);
  if (plan.isPending) return <PageLoader />;
  if (plan.isError) return <Alert severity="error">{plan.error.message}</Alert>;
  const grades = grade ? [grade] : gradesOf(plan.data.rows);
  const text = planText(t, language);
  return (
    <Box data-testid="timetable-print">
      <PrintStyles />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
        data-print-hide
      >
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          disabled={!grades.length}
          onClick={() => window.print()}
        >
          {t('examPlanning.print.print')}
        </Button>
        <Button component={RouterLink} to={`${EXAM_PLANNING_PATH}${planSearch(plan.data.term.id, grade)}`}>
          {t('examPlanning.print.back')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('examPlanning.print.count', { n: text.digits(grades.length) })}
        </Typography>
      </Stack>
      {!grades.length && <Alert severity="info">{t('examPlanning.print.empty')}</Alert>}
      {grades.map((g) => (
        <GradeSheet key={g} plan={plan.data} grade={g} logoSrc={logoSrc} />
      ))}
    </Box>
  );
}
