import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PhotoAvatar } from '../../components/fields/PhotoAvatar';
import { fieldLabelKey } from '../../components/entity/entity-labels';
import { entityApi } from '../../lib/entity-api';
import { localizeDigits } from '../../lib/date';
import { displayValue } from '../../lib/display-value';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { WeeklyGrid } from '../timetable/WeeklyGrid';
import { timetableApi } from '../timetable/timetable-api';
import { TeacherAccountCard } from './TeacherAccountCard';
import { personName } from '../../components/PersonLabel';

registerPeopleLabels();

type Shown = Pick<FieldDef, 'name' | 'type' | 'format'>;

/** The profile facts shown (only filled ones). */
const SHOWN: Shown[] = [
  { name: 'nationalCode', type: 'nationalCode' },
  { name: 'personnelCode', type: 'text' },
  { name: 'mobile', type: 'phone' },
  { name: 'email', type: 'text', format: 'email' },
  { name: 'gender', type: 'enum' },
  { name: 'degree', type: 'enum' },
  { name: 'fieldOfStudy', type: 'text' },
  { name: 'employment', type: 'enum' },
  { name: 'hireDate', type: 'jalaliDate' },
];

/** /manager/teachers/view/:id — profile, course groups and the (read-only) week. */
export default function TeacherViewPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { id = '' } = useParams();
  const teacher = useQuery({
    queryKey: ['entity', 'teachers', 'one', id],
    queryFn: () => entityApi.get('teachers', id),
  });
  const groups = useQuery({
    queryKey: ['entity', 'course-groups', 'of-teacher', id],
    queryFn: () => entityApi.list('course-groups', `teacherId=${id}&pageSize=100`),
  });
  const schedule = useQuery({
    queryKey: ['weekly-schedule', 'teacher', Number(id)],
    queryFn: () => timetableApi.schedule({ teacherId: Number(id) }),
  });
  if (teacher.isPending) return <PageLoader />;
  if (teacher.isError) return <Alert severity="error">{teacher.error.message}</Alert>;
  const item = teacher.data;
  const tr = (key: string, o?: { defaultValue?: string }) => t(key, o);
  const facts = SHOWN.map((field) => ({
    field,
    text: displayValue('teachers', field, item, language, tr),
  })).filter(({ text }) => text);
  const name = personName(item as { firstName?: string; lastName?: string });

  return (
    <Stack spacing={3}>
      <PageCard title={t('pages.teacherView')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <PhotoAvatar photo={item.photo} sx={{ width: 64, height: 64 }}>
            {name.trim().charAt(0)}
          </PhotoAvatar>
          <Typography variant="h5" component="h2" data-testid="teacher-view-name">
            {name}
          </Typography>
        </Stack>
        <Grid container spacing={2}>
          {facts.map(({ field, text }) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography variant="caption" color="text.secondary">
                {t(fieldLabelKey('teachers', field.name))}
              </Typography>
              <Typography>{text}</Typography>
            </Grid>
          ))}
        </Grid>
      </PageCard>
      <PageCard title={t('people.account.title')}>
        <TeacherAccountCard teacher={item} />
      </PageCard>
      <PageCard title={t('people.teacher.courseGroups')}>
        {groups.data?.items.length ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
            data-testid="teacher-view-groups"
          >
            {groups.data.items.map((group) => (
              <Chip key={group.id} label={localizeDigits(String(group.title ?? ''), language)} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('people.teacher.noCourseGroups')}</Typography>
        )}
      </PageCard>
      <PageCard title={t('people.teacher.schedule')}>
        {schedule.data && <WeeklyGrid schedule={schedule.data} show="classroom" />}
        {schedule.isError && <Alert severity="error">{schedule.error.message}</Alert>}
      </PageCard>
    </Stack>
  );
}
