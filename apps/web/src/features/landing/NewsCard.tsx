import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { newsPath, type NewsSummary } from './news-api';

/** A published news item on the landing page and the news list: cover, date, school, title, lead. */
export function NewsCard({ item }: { item: NewsSummary }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  return (
    <Card sx={{ height: '100%' }} data-testid="news-card">
      <CardActionArea
        component={Link}
        to={newsPath(item.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {item.coverUrl ? (
          <Box
            component="img"
            src={item.coverUrl}
            alt={t('content.news.coverAlt', { title: item.title })}
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '1.91 / 1', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box
            sx={(theme) => ({
              aspectRatio: '1.91 / 1',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.1),
            })}
          >
            <NewspaperOutlined sx={{ fontSize: 56 }} />
          </Box>
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {[
              item.publishedAt ? formatDate(item.publishedAt, language, 'long') : '',
              localizeDigits(item.schoolName, language),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 600, lineHeight: 1.7, mb: 1 }}>
            {localizeDigits(item.title, language)}
          </Typography>
          {item.summary && (
            <Typography color="text.secondary" sx={{ lineHeight: 1.9 }}>
              {localizeDigits(item.summary, language)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** News cards in rows: three on a desktop, two on a tablet, one on a phone. */
export function NewsGrid({ items }: { items: readonly NewsSummary[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <NewsCard item={item} />
        </Grid>
      ))}
    </Grid>
  );
}
