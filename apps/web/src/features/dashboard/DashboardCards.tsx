import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityAddPath, entityListPath } from '../../app/entity-routes';
import { REPORT_CARD_LIST_PATH } from '../../app/report-card-paths';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { summaryQuery } from './dashboard-queries';

export interface DashboardSummary {
  schoolName: string | null;
  yearTitle: string | null;
  cards: DashboardCardCount[];
}

/** A count of the server's summary; null when there is nothing to count yet (no rate today). */
export interface DashboardCardCount {
  key: string;
  count: number | null;
  unit?: 'percent';
}

type Color = 'primary' | 'info' | 'success' | 'warning' | 'error';

interface CardLook {
  icon: SvgIconComponent;
  color: Color;
  path: string;
  /** Work waiting: the card turns to this colour while its count is above zero. */
  urgent?: Color;
}

/** What each card shows and where it leads (the cards come only for lists the user may open). */
// The attendance sheet's page is the attendance entity's «detail» path (app/attendance-routes).
const ATTENDANCE_SHEET_PATH = entityAddPath('attendance');

const CARDS: Record<string, CardLook> = {
  students: { icon: PeopleAltOutlined, color: 'primary', path: entityListPath('students') },
  teachers: { icon: CastForEducationOutlined, color: 'info', path: entityListPath('teachers') },
  schools: { icon: SchoolOutlined, color: 'primary', path: '/manager/schools/list' },
  classrooms: { icon: MeetingRoomOutlined, color: 'info', path: '/manager/classrooms/list' },
  users: { icon: GroupsOutlined, color: 'success', path: '/manager/users/list' },
  officeStaff: { icon: SupervisorAccountOutlined, color: 'warning', path: '/manager/office-manager/list' },
  attendanceRate: { icon: FactCheckOutlined, color: 'success', path: entityListPath('attendance') },
  absentees: { icon: PersonOffOutlined, color: 'info', path: entityListPath('attendance') },
  attendancePending: {
    icon: PendingActionsOutlined,
    color: 'success',
    urgent: 'warning',
    path: entityListPath('attendance'),
  },
  pendingLeaves: {
    icon: EventBusyOutlined,
    color: 'success',
    urgent: 'warning',
    path: entityListPath('student-leaves'),
  },
  draftReportCards: { icon: DescriptionOutlined, color: 'info', path: REPORT_CARD_LIST_PATH },
  myPeriodsToday: { icon: ScheduleOutlined, color: 'primary', path: ATTENDANCE_SHEET_PATH },
  myUnsavedSheets: {
    icon: EditNoteOutlined,
    color: 'success',
    urgent: 'error',
    path: ATTENDANCE_SHEET_PATH,
  },
};

export function useDashboardSummary() {
  return useQuery(summaryQuery);
}

/** Counts of the current school and year, each linking to its list. */
export function DashboardCards({ cards }: { cards: readonly DashboardCardCount[] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <>
      {cards.map(({ key, count, unit }) => {
        const card = CARDS[key];
        if (!card) return null;
        const Icon = card.icon;
        const color = card.urgent && count ? card.urgent : card.color;
        const value =
          count === null
            ? '—'
            : unit === 'percent'
              ? t('dashboard.percent', { n: formatNumber(count, language) })
              : formatNumber(count, language);
        return (
          <Grid key={key} size={{ xs: 6, lg: 3 }}>
            <Card data-testid={`dashboard-card-${key}`} sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={card.path} sx={{ p: { xs: 1.5, sm: 3 }, height: '100%' }}>
                <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'center' }}>
                  <Avatar
                    variant="rounded"
                    sx={(theme) => ({
                      width: 48,
                      height: 48,
                      bgcolor: alpha(theme.palette[color].main, 0.14),
                      color: `${color}.main`,
                    })}
                  >
                    <Icon />
                  </Avatar>
                  <Stack>
                    <Typography
                      variant="h5"
                      component="p"
                      sx={{ fontWeight: 600 }}
                      data-testid="dashboard-card-count"
                    >
                      {value}
                    </Typography>
                    <Typography color="text.secondary">{t(`dashboard.cards.${key}`)}</Typography>
                  </Stack>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </>
  );
}
