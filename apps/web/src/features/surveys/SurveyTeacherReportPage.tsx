/**
 * /manager/survey-teacher-report — a teacher's survey figures over the classrooms they teach. With
 * survey-reports.view any teacher of the survey; with survey-reports.own alone, one's own (the
 * server holds to it).
 */
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { SurveyFigures } from './SurveyFigures';
import { SurveyReportFrame, useSurveyReport } from './SurveyReportFrame';
import { surveysApi } from './surveys-api';
import { registerSurveyLabels } from './surveys-i18n';

registerSurveyLabels();

export default function SurveyTeacherReportPage() {
  const { t } = useTranslation();
  const { choice, surveyId, report } = useSurveyReport('teacher', surveysApi.teacherReport);
  const data = report.data;
  // One's own report alone: the server answers with that one teacher, chosen.
  const ownOnly = data?.teachers.length === 1 && data.teacher?.id === data.teachers[0]!.id;
  return (
    <SurveyReportFrame
      title={t('pages.surveyTeacherReport')}
      surveyId={surveyId}
      onSurvey={choice.chooseSurvey}
      printable={Boolean(data?.report)}
      second={
        ownOnly ? (
          <Typography sx={{ py: 2 }} data-testid="survey-own-teacher">
            {t('surveys.report.own')}: {data.teacher?.name}
          </Typography>
        ) : (
          <TextField
            select
            fullWidth
            label={t('surveys.report.teacher')}
            value={data?.teacher?.id ?? ''}
            onChange={(e) => choice.chooseSecond(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'survey-teacher-picker' } }}
          >
            {(data?.teachers ?? []).map((teacher) => (
              <MenuItem key={teacher.id} value={teacher.id}>
                {teacher.name}
              </MenuItem>
            ))}
          </TextField>
        )
      }
    >
      {report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <Alert severity="error">{report.error.message}</Alert>
      ) : !data!.teacher || !data!.report ? (
        <Alert severity="info">{t('surveys.report.chooseTeacher')}</Alert>
      ) : (
        <>
          <Typography variant="h6" component="h2" data-testid="survey-report-subject">
            {data!.teacher.name}
          </Typography>
          <SurveyFigures report={data!.report} />
        </>
      )}
    </SurveyReportFrame>
  );
}
