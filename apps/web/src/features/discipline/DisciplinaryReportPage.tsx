import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isoDateIn } from '@school/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { EChart } from '../../components/charts/EChart';
import { JalaliDatePicker } from '../../components/fields/JalaliDatePicker';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { formatDate, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { ReportActions } from '../../components/report/ReportActions';
import { ReportFilters } from '../../components/report/ReportFilters';
import { disciplineApi, reportPath } from './discipline-api';
import { registerDisciplineLabels } from './discipline-i18n';

registerDisciplineLabels();

const monthAgo = () => isoDateIn(new Date(Date.now() - 30 * 86_400_000));

/** /manager/disciplinary-report — items by date range, classroom and type, with their counts. */
export default function DisciplinaryReportPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [from, setFrom] = useState<string | null>(monthAgo());
  const [to, setTo] = useState<string | null>(isoDateIn(new Date()));
  const [classroomId, setClassroomId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const report = useQuery({
    queryKey: ['discipline', 'report', from, to, classroomId, typeId],
    queryFn: () => disciplineApi.report({ from: from!, to: to!, classroomId, disciplineTypeId: typeId }),
    enabled: Boolean(from && to),
  });
  const count = (n: number) => localizeDigits(String(n), language);
  return (
    <PageCard
      title={t('discipline.report.title')}
      action={
        <ReportActions
          title={t('discipline.report.title')}
          xlsxPath={from && to ? reportPath({ from, to, classroomId, disciplineTypeId: typeId }, true) : null}
        />
      }
    >
      <PrintStyles orientation="landscape" />
      <Stack spacing={3} data-testid="disciplinary-report">
        <ReportFilters>
          <JalaliDatePicker name="from" label={t('discipline.report.from')} value={from} onChange={setFrom} />
          <JalaliDatePicker name="to" label={t('discipline.report.to')} value={to} onChange={setTo} />
          <ReferenceAutocomplete
            refEntity="classrooms"
            name="classroomId"
            label={t('discipline.report.classroom')}
            value={classroomId}
            onChange={setClassroomId}
          />
          <ReferenceAutocomplete
            refEntity="school-discipline-types"
            name="disciplineTypeId"
            label={t('discipline.report.type')}
            value={typeId}
            onChange={setTypeId}
          />
        </ReportFilters>
        {report.isPending && from && to ? (
          <PageLoader />
        ) : report.isError ? (
          <Alert severity="error">{report.error.message}</Alert>
        ) : report.data ? (
          <>
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', gap: 1 }}
              data-testid="disciplinary-counts"
            >
              <Chip label={`${t('discipline.report.total')}: ${count(report.data.total)}`} />
              <Chip
                color="error"
                variant="outlined"
                label={`${t('discipline.report.negative')}: ${count(report.data.negative)}`}
              />
              <Chip
                color="success"
                variant="outlined"
                label={`${t('discipline.report.positive')}: ${count(report.data.positive)}`}
              />
            </Stack>
            {report.data.byType.length > 0 && (
              <EChart
                height={260}
                ariaLabel={t('discipline.report.chart')}
                option={{
                  tooltip: { trigger: 'axis' },
                  xAxis: { type: 'category', data: report.data.byType.map((b) => b.title) },
                  yAxis: { type: 'value', minInterval: 1 },
                  series: [
                    {
                      type: 'bar',
                      name: t('discipline.report.count'),
                      data: report.data.byType.map((b) => b.count),
                    },
                  ],
                }}
              />
            )}
            <Grid container spacing={2}>
              {(['byType', 'byClassroom'] as const).map((key) => (
                <Grid key={key} size={{ xs: 12, md: 6 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {t(`discipline.report.${key}`)}
                  </Typography>
                  <Table size="small">
                    <TableBody>
                      {report.data[key].map((b) => (
                        <TableRow key={b.title}>
                          <TableCell>{localizeDigits(b.title, language)}</TableCell>
                          <TableCell align="left">{count(b.count)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Grid>
              ))}
            </Grid>
            {report.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('discipline.report.empty')}</Typography>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="disciplinary-items">
                  <TableHead>
                    <TableRow>
                      {['date', 'student', 'classroom', 'type', 'delta', 'action', 'notified'].map((h) => (
                        <TableCell key={h}>{t(`discipline.report.${h}`)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.data.items.map((i) => (
                      <TableRow key={i.id}>
                        <TableCell>{formatDate(i.date, language)}</TableCell>
                        <TableCell>{i.studentName}</TableCell>
                        <TableCell>
                          {i.classroomName ? localizeDigits(i.classroomName, language) : '—'}
                        </TableCell>
                        <TableCell>{i.typeTitle}</TableCell>
                        <TableCell dir="ltr" sx={{ textAlign: 'end' }}>
                          {formatScore(i.scoreDelta, language)}
                        </TableCell>
                        <TableCell>{i.actionTaken ?? '—'}</TableCell>
                        <TableCell>{t(`discipline.report.${i.parentsNotified ? 'yes' : 'no'}`)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        ) : null}
      </Stack>
    </PageCard>
  );
}
