import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

export interface DashboardSummary {
  schoolName: string | null;
  yearTitle: string | null;
  cards: { key: string; count: number }[];
}

type Color = 'primary' | 'info' | 'success' | 'warning';

/** What each card shows and where it leads (the cards come only for lists the user may open). */
const CARDS: Record<string, { icon: SvgIconComponent; color: Color; path: string }> = {
  schools: { icon: SchoolOutlined, color: 'primary', path: '/manager/schools/list' },
  classrooms: { icon: MeetingRoomOutlined, color: 'info', path: '/manager/classrooms/list' },
  users: { icon: GroupsOutlined, color: 'success', path: '/manager/users/list' },
  officeStaff: { icon: SupervisorAccountOutlined, color: 'warning', path: '/manager/office-manager/list' },
};

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'summary'] as const;

export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_KEY,
    queryFn: async () => (await api.request<{ data: DashboardSummary }>('GET', '/dashboard/summary')).data,
  });
}

/** Counts of the current school and year, each linking to its list. */
export function DashboardCards({ cards }: { cards: DashboardSummary['cards'] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <>
      {cards.map(({ key, count }) => {
        const card = CARDS[key];
        if (!card) return null;
        const Icon = card.icon;
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card data-testid={`dashboard-card-${key}`} sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={card.path} sx={{ p: 3, height: '100%' }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Avatar
                    variant="rounded"
                    sx={(theme) => ({
                      width: 48,
                      height: 48,
                      bgcolor: alpha(theme.palette[card.color].main, 0.14),
                      color: `${card.color}.main`,
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
                      {formatNumber(count, language)}
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
