import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SUBJECT, TEACHER_PROFILE_ACTION } from '../../app/people-paths';
import type { AppAbility } from '../../lib/ability';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { teacherProfileApi } from '../teacher/teacher-api';
import { todayClassesQuery } from './dashboard-queries';

/** «My classes today» for teachers: today's periods, or a note that there are none. */
export function TodayClassesCard() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const today = useQuery(todayClassesQuery);
  // Only a user with a teacher record is a teacher: today's answer says so. Their profile is read
  // here too, so the worker keeps it for the profile page offline; nobody else asks (it is a 404).
  const isTeacher = today.data?.teacher === true;
  useQuery({
    queryKey: ['teacher', 'profile'],
    queryFn: teacherProfileApi.get,
    enabled: isTeacher && ability.can(TEACHER_PROFILE_ACTION, ADMIN_SUBJECT),
    retry: false,
  });
  const periods = today.data?.periods ?? [];
  if (!today.data || (periods.length === 0 && !isTeacher)) return null;
  const digits = (text: string | null) => localizeDigits(text ?? '', language);
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card sx={{ height: '100%' }} data-testid="dashboard-today-classes">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            {t('dashboard.todayClasses')}
          </Typography>
          {periods.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="dashboard-no-classes">
              {t('dashboard.noClassesToday')}
            </Typography>
          ) : (
            <List>
              {periods.map((period) => (
                <ListItem key={period.id} disableGutters divider>
                  <ListItemText
                    primary={`${digits(period.title)} — ${digits(period.courseGroupTitle)}`}
                    secondary={`${digits(period.classroomName)} · ${digits(
                      `${(period.startTime ?? '').slice(0, 5)}–${(period.endTime ?? '').slice(0, 5)}`,
                    )}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
