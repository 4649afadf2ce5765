import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { registerContentLabels } from '../../lib/content-i18n';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { NewsGrid } from './NewsCard';
import { newsApi } from './news-api';
import { usePublicData } from './use-public-data';

registerContentLabels();

const PAGE_SIZE = 12;

/** /news — every published news item of the network, newest first, a page at a time. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const news = usePublicData(`news-${page}-${PAGE_SIZE}`, () => newsApi.list(page, PAGE_SIZE));
  const pages = Math.max(1, Math.ceil((news.status === 'success' ? news.data.total : 0) / PAGE_SIZE));
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingHeader sections={false} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 4 }}>
          {t('content.news.allTitle')}
        </Typography>
        {news.status === 'pending' ? (
          <PageLoader />
        ) : news.status === 'error' ? (
          <Alert severity="error">{news.error.message}</Alert>
        ) : news.data.items.length === 0 ? (
          <Alert severity="info">{t('content.news.empty')}</Alert>
        ) : (
          <NewsGrid items={news.data.items} />
        )}
        {pages > 1 && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
            <Button variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('content.news.previous')}
            </Button>
            <Button variant="outlined" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('content.news.next')}
            </Button>
          </Stack>
        )}
      </Container>
      <LandingFooter />
    </Box>
  );
}
