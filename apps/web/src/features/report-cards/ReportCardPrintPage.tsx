import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { REPORT_CARD_LIST_PATH } from '../../app/report-card-paths';
import { registerReportCardLabels } from '../../lib/report-cards-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits } from './card-format';
import { reportCardApi, type PrintTarget } from './report-card-api';
import { ReportCardSheet } from './ReportCardSheet';

registerReportCardLabels();

function targetOf(params: URLSearchParams): PrintTarget {
  const term = params.get('term');
  const classroomId = params.get('classroomId');
  const gradeLevel = params.get('gradeLevel');
  return {
    term: term === 'year' ? 'year' : Number(term),
    ...(classroomId ? { classroomId: Number(classroomId) } : {}),
    ...(gradeLevel ? { gradeLevel: Number(gradeLevel) } : {}),
  };
}

/** /manager/report-card/print — every card of a classroom or grade level, each on its own A4 page. */
export default function ReportCardPrintPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [params] = useSearchParams();
  const target = targetOf(params);
  const cards = useQuery({
    queryKey: ['report-cards', 'print', target],
    queryFn: () => reportCardApi.print(target),
    retry: false,
  });
  // The batch is of the current school: its logo is fetched once for every card.
  const logoSrc = useAuthImage(cards.data?.[0]?.schoolLogo);
  if (cards.isPending) return <PageLoader />;
  if (cards.isError) return <Alert severity="error">{cards.error.message}</Alert>;
  return (
    <Box data-testid="report-card-print">
      <PrintStyles />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }} data-print-hide>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          disabled={cards.data.length === 0}
          onClick={() => window.print()}
        >
          {t('reportCards.actions.print')}
        </Button>
        <Button component={RouterLink} to={REPORT_CARD_LIST_PATH}>
          {t('reportCards.actions.back')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('reportCards.print.count', { n: digits(cards.data.length, language) })}
        </Typography>
      </Stack>
      {cards.data.length === 0 && <Alert severity="info">{t('reportCards.print.empty')}</Alert>}
      {cards.data.map((card) => (
        <Box
          key={card.id}
          sx={{
            mb: 2,
            boxShadow: 1,
            borderRadius: 1,
            // One card per sheet of paper.
            '@media print': { boxShadow: 'none', mb: 0, breakAfter: 'page', pageBreakAfter: 'always' },
          }}
        >
          <ReportCardSheet card={card} logoSrc={logoSrc} />
        </Box>
      ))}
    </Box>
  );
}
