import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, localizeDigits } from '../../lib/date';
import { announcementPath, notificationKeys, notificationsApi } from '../../lib/notifications-api';
import { useAppLanguage } from '../../lib/use-app-language';

/** The pinned announcements that reach the user, newest first; nothing when there are none. */
export function PinnedAnnouncementsCard() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const pinned = useQuery({ queryKey: notificationKeys.pinned, queryFn: notificationsApi.pinned });
  if (!pinned.data?.length) return null;
  return (
    <Grid size={12}>
      <Card data-testid="dashboard-pinned-announcements">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('dashboard.pinnedTitle')}
          </Typography>
          <List disablePadding>
            {pinned.data.map((item) => (
              <ListItem key={item.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
                <ListItemAvatar>
                  <Avatar
                    sx={(theme) => ({
                      bgcolor: alpha(theme.palette.warning.main, 0.16),
                      color: 'warning.main',
                    })}
                  >
                    <PushPinOutlined />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  disableTypography
                  primary={
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                      <Link
                        component={RouterLink}
                        to={announcementPath(item.id)}
                        underline="hover"
                        sx={{ fontWeight: item.read ? 500 : 700 }}
                        data-testid={`dashboard-pinned-${item.id}`}
                      >
                        {localizeDigits(item.title, language)}
                      </Link>
                      <Typography variant="caption" color="text.secondary">
                        {formatDate(item.publishFrom, language)}
                      </Typography>
                    </Stack>
                  }
                  secondary={
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{
                        mt: 0.5,
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {localizeDigits(item.excerpt, language)}
                    </Typography>
                  }
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Grid>
  );
}
