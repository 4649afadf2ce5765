import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { EChart } from '../../components/charts/EChart';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { ReportActions } from '../../components/report/ReportActions';
import { ReportFilters } from '../../components/report/ReportFilters';
import { disciplineApi, scoresPath } from './discipline-api';
import { registerDisciplineLabels } from './discipline-i18n';

registerDisciplineLabels();

/** /manager/disciplinary-score-report — each student's discipline score, lowest first, and their spread. */
export default function DisciplineScoreReportPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [termId, setTermId] = useState<number | ''>('');
  const [classroomId, setClassroomId] = useState<number | null>(null);
  const scores = useQuery({
    queryKey: ['discipline', 'scores', termId, classroomId],
    // The term picker's options come with the answer: keep them while the next one loads.
    placeholderData: keepPreviousData,
    queryFn: () => disciplineApi.scores({ termId: termId === '' ? null : termId, classroomId }),
  });
  return (
    <PageCard
      title={t('discipline.scores.title')}
      action={
        <ReportActions
          title={t('discipline.scores.title')}
          xlsxPath={scoresPath({ termId: termId === '' ? null : termId, classroomId }, true)}
        />
      }
    >
      <PrintStyles />
      <Stack spacing={3} data-testid="discipline-score-report">
        <ReportFilters size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={t('discipline.scores.term')}
            value={termId}
            onChange={(e) => setTermId(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">{t('discipline.scores.wholeYear')}</MenuItem>
            {(scores.data?.terms ?? []).map((term) => (
              <MenuItem key={term.id} value={term.id}>
                {localizeDigits(term.title, language)}
              </MenuItem>
            ))}
          </TextField>
          <ReferenceAutocomplete
            refEntity="classrooms"
            name="classroomId"
            label={t('discipline.scores.classroom')}
            value={classroomId}
            onChange={setClassroomId}
          />
        </ReportFilters>
        {scores.isPending ? (
          <PageLoader />
        ) : scores.isError ? (
          <Alert severity="error">{scores.error.message}</Alert>
        ) : (
          <>
            <EChart
              height={260}
              testId="discipline-distribution"
              ariaLabel={t('discipline.scores.distribution')}
              option={{
                title: { text: t('discipline.scores.distribution'), textStyle: { fontSize: 14 } },
                tooltip: { trigger: 'axis' },
                xAxis: { type: 'category', data: scores.data.distribution.map((d) => d.score) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [
                  {
                    type: 'bar',
                    name: t('discipline.scores.students'),
                    data: scores.data.distribution.map((d) => d.count),
                  },
                ],
              }}
            />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('discipline.scores.byClassroom')}
            </Typography>
            <Table size="small" data-testid="discipline-classrooms">
              <TableHead>
                <TableRow>
                  <TableCell>{t('discipline.scores.classroom')}</TableCell>
                  <TableCell>{t('discipline.scores.students')}</TableCell>
                  <TableCell>{t('discipline.scores.average')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {scores.data.classrooms.map((c) => (
                  <TableRow key={c.classroomName}>
                    <TableCell>{localizeDigits(c.classroomName, language)}</TableCell>
                    <TableCell>{localizeDigits(String(c.students), language)}</TableCell>
                    <TableCell>{formatScore(c.average, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {scores.data.students.length === 0 ? (
              <Typography color="text.secondary">{t('discipline.scores.empty')}</Typography>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="discipline-scores">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('discipline.scores.student')}</TableCell>
                      <TableCell>{t('discipline.scores.classroom')}</TableCell>
                      <TableCell>{t('discipline.scores.items')}</TableCell>
                      <TableCell>{t('discipline.scores.score')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {scores.data.students.map((s) => (
                      <TableRow key={s.studentId}>
                        <TableCell>{s.studentName}</TableCell>
                        <TableCell>
                          {s.classroomName ? localizeDigits(s.classroomName, language) : '—'}
                        </TableCell>
                        <TableCell>{localizeDigits(String(s.items), language)}</TableCell>
                        <TableCell sx={{ fontWeight: 600, color: s.score < 15 ? 'error.main' : undefined }}>
                          {formatScore(s.score, language)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </Stack>
    </PageCard>
  );
}
