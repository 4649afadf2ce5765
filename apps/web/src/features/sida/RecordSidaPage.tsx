import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/PageCard';
import { PersonLabel } from '../../components/PersonLabel';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { formatNumber, localizeDigits } from '../../lib/date';
import { downloadApiFile } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { ResponsiveRows } from './ResponsiveRows';
import { sidaApi, type RecordProblem } from './sida-api';
import { registerSidaLabels } from './sida-i18n';

registerSidaLabels();

/**
 * record-sida: a classroom's (or one course's) year scores to Sida. The check comes first and lists
 * what Sida would refuse; then the upload sheet (files) or the sending (HTTP), with Sida's refusals.
 */
export default function RecordSidaPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const n = (v: number) => formatNumber(v, language);
  const queryClient = useQueryClient();
  const [classroomId, setClassroomId] = useState<number | ''>('');
  const [courseId, setCourseId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{
    message: string;
    refused: { nationalCode: string; reason: string }[];
  } | null>(null);
  const options = useQuery({ queryKey: ['sida', 'record-options'], queryFn: sidaApi.recordOptions });
  const room = options.data?.classrooms.find((c) => c.id === classroomId);
  const check = useQuery({
    queryKey: ['sida', 'record-check', classroomId, courseId],
    queryFn: () => sidaApi.recordCheck(classroomId as number, courseId || undefined),
    enabled: classroomId !== '',
  });
  const http = options.data?.connector === 'http';

  const act = async () => {
    if (classroomId === '') return;
    setBusy(true);
    setOutcome(null);
    try {
      if (http) {
        const answer = await sidaApi.send(classroomId, courseId || undefined);
        setOutcome({ message: answer.message ?? '', refused: answer.data.refused });
        void notify(answer.data.refused.length ? 'warning' : 'success', answer.message ?? '');
      } else {
        await downloadApiFile(
          sidaApi.exportPath(classroomId, courseId || undefined),
          `sida-scores-${classroomId}.xlsx`,
        );
        setOutcome({ message: t('sida.record.exported'), refused: [] });
      }
      void queryClient.invalidateQueries({ queryKey: ['sida', 'exchanges'] });
    } catch (e) {
      void notify('error', apiErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={t('sida.titles.record')}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          {t(http ? 'sida.intro.recordHttp' : 'sida.intro.recordFiles')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={t('sida.record.classroom')}
            value={classroomId}
            onChange={(e) => {
              setClassroomId(Number(e.target.value));
              setCourseId('');
              setOutcome(null);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'sida-classroom' } }}
          >
            {(options.data?.classrooms ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {localizeDigits(c.name, language)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            sx={{ minWidth: 220 }}
            label={t('sida.record.course')}
            value={courseId}
            disabled={!room}
            onChange={(e) => setCourseId(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">{t('sida.record.allCourses')}</MenuItem>
            {(room?.courses ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {check.error && <Alert severity="error">{apiErrorText(check.error)}</Alert>}
        {check.data && (
          <Stack spacing={2} data-testid="sida-check">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                color="success"
                variant="outlined"
                label={`${t('sida.record.ready')}: ${n(check.data.ready)}`}
              />
              <Chip
                color={check.data.problems.length ? 'error' : 'default'}
                variant="outlined"
                label={`${t('sida.record.problems')}: ${n(check.data.problems.length)}`}
              />
              <Chip variant="outlined" label={`${t('sida.record.students')}: ${n(check.data.students)}`} />
              <Chip variant="outlined" label={`${t('sida.record.courses')}: ${n(check.data.courses)}`} />
            </Stack>
            {check.data.problems.length > 0 ? (
              <>
                <Typography variant="h6">{t('sida.record.problemsTitle')}</Typography>
                <ResponsiveRows<RecordProblem>
                  testId="sida-problems"
                  rows={check.data.problems}
                  rowKey={(p) => `${p.kind}-${p.studentId ?? ''}-${p.courseTitle}`}
                  columns={[
                    {
                      key: 'kind',
                      label: t('sida.record.kind'),
                      render: (p) => t(`sida.record.kinds.${p.kind}`),
                    },
                    {
                      key: 'student',
                      label: t('sida.record.student'),
                      render: (p) =>
                        p.studentName ? <PersonLabel name={p.studentName} language={language} /> : '—',
                    },
                    {
                      key: 'course',
                      label: t('sida.record.courseTitle'),
                      render: (p) => p.courseTitle || '—',
                    },
                    {
                      key: 'message',
                      label: t('sida.record.message'),
                      render: (p) => localizeDigits(p.message, language),
                    },
                  ]}
                />
              </>
            ) : (
              <Alert severity="success">{t('sida.record.noProblems')}</Alert>
            )}
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              startIcon={http ? <SendIcon /> : <FileDownloadOutlined />}
              disabled={busy || check.data.ready === 0}
              onClick={() => void act()}
              data-testid="sida-record"
            >
              {t(http ? 'sida.record.send' : 'sida.record.export', {
                count: check.data.ready,
                n: n(check.data.ready),
              })}
            </Button>
            {outcome && (
              <Alert severity={outcome.refused.length ? 'warning' : 'success'} data-testid="sida-outcome">
                {localizeDigits(outcome.message, language)}
                {outcome.refused.map((r) => (
                  <Typography key={`${r.nationalCode}-${r.reason}`} variant="body2">
                    {localizeDigits(`${r.nationalCode}: ${r.reason}`, language)}
                  </Typography>
                ))}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </PageCard>
  );
}
