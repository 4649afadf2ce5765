import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../app/current-route';

/**
 * The one page every placeholder route of the spec shows: the section's name and a notice that it
 * is not part of this edition.
 */
export default function NotInEditionPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Card data-testid="not-in-edition">
      <CardContent sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 3 }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
        {route?.meta.title && (
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {t(route.meta.title)}
          </Typography>
        )}
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {t('templatePages.notice')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', lineHeight: 2 }}>
          {t('templatePages.text')}
        </Typography>
      </CardContent>
    </Card>
  );
}
