import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../lib/score-format';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { PlannedClassroom, PlannedStudent, SchoolPlan } from './rollover-api';

const STEPS = ['promoted', 'repeating', 'graduated', 'pending'] as const;

function StudentRow({
  student,
  choices,
  onMove,
}: {
  student: PlannedStudent;
  choices: PlannedClassroom[];
  onMove: (key: number) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, py: 0.5, borderTop: 1, borderColor: 'divider' }}
      data-testid={`planned-student-${student.id}`}
    >
      <Typography sx={{ flex: 2, fontWeight: 500 }}>{student.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 2 }}>
        {t('yearRollover.plan.from', {
          classroom: localizeDigits(student.fromClassroomName, language),
          average: formatScore(student.average, language),
        })}
      </Typography>
      <Chip size="small" label={t(`yearRollover.steps.${student.step}`)} sx={{ alignSelf: 'flex-start' }} />
      {student.toKey !== null && !student.done && (
        <TextField
          select
          size="small"
          label={t('yearRollover.plan.moveTo')}
          value={student.toKey}
          onChange={(e) => onMove(Number(e.target.value))}
          sx={{ minWidth: 160 }}
          data-testid={`move-${student.id}`}
        >
          {choices.map((c) => (
            <MenuItem key={c.key} value={c.key}>
              {localizeDigits(c.name, language)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/**
 * One school's plan: counts per step, then each new classroom with the students it will receive
 * (a student can be moved to another classroom of the same grade), then the pending and graduating.
 */
export function RolloverPlanView({
  plan,
  moves,
  onMove,
}: {
  plan: SchoolPlan;
  moves: ReadonlyMap<number, number>;
  onMove: (studentId: number, key: number) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const students = plan.students.map((s) => (moves.has(s.id) ? { ...s, toKey: moves.get(s.id)! } : s));
  const count = (step: string) => students.filter((s) => s.step === step).length;
  const gradeOf = new Map(plan.classrooms.map((c) => [c.key, c.gradeLevel]));
  const unplaced = students.filter((s) => s.toKey === null);
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 } }} data-testid={`plan-${plan.schoolId}`}>
      <Typography variant="h6">{plan.schoolName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {localizeDigits(
          t('yearRollover.plan.summary', {
            classrooms: plan.classrooms.length,
            groups: plan.groups.length,
            slots: plan.slots.length,
          }),
          language,
        )}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {STEPS.map((step) => (
          <Chip
            key={step}
            variant="outlined"
            label={`${t(`yearRollover.steps.${step}`)}: ${localizeDigits(String(count(step)), language)}`}
          />
        ))}
      </Stack>
      <Stack spacing={2}>
        {plan.classrooms.map((room) => {
          const members = students.filter((s) => s.toKey === room.key);
          if (!members.length) return null;
          const choices = plan.classrooms.filter((c) => c.gradeLevel === room.gradeLevel);
          return (
            <Box key={room.key} data-testid={`new-classroom-${room.key}`}>
              <Typography sx={{ fontWeight: 600 }}>
                {localizeDigits(
                  t('yearRollover.plan.classroom', {
                    name: room.name,
                    grade: room.gradeLevel,
                    major: room.majorName ?? '',
                    n: members.length,
                  }),
                  language,
                )}
              </Typography>
              {members.map((s) => (
                <StudentRow
                  key={s.id}
                  student={s}
                  choices={
                    choices.length
                      ? choices
                      : plan.classrooms.filter((c) => c.gradeLevel === gradeOf.get(s.toKey!))
                  }
                  onMove={(key) => onMove(s.id, key)}
                />
              ))}
            </Box>
          );
        })}
        {unplaced.length > 0 && (
          <Box data-testid="unplaced-students">
            <Typography sx={{ fontWeight: 600 }}>{t('yearRollover.plan.unplaced')}</Typography>
            {unplaced.map((s) => (
              <StudentRow key={s.id} student={s} choices={[]} onMove={() => undefined} />
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
