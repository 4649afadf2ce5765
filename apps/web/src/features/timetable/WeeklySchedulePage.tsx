import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PrintStyles } from '../../components/PrintStyles';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { PageCard } from '../../components/PageCard';
import { OwnerPicker, type OwnerMode } from './OwnerPicker';
import { PlaceCourseDialog } from './PlaceCourseDialog';
import { WeeklyGrid } from './WeeklyGrid';
import { timetableApi } from './timetable-api';
import type { GridCell } from './weekly-grid';

registerPeopleLabels();

/** /manager/weekly-schedule — a classroom's (editable) or a teacher's week. */
export default function WeeklySchedulePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const mode: OwnerMode = params.get('teacherId')
    ? 'teacher'
    : ((params.get('mode') as OwnerMode | null) ?? 'classroom');
  const rawId = params.get(mode === 'teacher' ? 'teacherId' : 'classroomId');
  const id = rawId ? Number(rawId) : null;
  const owner = id === null ? null : mode === 'teacher' ? { teacherId: id } : { classroomId: id };
  const [cell, setCell] = useState<GridCell | null>(null);
  const [clash, setClash] = useState('');

  const schedule = useQuery({
    queryKey: ['weekly-schedule', mode, id],
    queryFn: () => timetableApi.schedule(owner!),
    enabled: owner !== null,
  });
  // The course groups a cell can take: the classroom's, or the teacher's (in any classroom).
  const ownerField = mode === 'teacher' ? 'teacherId' : 'classroomId';
  const groups = useQuery({
    queryKey: ['entity', 'course-groups', `of-${mode}`, id],
    queryFn: () => entityApi.list('course-groups', `${ownerField}=${id}&pageSize=100`),
    enabled: id !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['weekly-schedule'] });
  const place = useMutation({
    mutationFn: (group: EntityItem) =>
      timetableApi.place({
        courseGroupId: group.id,
        weekday: String(cell!.weekday),
        classPeriodId: cell!.period.id,
      }),
    onSuccess: async () => {
      setCell(null);
      setClash('');
      void notify('success', t('people.schedule.placed'));
      await refresh();
    },
    onError: (e) => {
      setClash(e.message);
      void notify('error', e.message);
    },
  });
  const remove = useMutation({
    mutationFn: (slotId: number) => timetableApi.remove(slotId),
    onSuccess: async () => {
      void notify('success', t('people.schedule.removed'));
      await refresh();
    },
    onError: (e) => void notify('error', e.message),
  });

  const choose = (next: OwnerMode, nextId: number | null) => {
    const search = new URLSearchParams({ mode: next });
    if (nextId !== null) search.set(next === 'teacher' ? 'teacherId' : 'classroomId', String(nextId));
    setParams(search, { replace: true });
  };

  return (
    <PageCard
      title={t('pages.weeklySchedule')}
      action={
        schedule.data && (
          <Button
            data-print-hide
            variant="outlined"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
            data-testid="schedule-print"
          >
            {t('people.schedule.print')}
          </Button>
        )
      }
    >
      <PrintStyles orientation="landscape" />
      <Stack spacing={2.5}>
        <OwnerPicker mode={mode} id={id} onChange={choose} />
        {owner === null && <Typography color="text.secondary">{t('people.schedule.pick')}</Typography>}
        {schedule.isError && <Alert severity="error">{schedule.error.message}</Alert>}
        {schedule.data && (
          <WeeklyGrid
            schedule={schedule.data}
            show={mode === 'classroom' ? 'teacher' : 'classroom'}
            onPlace={(chosen) => {
              setClash('');
              setCell(chosen);
            }}
            onRemove={(slot) => remove.mutate(slot.id)}
          />
        )}
      </Stack>
      <PlaceCourseDialog
        cell={cell}
        groups={groups.data?.items ?? []}
        detail={mode === 'teacher' ? 'classroomId' : 'teacherId'}
        busy={place.isPending}
        error={clash}
        onPick={(group) => place.mutate(group)}
        onClose={() => setCell(null)}
      />
    </PageCard>
  );
}
