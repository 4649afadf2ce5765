import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { JALALI_MONTHS_FA, type MoneyUnit } from '@school/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@casl/react';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { EChart } from '../../components/charts/EChart';
import type { AppAbility } from '../../lib/ability';
import { formatDate, localizeDigits } from '../../lib/date';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { SimpleTable } from '../../components/SimpleTable';
import { financeApi } from './finance-api';
import { registerFinanceLabels } from './finance-i18n';
import { money } from './money';

registerFinanceLabels();

const monthTitle = (key: string, language: 'fa' | 'en') => {
  const [year, month] = key.split('-').map(Number);
  const text = `${JALALI_MONTHS_FA[month! - 1]} ${year}`;
  return localizeDigits(text, language);
};

/** /manager/student-debt-peyments/summary — owed, paid and outstanding, the chart, and the debtors. */
export default function DebtsSummaryPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const summary = useQuery({ queryKey: ['debts', 'summary'], queryFn: () => financeApi.summary() });
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) return <Alert severity="error">{summary.error.message}</Alert>;
  const data = summary.data;
  const m = (rials: number) => money(rials, data.unit, language);
  const totalsRow = (r: { owed: number; paid: number; outstanding: number }) => [
    m(r.owed),
    m(r.paid),
    m(r.outstanding),
  ];
  const amountHeaders = [
    t('finance.summary.owed'),
    t('finance.summary.paid'),
    t('finance.summary.outstanding'),
  ];
  const unitScale = data.unit === 'toman' ? 10 : 1;

  return (
    <PageCard
      title={t('finance.summary.title')}
      action={
        <Button
          data-print-hide
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
        >
          {t('finance.summary.print')}
        </Button>
      }
    >
      <PrintStyles />
      <Stack spacing={3} data-testid="debts-summary">
        <Grid container spacing={2}>
          {(['owed', 'paid', 'outstanding', 'overdue'] as const).map((key) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography color="text.secondary" variant="body2">
                    {t(`finance.summary.${key}`)}
                  </Typography>
                  <Typography variant="h6" data-testid={`summary-${key}`}>
                    {m(data.totals[key])}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <EChart
          testId="debts-summary-chart"
          ariaLabel={t('finance.summary.chart')}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { data: [t('finance.summary.owed'), t('finance.summary.paid')] },
            xAxis: { type: 'category', data: data.byMonth.map((row) => monthTitle(row.month, language)) },
            yAxis: { type: 'value' },
            series: [
              {
                name: t('finance.summary.owed'),
                type: 'bar',
                data: data.byMonth.map((r) => r.owed / unitScale),
              },
              {
                name: t('finance.summary.paid'),
                type: 'bar',
                data: data.byMonth.map((r) => r.paid / unitScale),
              },
            ],
          }}
        />
        <Typography variant="h6" component="h2">
          {t('finance.summary.byClassroom')}
        </Typography>
        <SimpleTable
          testId="summary-by-classroom"
          empty="—"
          headers={[t('finance.summary.classroom'), ...amountHeaders]}
          rows={data.byClassroom.map((r) => ({
            key: r.id ?? 0,
            cells: [localizeDigits(r.title, language), ...totalsRow(r)],
          }))}
        />
        <Typography variant="h6" component="h2">
          {t('finance.summary.byType')}
        </Typography>
        <SimpleTable
          testId="summary-by-type"
          empty="—"
          headers={[t('finance.summary.type'), ...amountHeaders]}
          rows={data.byType.map((r) => ({ key: r.id, cells: [r.title, ...totalsRow(r)] }))}
        />
        <Typography variant="h6" component="h2">
          {t('finance.summary.byMonth')}
        </Typography>
        <SimpleTable
          testId="summary-by-month"
          empty="—"
          headers={[t('finance.summary.month'), t('finance.summary.owed'), t('finance.summary.paid')]}
          rows={data.byMonth.map((r) => ({
            key: r.month,
            cells: [monthTitle(r.month, language), m(r.owed), m(r.paid)],
          }))}
        />
        <Debtors />
      </Stack>
    </PageCard>
  );
}

function Debtors() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [template, setTemplate] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['debts', 'debtors', overdueOnly],
    queryFn: () => financeApi.debtors(overdueOnly),
  });
  const send = useMutation({
    mutationFn: (text: string) => financeApi.remind({ overdueOnly, template: text }),
    onSuccess: (result) => {
      setDialog(false);
      void notify(
        'success',
        t('finance.summary.smsDone', {
          queued: localizeDigits(String(result.queued), language),
          already: localizeDigits(String(result.alreadyToday), language),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['debts', 'debtors'] });
    },
  });
  const unit: MoneyUnit = list.data?.unit ?? 'rial';
  const m = (rials: number) => money(rials, unit, language);
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('finance.summary.debtors')}
        </Typography>
        <Stack direction="row" spacing={1} data-print-hide sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Switch checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} />}
            label={t('finance.summary.overdueOnly')}
          />
          {ability.can('sms.send', ENTITY_SUBJECT) && (
            <Button
              variant="contained"
              startIcon={<SmsOutlined />}
              disabled={!list.data?.debtors.length}
              onClick={() => {
                setTemplate((current) => current ?? list.data?.template ?? '');
                setDialog(true);
              }}
              data-testid="debtors-sms"
            >
              {t('finance.summary.sendSms')}
            </Button>
          )}
        </Stack>
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : (
        <SimpleTable
          testId="debtors-table"
          empty={t('finance.summary.noDebtors')}
          headers={[
            t('finance.receipt.student'),
            t('finance.summary.classroom'),
            t('finance.summary.outstanding'),
            t('finance.summary.overdue'),
            t('finance.summary.nextDue'),
            '',
          ]}
          rows={list.data.debtors.map((d) => ({
            key: d.studentId,
            cells: [
              d.studentName,
              d.classroomName ? localizeDigits(d.classroomName, language) : '—',
              m(d.outstanding),
              d.overdue ? m(d.overdue) : '—',
              d.nextDue ? formatDate(d.nextDue, language) : '—',
              d.remindedToday ? (
                <Chip size="small" color="success" label={t('finance.summary.reminded')} />
              ) : !d.hasMobile ? (
                <Chip size="small" label={t('finance.summary.noMobile')} />
              ) : null,
            ],
          }))}
        />
      )}
      <Dialog open={dialog} onClose={() => setDialog(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('finance.summary.smsTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              multiline
              minRows={3}
              fullWidth
              label={t('finance.summary.smsText')}
              value={template ?? ''}
              onChange={(e) => setTemplate(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('finance.summary.smsHint')}
            </Typography>
            {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(false)}>{t('finance.summary.smsCancel')}</Button>
          <Button
            variant="contained"
            disabled={send.isPending || !template?.trim()}
            onClick={() => send.mutate(template ?? '')}
            data-testid="debtors-sms-send"
          >
            {t('finance.summary.smsConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
