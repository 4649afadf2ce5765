import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

const BARS = [62, 80, 71, 93, 86, 97];

/** A drawn preview of the product (attendance and a chart), not a screenshot, so it follows theme and language. */
export function HeroMockup() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const stats = [
    { label: t('landing.mock.present'), value: formatNumber(412, language), color: 'success.main' },
    { label: t('landing.mock.absent'), value: formatNumber(9, language), color: 'error.main' },
    { label: t('landing.mock.late'), value: formatNumber(5, language), color: 'warning.main' },
  ];

  return (
    <Paper
      aria-hidden
      elevation={0}
      sx={(theme) => ({
        p: 3,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        boxShadow: `0 24px 60px ${alpha(theme.palette.primary.main, 0.18)}`,
      })}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('landing.mock.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(new Date(), language, 'long')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mb: 3 }}>
        {stats.map((stat) => (
          <Box key={stat.label} sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography variant="h5" sx={{ fontWeight: 700, color: stat.color }}>
              {stat.value}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {stat.label}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('landing.mock.chart')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-end', height: 120 }}>
        {BARS.map((height, index) => (
          <Box
            key={index}
            sx={(theme) => ({
              flex: 1,
              height: `${height}%`,
              borderRadius: 1.5,
              background: `linear-gradient(180deg, ${theme.palette.primary.main}, ${alpha(theme.palette.primary.main, 0.35)})`,
            })}
          />
        ))}
      </Stack>
    </Paper>
  );
}
