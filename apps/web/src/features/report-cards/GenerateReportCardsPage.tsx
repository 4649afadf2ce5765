import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { REPORT_CARD_LIST_PATH } from '../../app/report-card-paths';
import { notify } from '../../lib/notify';
import { registerReportCardLabels } from '../../lib/report-cards-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits } from './card-format';
import { MissingFinalsAlert, missingLines } from './MissingFinalsAlert';
import { ClassroomField, GradeLevelField, PeriodField } from './CardFilterFields';
import { reportCardApi, type CardPeriod, type GenerateRequest } from './report-card-api';
import { gradeLevelsOf, useCardOptions } from './use-card-options';

registerReportCardLabels();

type Target = 'classroom' | 'grade' | 'school';

/** /manager/report-card/detail — compute the draft cards of a term or the year for a classroom, grade or school. */
export default function GenerateReportCardsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const client = useQueryClient();
  const options = useCardOptions();
  const [period, setPeriod] = useState<CardPeriod | undefined>();
  const [target, setTarget] = useState<Target>('classroom');
  const [classroomId, setClassroomId] = useState<number | undefined>();
  const [gradeLevel, setGradeLevel] = useState<number | undefined>();
  const generate = useMutation({
    mutationFn: (body: GenerateRequest) => reportCardApi.generate(body),
    onSuccess: async () => client.invalidateQueries({ queryKey: ['report-cards'] }),
    onError: (error: Error) => void notify('error', error.message),
  });

  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{options.error.message}</Alert>;
  const chosenPeriod = period ?? options.data.terms[0]?.id;
  const ready =
    chosenPeriod !== undefined &&
    (target === 'school' || (target === 'classroom' ? classroomId !== undefined : gradeLevel !== undefined));
  const submit = () => {
    if (!ready) return;
    generate.mutate({
      termId: chosenPeriod === 'year' ? null : chosenPeriod,
      ...(target === 'classroom' && classroomId !== undefined ? { classroomId } : {}),
      ...(target === 'grade' && gradeLevel !== undefined ? { gradeLevel } : {}),
    });
  };
  const result = generate.data?.data;

  return (
    <Card sx={{ maxWidth: 640 }} data-testid="report-card-generate-page">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('reportCards.generateTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('reportCards.generate.intro')}
        </Typography>
        <Stack spacing={2}>
          <PeriodField
            options={options.data}
            value={chosenPeriod}
            onChange={setPeriod}
            testId="generate-period"
          />
          <div>
            <FormLabel>{t('reportCards.generate.target')}</FormLabel>
            <RadioGroup row value={target} onChange={(e) => setTarget(e.target.value as Target)}>
              <FormControlLabel
                value="classroom"
                control={<Radio />}
                label={t('reportCards.generate.targetClassroom')}
              />
              <FormControlLabel
                value="grade"
                control={<Radio />}
                label={t('reportCards.generate.targetGrade')}
              />
              <FormControlLabel
                value="school"
                control={<Radio />}
                label={t('reportCards.generate.targetSchool')}
              />
            </RadioGroup>
          </div>
          {target === 'classroom' && (
            <ClassroomField
              options={options.data}
              value={classroomId}
              onChange={setClassroomId}
              testId="generate-classroom"
            />
          )}
          {target === 'grade' && (
            <GradeLevelField
              grades={gradeLevelsOf(options.data.classrooms)}
              value={gradeLevel}
              onChange={setGradeLevel}
            />
          )}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!ready || generate.isPending}
              onClick={submit}
              data-testid="generate-submit"
            >
              {t('reportCards.generate.submit')}
            </Button>
            <Button component={RouterLink} to={REPORT_CARD_LIST_PATH}>
              {t('reportCards.actions.back')}
            </Button>
          </Stack>
          {result && (
            <Alert
              severity="success"
              data-testid="generate-result"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={REPORT_CARD_LIST_PATH}>
                  {t('reportCards.generate.showList')}
                </Button>
              }
            >
              {t('reportCards.generate.result', {
                computed: digits(result.computed, language),
                students: digits(result.students, language),
                published: digits(result.published, language),
              })}
            </Alert>
          )}
          {result && (
            <MissingFinalsAlert lines={missingLines(result.missing, (key, values) => t(key, values))} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
