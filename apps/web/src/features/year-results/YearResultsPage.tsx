import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GRADE_LEVELS, YEAR_OUTCOMES, type YearOutcome } from '@school/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { PrintStyles } from '../../components/PrintStyles';
import { SchoolLogo } from '../../components/SchoolLogo';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { ReportActions } from '../../components/report/ReportActions';
import { ReportFilters } from '../../components/report/ReportFilters';
import { ApiError } from '../../lib/api';
import { formatDate, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { MakeupRosterDialog } from './MakeupRosterDialog';
import { OutcomeDialog } from './OutcomeDialog';
import { reportPath, yearResultsApi, type MakeupExamSummary, type ResultRow } from './year-results-api';
import { registerYearResultsLabels } from './year-results-i18n';

registerYearResultsLabels();

const OUTCOME_COLOURS: Record<YearOutcome, 'success' | 'warning' | 'error' | 'info'> = {
  passed: 'success',
  makeup: 'warning',
  repeat: 'error',
  graduated: 'info',
};

/**
 * /manager/year-results — a classroom's (or a grade's) year outcomes: counts per outcome, each
 * student's average and courses to make up with the year and make-up scores side by side, a
 * hand-set outcome with its reason; the year's make-up exams with their score sheets. Printable
 * on A4 with the school's logo, and as a workbook.
 */
export default function YearResultsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const [classroomId, setClassroomId] = useState<number | null>(null);
  const [gradeLevel, setGradeLevel] = useState<number | ''>('');
  const [editing, setEditing] = useState<ResultRow | null>(null);
  const [overrideError, setOverrideError] = useState<string | null>(null);
  const [exam, setExam] = useState<MakeupExamSummary | null>(null);
  const filters = { classroomId, gradeLevel: classroomId ? null : gradeLevel || null };
  const report = useQuery({
    queryKey: ['year-results', filters],
    // Made from cards, make-up exams and scores that other pages change: asked again on every visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: () => yearResultsApi.report(filters),
  });
  const logo = useAuthImage(report.data?.school.logo);
  const refresh = () => void client.invalidateQueries({ queryKey: ['year-results'] });
  const compute = useMutation({
    mutationFn: () => yearResultsApi.compute(classroomId),
    onSuccess: (r) => {
      void notify('success', r.message);
      refresh();
    },
    onError: (e: Error) => void notify('error', e.message),
  });
  const setOutcome = useMutation({
    mutationFn: ({ id, outcome, reason }: { id: number; outcome: YearOutcome; reason: string }) =>
      yearResultsApi.setOutcome(id, outcome, reason),
    onSuccess: (r) => {
      void notify('success', r.message);
      setEditing(null);
      refresh();
    },
    onError: (e: Error) =>
      setOverrideError(e instanceof ApiError ? (e.errors?.reason ?? e.message) : e.message),
  });
  const clear = useMutation({
    mutationFn: (id: number) => yearResultsApi.clearOutcome(id),
    onSuccess: (r) => {
      void notify('success', r.message);
      refresh();
    },
    onError: (e: Error) => void notify('error', e.message),
  });
  const data = report.data;
  const settings = data?.settings;
  return (
    <PageCard
      title={t('yearResults.title')}
      action={
        <ReportActions
          title={t('yearResults.title')}
          xlsxPath={reportPath(filters, true)}
          printable={Boolean(data)}
        />
      }
    >
      <PrintStyles />
      <Stack spacing={2} data-testid="year-results">
        <Box sx={{ display: 'none', '@media print': { display: 'flex' }, alignItems: 'center', gap: 2 }}>
          <SchoolLogo hasLogo={Boolean(data?.school.logo)} src={logo} alt={data?.school.name ?? ''} />
          <Typography variant="h6">{data?.school.name}</Typography>
        </Box>
        <Box data-print-hide>
          <ReportFilters size={{ xs: 12, sm: 4 }}>
            <ReferenceAutocomplete
              refEntity="classrooms"
              name="classroomId"
              label={t('yearResults.classroom')}
              value={classroomId}
              onChange={setClassroomId}
            />
            <TextField
              select
              fullWidth
              label={t('yearResults.grade')}
              value={classroomId ? '' : gradeLevel}
              disabled={classroomId !== null}
              onChange={(e) => setGradeLevel(e.target.value === '' ? '' : Number(e.target.value))}
            >
              <MenuItem value="">{t('yearResults.allGrades')}</MenuItem>
              {GRADE_LEVELS.map((g) => (
                <MenuItem key={g} value={g}>
                  {t('yearResults.gradeN', { grade: localizeDigits(String(g), language) })}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => compute.mutate()}
              disabled={compute.isPending}
              sx={{ height: '100%' }}
            >
              {t('yearResults.compute')}
            </Button>
          </ReportFilters>
        </Box>
        {settings && (
          <Typography variant="body2" color="text.secondary">
            {t('yearResults.rule', {
              limit: localizeDigits(String(settings.makeupLimit), language),
              kind: t(`yearResults.kinds.${settings.makeupLimitKind}`),
              makeupRule: t(`yearResults.rules.${settings.makeupScoreRule}`),
            })}
            {settings.averageThreshold !== null &&
              ` ${t('yearResults.threshold', { value: formatScore(settings.averageThreshold, language) })}`}
          </Typography>
        )}
        {report.isPending ? (
          <PageLoader />
        ) : report.isError ? (
          <Alert severity="error">{report.error.message}</Alert>
        ) : (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="year-results-counts">
              {YEAR_OUTCOMES.map((o) => (
                <Chip
                  key={o}
                  color={OUTCOME_COLOURS[o]}
                  variant="outlined"
                  label={`${t(`yearResults.outcomes.${o}`)}: ${localizeDigits(String(data!.counts[o]), language)}`}
                  data-testid={`count-${o}`}
                />
              ))}
              <Chip
                variant="outlined"
                label={`${t('yearResults.pending')}: ${localizeDigits(String(data!.counts.pending), language)}`}
              />
            </Stack>
            <ResultsTable
              rows={data!.students}
              onSet={(row) => {
                setOverrideError(null);
                setEditing(row);
              }}
              onClear={(row) => clear.mutate(row.id)}
            />
            <MakeupExams exams={data!.makeupExams} onOpen={setExam} />
          </>
        )}
      </Stack>
      {editing && (
        <OutcomeDialog
          name={personName(editing)}
          initial={editing.outcome ?? 'passed'}
          busy={setOutcome.isPending}
          error={overrideError}
          onClose={() => setEditing(null)}
          onSave={(outcome, reason) => setOutcome.mutate({ id: editing.id, outcome, reason })}
        />
      )}
      {exam && <MakeupRosterDialog exam={exam} onClose={() => setExam(null)} />}
    </PageCard>
  );
}

function ResultsTable({
  rows,
  onSet,
  onClear,
}: {
  rows: ResultRow[];
  onSet: (row: ResultRow) => void;
  onClear: (row: ResultRow) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (!rows.length) return <Typography color="text.secondary">{t('yearResults.empty')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      {/* A phone scrolls the rows sideways rather than breaking names and courses word by word. */}
      <Table size="small" data-testid="year-results-table" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('yearResults.student')}</TableCell>
            <TableCell>{t('yearResults.average')}</TableCell>
            <TableCell>{t('yearResults.outcome')}</TableCell>
            <TableCell>{t('yearResults.courses')}</TableCell>
            <TableCell data-print-hide />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`result-${row.id}`}>
              <TableCell>
                <PersonLabel name={personName(row)} context={row.classroomName} language={language} />
              </TableCell>
              <TableCell>{formatScore(row.average, language)}</TableCell>
              <TableCell>
                {row.outcome ? (
                  <Chip
                    size="small"
                    color={OUTCOME_COLOURS[row.outcome]}
                    label={t(`yearResults.outcomes.${row.outcome}`)}
                    data-testid="outcome"
                  />
                ) : (
                  t('yearResults.pending')
                )}
                {row.override && (
                  <Typography variant="caption" display="block" color="text.secondary">
                    {t('yearResults.handSet', { reason: row.override.reason })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {row.courses.map((c) => (
                  <Typography
                    key={c.coursePlanId}
                    variant="body2"
                    color={c.passed ? 'text.primary' : 'error.main'}
                    data-testid={`course-${c.coursePlanId}`}
                  >
                    {c.title}: {formatScore(c.originalScore, language)}
                    {(c.makeupScore !== null || c.makeupMark) &&
                      ` ← ${
                        c.makeupMark
                          ? t(`yearResults.${c.makeupMark}`)
                          : t('yearResults.makeupScore', { score: formatScore(c.makeupScore, language) })
                      }`}
                  </Typography>
                ))}
              </TableCell>
              <TableCell data-print-hide sx={{ whiteSpace: 'nowrap' }}>
                {row.outcome && (
                  <Button size="small" onClick={() => onSet(row)} data-testid="set-outcome">
                    {t('yearResults.byHand')}
                  </Button>
                )}
                {row.override && (
                  <Button size="small" color="inherit" onClick={() => onClear(row)}>
                    {t('yearResults.clear')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MakeupExams({
  exams,
  onOpen,
}: {
  exams: MakeupExamSummary[];
  onOpen: (exam: MakeupExamSummary) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Box data-print-hide>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('yearResults.makeupExams')}
      </Typography>
      {!exams.length ? (
        <Typography color="text.secondary">{t('yearResults.noMakeupExams')}</Typography>
      ) : (
        <Stack spacing={1} data-testid="makeup-exams">
          {exams.map((e) => (
            <Stack
              key={e.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2">
                {e.courseTitle} · {formatDate(e.date, language)}
                {e.sessionTitle ? ` · ${e.sessionTitle}` : ''} ·{' '}
                {t('yearResults.sitting', {
                  scored: localizeDigits(String(e.scored), language),
                  students: localizeDigits(String(e.students), language),
                })}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onOpen(e)}
                data-testid={`makeup-open-${e.id}`}
              >
                {t('yearResults.open')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
