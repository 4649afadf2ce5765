/**
 * A survey report's figures: respondents, the overall average, the spread of scores (chart) and
 * each question's average and spread — or, below five answers, «پاسخ کافی نیست» alone (the server
 * sends no figure then).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SURVEY_SCALE, type SurveyReport } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/charts/EChart';
import { SimpleTable } from '../../components/SimpleTable';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** A question's answers per score as five small cells (score above, answers below): no mixed-direction text. */
function ScoreSpread({ distribution }: { distribution: number[] }) {
  const language = useAppLanguage();
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5, mt: 0.5, textAlign: 'center' }}
    >
      {distribution.map((n, i) => (
        <Box key={i} sx={{ bgcolor: 'action.hover', borderRadius: 0.5, py: 0.25 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatNumber(SURVEY_SCALE[i]!, language)}
          </Typography>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {formatNumber(n, language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function SurveyFigures({ report, children }: { report: SurveyReport; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (!report.enough)
    return (
      <Alert severity="info" data-testid="survey-not-enough">
        <AlertTitle>{t('surveys.report.notEnough')}</AlertTitle>
        {t('surveys.report.notEnoughHint')}
      </Alert>
    );
  const number = (n: number | null, digits = 2) =>
    n === null ? '—' : formatNumber(Number(n.toFixed(digits)), language);
  const scaleLabels = SURVEY_SCALE.map((s) => t(`surveys.report.scale.${s}`));
  return (
    <Stack spacing={3} data-testid="survey-figures">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Stat label={t('surveys.report.overall')} value={number(report.average)} testId="survey-average" />
        <Stat
          label={t('surveys.report.respondents')}
          value={formatNumber(report.respondents, language)}
          testId="survey-respondents"
        />
        <Stat
          label={t('surveys.report.answers')}
          value={formatNumber(report.answers, language)}
          testId="survey-answers"
        />
      </Stack>
      <EChart
        height={240}
        testId="survey-distribution"
        ariaLabel={t('surveys.report.distribution')}
        option={{
          title: { text: t('surveys.report.distribution'), textStyle: { fontSize: 14 } },
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'category', data: scaleLabels },
          yAxis: { type: 'value', minInterval: 1 },
          series: [{ type: 'bar', name: t('surveys.report.count'), data: report.distribution }],
        }}
      />
      {children}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('surveys.report.byQuestion')}
      </Typography>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <SimpleTable
          testId="survey-items-table"
          empty="—"
          headers={[
            t('surveys.report.question'),
            t('surveys.report.average'),
            t('surveys.report.count'),
            ...scaleLabels,
          ]}
          rows={report.items.map((item) => ({
            key: item.itemId,
            cells: [
              localizeDigits(item.question, language),
              number(item.average),
              formatNumber(item.answers, language),
              ...item.distribution.map((n) => formatNumber(n, language)),
            ],
          }))}
        />
      </Box>
      {/* A phone: each question a block, its spread on one line. */}
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', sm: 'none' } }}>
        {report.items.map((item) => (
          <Box key={item.itemId} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{localizeDigits(item.question, language)}</Typography>
            <Typography variant="body2">
              {t('surveys.report.average')}: {number(item.average)} · {t('surveys.report.count')}:{' '}
              {formatNumber(item.answers, language)}
            </Typography>
            <ScoreSpread distribution={item.distribution} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
