import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import { localizeDigits } from '../../lib/date';
import { entityListQuery } from '../../lib/entity-queries';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { preregistrationApi } from './preregistration-api';

/**
 * Enrolling an accepted applicant: a classroom of the grade applied for (the current year's), then
 * the student is created or moved there by the server, in one step.
 */
export function EnrolPanel({
  id,
  version,
  gradeLevel,
  onDone,
}: {
  id: string;
  version: number;
  gradeLevel: string;
  onDone: (studentId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const rooms = useQuery(
    entityListQuery(
      'classrooms',
      `page=1&pageSize=100&sort=name:asc&gradeLevel=${encodeURIComponent(gradeLevel)}`,
    ),
  );
  const [classroomId, setClassroomId] = useState<number | ''>('');
  const enrol = useMutation({
    mutationFn: () => preregistrationApi.enrol(id, { classroomId: Number(classroomId), version }),
    onSuccess: (result) => {
      void notify('success', t('preregistration.enrolled'));
      onDone(result.data.studentId);
    },
    onError: (error: ApiError) => void notify('error', error.message),
  });
  const items = rooms.data?.items ?? [];
  return (
    <Stack spacing={1.5} data-testid="enrol-panel">
      <Typography variant="body2" color="text.secondary">
        {t('preregistration.enrolHint')}
      </Typography>
      {rooms.isSuccess && items.length === 0 && (
        <Typography color="warning.main">{t('preregistration.noClassroom')}</Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label={t('preregistration.classroom')}
          value={classroomId}
          onChange={(e) => setClassroomId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220 }}
          data-testid="enrol-classroom"
        >
          {items.map((room) => (
            <MenuItem key={room.id} value={room.id} data-testid={`enrol-classroom-${room.id}`}>
              {localizeDigits(String(room.name), language)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={classroomId === '' || enrol.isPending}
          onClick={() => enrol.mutate()}
          data-testid="enrol-submit"
        >
          {t('preregistration.enrol')}
        </Button>
      </Stack>
    </Stack>
  );
}
