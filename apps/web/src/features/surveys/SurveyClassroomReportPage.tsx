/** /manager/survey-classroom-report — a classroom's survey figures over its teachers, and each teacher's average. */
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { SimpleTable } from '../../components/SimpleTable';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { SurveyFigures } from './SurveyFigures';
import { SurveyReportFrame, useSurveyReport } from './SurveyReportFrame';
import { surveysApi } from './surveys-api';
import { registerSurveyLabels } from './surveys-i18n';

registerSurveyLabels();

export default function SurveyClassroomReportPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { choice, surveyId, report } = useSurveyReport('classroom', surveysApi.classroomReport);
  const data = report.data;
  const figures = data?.report;
  return (
    <SurveyReportFrame
      title={t('pages.surveyClassroomReport')}
      surveyId={surveyId}
      onSurvey={choice.chooseSurvey}
      printable={Boolean(figures)}
      second={
        <TextField
          select
          fullWidth
          label={t('surveys.report.classroom')}
          value={data?.classroom?.id ?? ''}
          onChange={(e) => choice.chooseSecond(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'survey-classroom-picker' } }}
        >
          {(data?.classrooms ?? []).map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {localizeDigits(room.name, language)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <Alert severity="error">{report.error.message}</Alert>
      ) : !data!.classroom || !figures ? (
        <Alert severity="info">{t('surveys.report.chooseClassroom')}</Alert>
      ) : (
        <>
          <Typography variant="h6" component="h2" data-testid="survey-report-subject">
            {t('surveys.report.classroom')} {localizeDigits(data!.classroom.name, language)}
          </Typography>
          <SurveyFigures report={figures}>
            {figures.enough && (
              <>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {t('surveys.report.byTeacher')}
                </Typography>
                <SimpleTable
                  testId="survey-teachers-table"
                  empty="—"
                  headers={[
                    t('surveys.report.teacher'),
                    t('surveys.report.average'),
                    t('surveys.report.count'),
                  ]}
                  rows={figures.teachers.map((row) => ({
                    key: row.teacherId,
                    cells: [
                      row.teacherName,
                      row.average === null ? '—' : formatNumber(row.average, language),
                      formatNumber(row.answers, language),
                    ],
                  }))}
                />
              </>
            )}
          </SurveyFigures>
        </>
      )}
    </SurveyReportFrame>
  );
}
