import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { REPORT_CARD_LIST_PATH } from '../../app/report-card-paths';
import { registerReportCardLabels } from '../../lib/report-cards-i18n';
import { reportCardApi } from './report-card-api';
import { ReportCardSheet } from './ReportCardSheet';

registerReportCardLabels();

/** /manager/report-card/detail/:id — one card as it prints. */
export default function ReportCardPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const card = useQuery({
    queryKey: ['report-cards', 'card', id],
    queryFn: () => reportCardApi.get(id),
    retry: false,
  });
  const logoSrc = useAuthImage(card.data?.schoolLogo);
  if (card.isPending) return <PageLoader />;
  if (card.isError) return <Alert severity="error">{card.error.message}</Alert>;
  return (
    <Card>
      <PrintStyles />
      <CardContent sx={{ p: { xs: 1, md: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }} data-print-hide>
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('reportCards.actions.print')}
          </Button>
          <Button component={RouterLink} to={REPORT_CARD_LIST_PATH}>
            {t('reportCards.actions.back')}
          </Button>
        </Stack>
        <ReportCardSheet card={card.data} logoSrc={logoSrc} />
      </CardContent>
    </Card>
  );
}
