import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@school/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { receiptPath } from '../../app/finance-routes';
import { PageLoader } from '../../components/PageLoader';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { SimpleTable } from '../../components/SimpleTable';
import { dossierMoneyApi } from './dossier-money-api';

const STATUS_COLOURS = { paid: 'success', partial: 'info', unpaid: 'default', overdue: 'error' } as const;

/** The dossier's debts tab: each debt with its status, instalments and payments (with receipts). */
export function StudentDebtsTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const tab = useQuery({
    queryKey: ['students', 'file', studentId, 'debts'],
    queryFn: () => dossierMoneyApi.debts(studentId),
  });
  if (tab.isPending) return <PageLoader />;
  if (tab.isError) return <Alert severity="error">{tab.error.message}</Alert>;
  const { unit, debts } = tab.data;
  const m = (rials: number) => formatMoney(rials, unit, { lang: language });
  if (!debts.length) return <Typography color="text.secondary">{t('people.file.money.noDebts')}</Typography>;
  return (
    <Stack spacing={3} data-testid="student-file-debts">
      {debts.map((debt) => (
        <Stack
          key={debt.id}
          spacing={1}
          sx={{ breakInside: 'avoid' }}
          data-testid={`student-debt-${debt.id}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h3">
              {debt.debtType}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOURS[debt.status]}
              label={t(`people.file.money.status.${debt.status}`)}
            />
            <Typography color="text.secondary">
              {t('people.file.money.amount')}: {m(debt.amount)} — {t('people.file.money.paid')}:{' '}
              {m(debt.paid)} — {t('people.file.money.outstanding')}: {m(debt.outstanding)}
            </Typography>
          </Stack>
          <SimpleTable
            testId={`student-debt-${debt.id}-instalments`}
            empty="—"
            headers={['#', t('people.file.money.dueDate'), t('people.file.money.amount')]}
            rows={debt.instalments.map((i) => ({
              key: i.ordinal,
              cells: [
                localizeDigits(String(i.ordinal), language),
                formatDate(i.dueDate, language),
                m(i.amount),
              ],
            }))}
          />
          <Typography variant="subtitle2">{t('people.file.money.payments')}</Typography>
          <SimpleTable
            testId={`student-debt-${debt.id}-payments`}
            empty={t('people.file.money.noPayments')}
            headers={[
              t('people.file.money.date'),
              t('people.file.money.amount'),
              t('people.file.money.method'),
              t('people.file.money.reference'),
              '',
            ]}
            rows={debt.payments.map((p) => ({
              key: p.id,
              cells: [
                formatDate(p.date, language),
                m(p.amount),
                t(`people.file.money.methods.${p.method}`),
                localizeDigits(p.chequeNumber ?? p.reference ?? '—', language),
                <Link
                  key="r"
                  component={RouterLink}
                  to={receiptPath(p.id)}
                  data-testid={`receipt-link-${p.id}`}
                >
                  {t('people.file.money.receipt')}
                </Link>,
              ],
            }))}
          />
        </Stack>
      ))}
    </Stack>
  );
}
