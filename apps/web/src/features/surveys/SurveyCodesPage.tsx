/**
 * /manager/survey-hashes — a survey's classrooms with their students and codes issued and answered;
 * issuing (or issuing again, which voids a classroom's unused codes) shows the new codes once, as
 * slips to print and cut.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { useAbility } from '@casl/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageCard } from '../../components/PageCard';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import type { AppAbility } from '../../lib/ability';
import { formatNumber, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { ClassroomCodesTable } from './ClassroomCodesTable';
import { CodeSlips } from './CodeSlips';
import { SurveyPicker } from './SurveyPicker';
import { surveysApi, type ClassroomCodes, type IssuedCodes, type SurveySummary } from './surveys-api';
import { registerSurveyLabels } from './surveys-i18n';
import { useSurveyChoice } from './use-chosen-id';

registerSurveyLabels();

function Issued({ survey, issued }: { survey: SurveySummary; issued: IssuedCodes[] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const count = issued.reduce((n, room) => n + room.codes.length, 0);
  const voided = issued.reduce((n, room) => n + room.voided, 0);
  return (
    <Box sx={{ mt: 3 }}>
      <Stack spacing={1.5} sx={{ mb: 2 }} data-print-hide>
        <Alert severity={count ? 'warning' : 'info'} data-testid="codes-ready">
          {count ? t('surveys.codes.ready', { n: formatNumber(count, language) }) : t('surveys.codes.none')}
          {voided > 0 && ` ${t('surveys.codes.voided', { n: formatNumber(voided, language) })}`}
        </Alert>
        {count > 0 && (
          <Box>
            <Button
              variant="contained"
              startIcon={<PrintOutlined />}
              onClick={() => window.print()}
              data-testid="codes-print"
            >
              {t('surveys.codes.print')}
            </Button>
          </Box>
        )}
      </Stack>
      <CodeSlips survey={survey} classrooms={issued} />
    </Box>
  );
}

export default function SurveyCodesPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const canIssue = ability.can('survey-hashes.add', ENTITY_SUBJECT);
  const queryClient = useQueryClient();
  const choice = useSurveyChoice();
  const surveys = useQuery({ queryKey: ['surveys', 'code-surveys'], queryFn: surveysApi.codeSurveys });
  const surveyId = choice.surveyId ?? surveys.data?.[0]?.id ?? null;
  const overview = useQuery({
    queryKey: ['surveys', 'codes', surveyId],
    queryFn: () => surveysApi.codes(surveyId!),
    enabled: surveyId !== null,
    retry: false,
  });
  const [issued, setIssued] = useState<{
    surveyId: number;
    survey: SurveySummary;
    rooms: IssuedCodes[];
  } | null>(null);
  const [confirm, setConfirm] = useState<ClassroomCodes[] | null>(null);
  const issue = useMutation({
    mutationFn: (rooms: ClassroomCodes[]) =>
      surveysApi.issue(
        surveyId!,
        rooms.map((r) => r.classroomId),
      ),
    onSuccess: (data) => {
      setIssued({ surveyId: surveyId!, survey: data.survey, rooms: data.classrooms });
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: ['surveys', 'codes', surveyId] });
    },
    onError: (error: Error) => {
      setConfirm(null);
      void notify('error', error.message);
    },
  });
  // Issuing again voids printed slips: ask first.
  const ask = (rooms: ClassroomCodes[]) =>
    rooms.some((r) => r.issued > r.spent) ? setConfirm(rooms) : issue.mutate(rooms);
  const data = overview.data;
  const closed = data?.survey.state === 'closed';
  const shown = issued && issued.surveyId === surveyId ? issued : null;

  return (
    <>
      <PrintStyles />
      <Box data-print-hide>
        <PageCard title={t('pages.surveyCodes')}>
          {surveys.isPending ? (
            <PageLoader />
          ) : surveys.isError ? (
            <Alert severity="error">{surveys.error.message}</Alert>
          ) : surveys.data.length === 0 ? (
            <Alert severity="info">{t('surveys.picker.none')}</Alert>
          ) : (
            <Stack spacing={2.5}>
              <Typography color="text.secondary">{t('surveys.codes.intro')}</Typography>
              <SurveyPicker
                surveys={surveys.data}
                value={surveyId}
                onChange={(id) => {
                  setIssued(null);
                  choice.chooseSurvey(id);
                }}
              />
              {overview.isPending ? (
                <PageLoader />
              ) : overview.isError ? (
                <Alert severity="error">{overview.error.message}</Alert>
              ) : (
                <>
                  {closed && <Alert severity="info">{t('surveys.codes.closed')}</Alert>}
                  <ClassroomCodesTable
                    classrooms={data!.classrooms}
                    canIssue={canIssue && !closed}
                    busy={issue.isPending}
                    onIssue={(room) => ask([room])}
                  />
                  {canIssue && !closed && data!.classrooms.length > 1 && (
                    <Box>
                      <Button
                        variant="outlined"
                        startIcon={<VpnKeyOutlined />}
                        disabled={issue.isPending}
                        onClick={() => ask(data!.classrooms)}
                        data-testid="codes-issue-all"
                      >
                        {t('surveys.codes.issueAll')}
                      </Button>
                    </Box>
                  )}
                </>
              )}
            </Stack>
          )}
        </PageCard>
      </Box>
      {shown && <Issued survey={shown.survey} issued={shown.rooms} />}
      <ConfirmDialog
        open={confirm !== null}
        title={t('surveys.codes.reissueTitle')}
        text={t('surveys.codes.reissueText', {
          classrooms: (confirm ?? [])
            .filter((r) => r.issued > r.spent)
            .map((r) => `${t('surveys.codes.classroom')} ${localizeDigits(r.classroomName, language)}`)
            .join('، '),
        })}
        confirmLabel={t('surveys.codes.reissue')}
        color="error"
        busy={issue.isPending}
        onConfirm={() => confirm && issue.mutate(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
