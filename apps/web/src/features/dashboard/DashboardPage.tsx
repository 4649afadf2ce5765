import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { formatDate, formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { DashboardCards, useDashboardSummary } from './DashboardCards';
import { formatClock } from './format-clock';
import { TodayClassesCard } from './TodayClassesCard';
import { AttendanceTodayCards } from './AttendanceTodayCards';
import { PendingLeavesCard } from './PendingLeavesCard';
import { PinnedAnnouncementsCard } from './PinnedAnnouncementsCard';

/**
 * The first answers of each role: the counts of the current school (only those the user may see),
 * the pinned announcements that reach them, what waits (leaves to decide, attendance not taken,
 * draft cards), a teacher's periods today, then who is signed in, their role and schools, today's
 * Jalali date and when the session ends.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { userData } = useAuth();
  const summary = useDashboardSummary();
  if (!userData) return null;
  const schools = userData.schools ?? [];

  const facts = [
    {
      icon: CalendarMonthOutlined,
      label: t('dashboard.today'),
      value: formatDate(new Date(), language, 'long'),
    },
    {
      icon: SchoolOutlined,
      label: t('dashboard.currentSchool'),
      value: localizeDigits(summary.data?.schoolName ?? t('dashboard.notChosen'), language),
    },
    {
      icon: EventNoteOutlined,
      label: t('dashboard.currentYear'),
      value: localizeDigits(summary.data?.yearTitle ?? t('dashboard.notChosen'), language),
    },
    { icon: BadgeOutlined, label: t('dashboard.username'), value: userData.username },
    {
      icon: AccessTimeOutlined,
      label: t('dashboard.sessionEnds'),
      value: formatClock(userData.sessionExpiresAt, language),
    },
  ];

  return (
    <Grid container spacing={3}>
      {summary.data && <DashboardCards cards={summary.data.cards} />}
      <PinnedAnnouncementsCard />
      <Grid size={{ xs: 12, md: 8 }}>
        <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('dashboard.greeting')}{' '}
              <Box component="span" data-testid="dashboard-user" sx={{ color: 'primary.main' }}>
                {userData.fullName}
              </Box>
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('dashboard.intro')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip color="primary" label={userData.role_name} data-testid="dashboard-role" />
              {userData.roles
                .filter((role) => role !== userData.role_name)
                .map((role) => (
                  <Chip key={role} variant="outlined" label={role} />
                ))}
            </Stack>
            <Grid container spacing={2} sx={{ mt: 3 }}>
              {facts.map(({ icon: Icon, label, value }) => (
                <Grid key={label} size={{ xs: 12, sm: 4 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar
                      variant="rounded"
                      sx={(theme) => ({
                        bgcolor: alpha(theme.palette.primary.main, 0.14),
                        color: 'primary.main',
                      })}
                    >
                      <Icon />
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="caption" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography sx={{ fontWeight: 500 }} noWrap>
                        {value}
                      </Typography>
                    </Box>
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('dashboard.schools')}
              </Typography>
              <Chip size="small" label={formatNumber(schools.length, language)} />
            </Stack>
            {schools.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('dashboard.noSchools')}
              </Typography>
            ) : (
              <List data-testid="dashboard-schools">
                {schools.map((school) => (
                  <ListItem key={school.id} disableGutters>
                    <ListItemAvatar>
                      <Avatar
                        sx={(theme) => ({
                          bgcolor: alpha(theme.palette.info.main, 0.14),
                          color: 'info.main',
                        })}
                      >
                        <SchoolOutlined />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText primary={localizeDigits(school.name, language)} />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
      <TodayClassesCard />
      <PendingLeavesCard />
      <AttendanceTodayCards />
    </Grid>
  );
}
