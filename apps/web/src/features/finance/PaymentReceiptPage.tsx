import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { financeApi } from './finance-api';
import { registerFinanceLabels } from './finance-i18n';
import { money } from './money';

registerFinanceLabels();

/** /manager/student-debt-peyments/receipt/:id — the payment's receipt (رسید پرداخت), on A5 paper. */
export default function PaymentReceiptPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { id = '' } = useParams();
  const receipt = useQuery({ queryKey: ['payments', 'receipt', id], queryFn: () => financeApi.receipt(id) });
  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError) return <Alert severity="error">{receipt.error.message}</Alert>;
  const r = receipt.data;
  const m = (rials: number) => money(rials, r.unit, language);
  const digits = (v: string | null) => (v ? localizeDigits(v, language) : '—');
  const method =
    r.method === 'cheque' && r.chequeNumber
      ? t('finance.receipt.cheque', {
          number: digits(r.chequeNumber),
          due: r.chequeDueDate ? formatDate(r.chequeDueDate, language) : '—',
        })
      : t(`finance.methods.${r.method}`);
  const rows: [string, string][] = [
    [t('finance.receipt.student'), r.studentName],
    [t('finance.receipt.classroom'), digits(r.classroomName)],
    [t('finance.receipt.debt'), r.debtType],
    [t('finance.receipt.amount'), m(r.amount)],
    [t('finance.receipt.date'), formatDate(r.date, language)],
    [t('finance.receipt.method'), method],
    ...(r.reference ? ([[t('finance.receipt.reference'), digits(r.reference)]] as [string, string][]) : []),
    [t('finance.receipt.debtAmount'), m(r.debtAmount)],
    [t('finance.receipt.debtPaid'), m(r.debtPaid)],
    [t('finance.receipt.remaining'), m(r.remaining)],
    ...(r.note ? ([[t('finance.receipt.note'), r.note]] as [string, string][]) : []),
    [t('finance.receipt.recordedBy'), r.recordedBy ?? '—'],
  ];
  return (
    <PageCard
      title={t('finance.receipt.title')}
      action={
        <Button
          data-print-hide
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          data-testid="receipt-print"
        >
          {t('finance.receipt.print')}
        </Button>
      }
    >
      <PrintStyles />
      <Box
        data-testid="payment-receipt"
        sx={{ maxWidth: 620, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 3 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {r.schoolLogo && (
            <Box
              component="img"
              src={r.schoolLogo}
              alt=""
              sx={{ width: 64, height: 64, objectFit: 'contain' }}
            />
          )}
          <Stack sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {r.schoolName}
            </Typography>
            <Typography variant="subtitle1">{t('finance.receipt.title')}</Typography>
          </Stack>
          <Typography data-testid="receipt-number">
            {t('finance.receipt.number')}: {localizeDigits(String(r.id), language)}
          </Typography>
        </Stack>
        <Divider />
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" sx={{ fontWeight: 600, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4 }}>
          <Typography variant="body2" color="text.secondary">
            {[r.schoolPhone, r.schoolAddress]
              .filter(Boolean)
              .map((v) => localizeDigits(v!, language))
              .join(' — ')}
          </Typography>
          <Typography variant="body2">{t('finance.receipt.signature')}</Typography>
        </Stack>
      </Box>
    </PageCard>
  );
}
