import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { PageLoader } from '../../components/PageLoader';
import { RichTextView } from '../../components/fields/RichTextView';
import { registerContentLabels } from '../../lib/content-i18n';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { newsApi, type NewsItem } from './news-api';
import { usePublicData } from './use-public-data';

registerContentLabels();

function Article({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const title = localizeDigits(item.title, language);
  // The link preview's title is in the HTML the server sent; the tab shows it once the app has run too.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box component="article" data-testid="news-article">
      {item.coverUrl && (
        <Box
          component="img"
          src={item.coverUrl}
          alt={t('content.news.coverAlt', { title })}
          sx={{
            width: '100%',
            aspectRatio: '1.91 / 1',
            objectFit: 'cover',
            borderRadius: 3,
            display: 'block',
            mb: 3,
          }}
        />
      )}
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, lineHeight: 1.6, mb: 1.5, fontSize: { xs: 26, md: 34 } }}
      >
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {[
          item.publishedAt
            ? t('content.news.published', { date: formatDate(item.publishedAt, language, 'long') })
            : '',
          localizeDigits(item.schoolName, language),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {item.summary && (
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, lineHeight: 2, mb: 3 }}
        >
          {localizeDigits(item.summary, language)}
        </Typography>
      )}
      <RichTextView html={item.body} sx={{ fontSize: 17, lineHeight: 2.1 }} data-testid="news-body" />
    </Box>
  );
}

/** /news/:id — one published news item, public (a shared link's preview comes from the server). */
export default function NewsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = usePublicData(`news-${id}`, () => newsApi.item(id));
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingHeader sections={false} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <Button
          component={Link}
          to="/"
          startIcon={<DirectionalIcon icon={ArrowBack} />}
          sx={{ mb: 3 }}
          data-testid="news-back"
        >
          {t('content.news.back')}
        </Button>
        {item.status === 'pending' ? (
          <PageLoader />
        ) : item.status === 'error' ? (
          <Alert severity="info">{t('content.news.notFound')}</Alert>
        ) : (
          <Article item={item.data} />
        )}
      </Container>
      <LandingFooter />
    </Box>
  );
}
