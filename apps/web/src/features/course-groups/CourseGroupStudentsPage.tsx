import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReferenceAutocomplete } from '../../components/fields/ReferenceAutocomplete';
import { PageLoader } from '../../components/PageLoader';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { api } from '../../lib/api';
import { localizeDigits } from '../../lib/date';
import { entityApi } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { listToSave, memberRows, type MemberStudent, type MembersView } from './group-members';

registerPeopleLabels();

/**
 * /manager/course-groups/:id/students — a course group's students: its classroom's by default, or
 * a subgroup chosen here (e.g. half of the class for a lab, or an elective mixing classrooms).
 */
export default function CourseGroupStudentsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['course-groups', 'students', id];
  const view = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.request<{ data: MembersView }>('GET', `/course-groups/${id}/students`)).data,
  });
  const [checked, setChecked] = useState<Set<number> | null>(null);
  const [extras, setExtras] = useState<MemberStudent[]>([]);

  const save = useMutation({
    mutationFn: async (studentIds: number[]) =>
      (await api.request<{ data: MembersView }>('PUT', `/course-groups/${id}/students`, { studentIds })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      setChecked(null);
      setExtras([]);
      void notify('success', t('people.groupStudents.saved'));
    },
    onError: (e) => void notify('error', e.message),
  });

  if (view.isPending) return <PageLoader />;
  if (view.isError) return <Alert severity="error">{view.error.message}</Alert>;
  const data = view.data;
  const rows = memberRows(data, extras);
  const current = checked ?? new Set(data.members.map((s) => s.id));
  const toggle = (studentId: number) => {
    const next = new Set(current);
    if (next.has(studentId)) next.delete(studentId);
    else next.add(studentId);
    setChecked(next);
  };
  const addStudent = async (studentId: number | null) => {
    if (studentId === null || rows.some((r) => r.id === studentId)) return;
    const [option] = await entityApi.options('students', { ids: [studentId] });
    if (!option) return;
    // The option's title is the full name already.
    setExtras([...extras, { id: studentId, firstName: '', lastName: option.title }]);
    setChecked(new Set([...current, studentId]));
  };
  const inClassroom = new Set(data.classroomStudents.map((s) => s.id));
  const title = localizeDigits(`${data.courseGroup.title} — ${data.courseGroup.classroomName}`, language);

  return (
    <PageCard
      title={t('people.groupStudents.title', { name: title })}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={save.isPending || !data.subgroup}
            onClick={() => save.mutate([])}
            data-testid="group-whole-class"
          >
            {t('people.groupStudents.wholeClass')}
          </Button>
          <Button
            variant="contained"
            disabled={save.isPending || checked === null || current.size === 0}
            onClick={() => save.mutate(listToSave(data, rows, current))}
            data-testid="group-save"
          >
            {t('people.groupStudents.save')}
          </Button>
        </Stack>
      }
    >
      <Alert severity="info" sx={{ mb: 2 }} data-testid="group-mode">
        {data.subgroup
          ? t('people.groupStudents.subgroup', {
              count: localizeDigits(String(data.members.length), language),
            })
          : t('people.groupStudents.wholeClassInfo')}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('people.groupStudents.hint')}
      </Typography>
      <Box sx={{ maxWidth: 420, mb: 2 }}>
        <ReferenceAutocomplete
          refEntity="students"
          name="addStudent"
          label={t('people.groupStudents.add')}
          value={null}
          onChange={(studentId) => void addStudent(studentId)}
          size="small"
        />
      </Box>
      <List data-testid="group-list" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0 }}>
        {rows.map((row, index) => (
          <ListItem key={row.id} divider={index < rows.length - 1} sx={{ gap: 1 }} dense>
            <Checkbox
              checked={current.has(row.id)}
              onChange={() => toggle(row.id)}
              slotProps={{ input: { 'aria-label': personName(row) } }}
              data-testid={`group-check-${row.id}`}
            />
            <Typography>
              <PersonLabel name={personName(row)} language={language} />
            </Typography>
            {!inClassroom.has(row.id) && (
              <Chip size="small" variant="outlined" label={t('people.groupStudents.otherClass')} />
            )}
          </ListItem>
        ))}
      </List>
    </PageCard>
  );
}
