import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PhotoAvatar } from '../../components/fields/PhotoAvatar';
import { ApiError } from '../../lib/api';
import { localizeDigits } from '../../lib/date';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { ContactCard } from './ContactCard';
import { PasswordCard } from './PasswordCard';
import { ProfilePhoto } from './ProfilePhoto';
import { teacherProfileApi } from './teacher-api';
import { personName } from '../../components/PersonLabel';

registerPeopleLabels();

/** /teacher/profile — the signed-in teacher's photo, contact details and password. */
export default function TeacherProfilePage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const profile = useQuery({
    queryKey: ['teacher', 'profile'],
    queryFn: teacherProfileApi.get,
    retry: false,
  });
  if (profile.isPending) return <PageLoader />;
  if (profile.isError)
    return (
      <Alert
        severity={profile.error instanceof ApiError && profile.error.status === 404 ? 'info' : 'error'}
        data-testid="profile-missing"
      >
        {profile.error instanceof ApiError && profile.error.status === 404
          ? t('people.profile.noTeacher')
          : profile.error.message}
      </Alert>
    );
  const teacher = profile.data;
  const name = personName(teacher as { firstName?: string; lastName?: string });
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <PhotoAvatar photo={teacher.photo} sx={{ width: 64, height: 64 }}>
                {name.trim().charAt(0)}
              </PhotoAvatar>
              <Stack>
                <Typography variant="h5" component="h1" data-testid="profile-name">
                  {name}
                </Typography>
                <Typography color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                  {localizeDigits(String(teacher.nationalCode ?? ''), language)}
                </Typography>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('people.profile.contact')}
            </Typography>
            <Stack spacing={3}>
              <ProfilePhoto teacher={teacher} />
              <ContactCard key={teacher.version} teacher={teacher} />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('people.profile.password')}
            </Typography>
            <PasswordCard />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
