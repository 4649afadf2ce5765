import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerContentLabels } from '../../lib/content-i18n';
import { NewsGrid } from './NewsCard';
import { NEWS_LIST_PATH, newsApi } from './news-api';
import { usePublicData } from './use-public-data';

registerContentLabels();

/** How many of the newest items the landing page shows; the rest are on the news page. */
const ON_LANDING = 6;

/** The landing page's newest published news; absent while there is none (or it cannot be read). */
export function NewsSection() {
  const { t } = useTranslation();
  const news = usePublicData(`news-1-${ON_LANDING}`, () => newsApi.list(1, ON_LANDING));
  if (news.status !== 'success' || !news.data.items.length) return null;
  return (
    <Container
      component="section"
      id="news"
      maxWidth="lg"
      data-testid="landing-news"
      sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 80 }}
    >
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 1.5 }}>
        {t('content.news.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6, lineHeight: 2 }}>
        {t('content.news.text')}
      </Typography>
      <NewsGrid items={news.data.items} />
      {news.data.total > news.data.items.length && (
        <Button
          component={Link}
          to={NEWS_LIST_PATH}
          variant="outlined"
          sx={{ display: 'flex', mx: 'auto', mt: 4, width: 'fit-content' }}
        >
          {t('content.news.all')}
        </Button>
      )}
    </Container>
  );
}
