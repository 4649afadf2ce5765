import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ClassroomNamingRule, PlacementRule } from '@school/shared';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageCard } from '../../components/PageCard';
import { api } from '../../lib/api';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { notify } from '../../lib/notify';
import { RolloverPlanView } from './RolloverPlanView';
import { RolloverResultView } from './RolloverResultView';
import { rolloverApi, type RolloverOptions, type RolloverPreview } from './rollover-api';
import { registerYearRolloverLabels } from './year-rollover-i18n';

registerYearRolloverLabels();

type Choices = Omit<RolloverOptions, 'moves' | 'fromYearId' | 'schoolIds'> & { allSchools: boolean };

const START: Choices = {
  naming: 'keep',
  placement: 'cohort',
  copyCourseGroups: true,
  keepTeachers: true,
  copyTimetable: false,
  allSchools: false,
};

/**
 * /manager/year-rollover — the new year's wizard: choose what to copy and how to place students,
 * preview the new year's classrooms with each student's step, move students by hand, then run once
 * (again later for make-up students); undo before the first attendance, and close the old year.
 */
export default function YearRolloverPage() {
  const { t } = useTranslation();
  // Closing a year is the network's: the button shows only to who may.
  const ability = useAbility<AppAbility>();
  const language = useAppLanguage();
  const context = useQuery({
    queryKey: ['work-context'],
    queryFn: async () => (await api.getContext()).data,
  });
  const [choices, setChoices] = useState<Choices>(START);
  const [moves, setMoves] = useState<Map<number, number>>(new Map());
  const [preview, setPreview] = useState<RolloverPreview | null>(null);
  const [confirming, setConfirming] = useState<'run' | 'undo' | 'close' | null>(null);
  const yearId = context.data?.currentAcademicYearId ?? null;
  const schoolId = context.data?.currentSchoolId ?? null;

  const options = (): RolloverOptions => {
    const { allSchools, ...rest } = choices;
    return {
      ...rest,
      fromYearId: yearId!,
      schoolIds: allSchools ? context.data!.schools.map((s) => s.id) : [schoolId!],
      moves: [...moves].map(([studentId, classroomKey]) => ({ studentId, classroomKey })),
    };
  };
  const previewing = useMutation({
    mutationFn: () => rolloverApi.preview({ ...options(), moves: [] }),
    onSuccess: (data) => {
      setPreview(data);
      setMoves(new Map());
    },
    onError: (error: Error) => void notify('error', error.message),
  });
  const running = useMutation({
    mutationFn: () => rolloverApi.run(options()),
    onSuccess: (data) => void notify('success', data.message),
    onError: (error: Error) => void notify('error', error.message),
  });
  const undoing = useMutation({
    mutationFn: () => rolloverApi.undo(yearId!, schoolId!),
    onSuccess: (response) => {
      void notify('success', response.message ?? '');
      running.reset();
      setPreview(null);
    },
    onError: (error: Error) => void notify('error', error.message),
  });
  const closing = useMutation({
    mutationFn: () => rolloverApi.close(yearId!),
    onSuccess: (response) => void notify('success', response.message ?? ''),
    onError: (error: Error) => void notify('error', error.message),
  });

  const set = <K extends keyof Choices>(key: K, value: Choices[K]) => {
    setChoices((c) => ({ ...c, [key]: value }));
    setPreview(null);
  };
  const check = (key: 'copyCourseGroups' | 'keepTeachers' | 'copyTimetable' | 'allSchools') => (
    <FormControlLabel
      key={key}
      control={<Checkbox checked={choices[key]} onChange={(e) => set(key, e.target.checked)} />}
      label={t(`yearRollover.options.${key}`)}
    />
  );
  // Year titles («1405-1406») in the UI language's digits, like every number shown.
  const yearTitle = localizeDigits(
    context.data?.academicYears.find((y) => y.id === yearId)?.title ?? '',
    language,
  );

  return (
    <Stack spacing={2} data-testid="year-rollover-page">
      <PageCard title={t('yearRollover.title', { year: yearTitle })}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('yearRollover.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('yearRollover.options.naming')}
              value={choices.naming}
              onChange={(e) => set('naming', e.target.value as ClassroomNamingRule)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="keep">{t('yearRollover.naming.keep')}</MenuItem>
              <MenuItem value="renumber">{t('yearRollover.naming.renumber')}</MenuItem>
            </TextField>
            <TextField
              select
              label={t('yearRollover.options.placement')}
              value={choices.placement}
              onChange={(e) => set('placement', e.target.value as PlacementRule)}
              sx={{ minWidth: 220 }}
              data-testid="placement-rule"
            >
              <MenuItem value="cohort">{t('yearRollover.placement.cohort')}</MenuItem>
              <MenuItem value="balanced">{t('yearRollover.placement.balanced')}</MenuItem>
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap' }}>
            {check('copyCourseGroups')}
            {check('keepTeachers')}
            {check('copyTimetable')}
            {(context.data?.schools.length ?? 0) > 1 && check('allSchools')}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              disabled={yearId === null || schoolId === null || previewing.isPending}
              onClick={() => previewing.mutate()}
            >
              {t('yearRollover.actions.preview')}
            </Button>
            <Button color="warning" onClick={() => setConfirming('undo')} disabled={undoing.isPending}>
              {t('yearRollover.actions.undo')}
            </Button>
            {ability.can('year-rollover.close', ENTITY_SUBJECT) && (
              <Button color="error" onClick={() => setConfirming('close')} disabled={closing.isPending}>
                {t('yearRollover.actions.close', { year: yearTitle })}
              </Button>
            )}
          </Stack>
        </Stack>
      </PageCard>
      {running.data && <RolloverResultView result={running.data} />}
      {preview && (
        <>
          <Alert severity={preview.toYear.exists || preview.canCreateYear ? 'info' : 'warning'}>
            {localizeDigits(
              t(
                preview.toYear.exists
                  ? 'yearRollover.toYear.exists'
                  : preview.canCreateYear
                    ? 'yearRollover.toYear.create'
                    : 'yearRollover.toYear.missing',
                { year: preview.toYear.title },
              ),
              language,
            )}
          </Alert>
          {preview.schools.map((plan) => (
            <RolloverPlanView
              key={plan.schoolId}
              plan={plan}
              moves={moves}
              onMove={(studentId, key) => setMoves((m) => new Map(m).set(studentId, key))}
            />
          ))}
          <Stack direction="row" data-print-hide>
            <Button
              variant="contained"
              color="success"
              disabled={running.isPending}
              onClick={() => setConfirming('run')}
              data-testid="run-rollover"
            >
              {t('yearRollover.actions.run')}
            </Button>
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`yearRollover.confirm.${confirming}.title`) : ''}
        text={confirming ? t(`yearRollover.confirm.${confirming}.message`, { year: yearTitle }) : ''}
        color={confirming === 'run' ? 'primary' : 'error'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          if (action === 'run') running.mutate();
          if (action === 'undo') undoing.mutate();
          if (action === 'close') closing.mutate();
        }}
      />
    </Stack>
  );
}
