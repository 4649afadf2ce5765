import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { HeroMockup } from './HeroMockup';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { FEATURES, ROLES, type LandingItem } from './landing-content';
import { NewsSection } from './NewsSection';

function ItemCard({ item, group }: { item: LandingItem; group: 'features' | 'roles' }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 52,
            height: 52,
            borderRadius: 2,
            mb: 2,
            color: `${item.color}.main`,
            bgcolor: alpha(theme.palette[item.color].main, 0.14),
          })}
        >
          <Icon />
        </Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t(`landing.${group}.${item.key}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.9 }}>
          {t(`landing.${group}.${item.key}.text`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The public product page: what the system does, for whom, and the way in. */
export default function LandingPage() {
  const { t } = useTranslation();

  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <LandingHeader />

      <Box
        component="section"
        sx={(theme) => ({
          py: { xs: 6, md: 10 },
          backgroundImage: `radial-gradient(circle at 85% 10%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 40%),
            radial-gradient(circle at 10% 90%, ${alpha(theme.palette.info.main, 0.1)}, transparent 35%)`,
        })}
      >
        <Container maxWidth="lg">
          <Grid container spacing={6} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Chip label={t('landing.hero.badge')} color="primary" variant="outlined" sx={{ mb: 2.5 }} />
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontWeight: 800, lineHeight: 1.5, mb: 2.5, fontSize: { xs: 32, md: 44 } }}
              >
                {t('landing.hero.title')}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                color="text.secondary"
                sx={{ fontWeight: 400, lineHeight: 2, mb: 4 }}
              >
                {t('landing.hero.text')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  component={Link}
                  to="/login"
                  size="large"
                  variant="contained"
                  data-testid="landing-login-hero"
                  endIcon={<DirectionalIcon icon={ArrowForward} />}
                >
                  {t('landing.hero.cta')}
                </Button>
                <Button component={Link} to="#features" size="large" variant="outlined">
                  {t('landing.hero.more')}
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <HeroMockup />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container
        component="section"
        id="features"
        maxWidth="lg"
        sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 80 }}
      >
        <Typography variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 1.5 }}>
          {t('landing.featuresTitle')}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', mb: 6, maxWidth: 640, mx: 'auto', lineHeight: 2 }}
        >
          {t('landing.featuresText')}
        </Typography>
        <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
          {FEATURES.map((item) => (
            <Grid key={item.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <ItemCard item={item} group="features" />
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box
        component="section"
        id="roles"
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper', scrollMarginTop: 80 }}
      >
        <Container maxWidth="lg">
          <Typography variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 6 }}>
            {t('landing.rolesTitle')}
          </Typography>
          <Grid container spacing={3}>
            {ROLES.map((item) => (
              <Grid key={item.key} size={{ xs: 12, md: 4 }}>
                <ItemCard item={item} group="roles" />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <NewsSection />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={(theme) => ({
            borderRadius: 4,
            p: { xs: 4, md: 6 },
            textAlign: 'center',
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
          })}
        >
          <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('landing.cta.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9, mb: 3 }}>{t('landing.cta.text')}</Typography>
          <Button
            component={Link}
            to="/login"
            size="large"
            variant="contained"
            color="inherit"
            sx={{ color: 'primary.main', bgcolor: '#fff' }}
          >
            {t('landing.login')}
          </Button>
        </Box>
      </Container>

      <LandingFooter />
    </Box>
  );
}
