import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { personName } from '../../components/PersonLabel';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { ScoreMatrix } from './analytics-api';

type Course = ScoreMatrix['courses'][number];
export type CellTone = 'below' | 'top' | null;

/** Under the course's passing score, or in its top tenth (at or above its 0.9 quantile). */
export function cellTone(score: number | undefined, course: Course): CellTone {
  if (score === undefined) return null;
  if (score < course.passingScore) return 'below';
  if (score >= course.topDecile) return 'top';
  return null;
}

const toneColour = (theme: Theme, tone: CellTone) =>
  tone === 'below'
    ? alpha(theme.palette.error.main, 0.18)
    : tone === 'top'
      ? alpha(theme.palette.success.main, 0.2)
      : undefined;

/**
 * Students × courses: scrolls within its own box with the header row and the student's full name
 * fixed; cells under passing red, in the top decile green. On a phone, a card per student.
 */
export function ScoreMatrixView({
  matrix,
  network,
  emptyText,
}: {
  matrix: ScoreMatrix;
  network: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const number = (n: number | null | undefined) =>
    n === null || n === undefined ? '' : formatNumber(n, language);
  const place = (s: ScoreMatrix['students'][number]) =>
    localizeDigits(network ? `${s.schoolName} – ${s.classroomName}` : s.classroomName, language);
  const legend = (
    <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} data-testid="matrix-legend">
      <Chip
        size="small"
        label={t('scoreAnalytics.matrix.below')}
        sx={{ bgcolor: toneColour(theme, 'below') }}
      />
      <Chip size="small" label={t('scoreAnalytics.matrix.top')} sx={{ bgcolor: toneColour(theme, 'top') }} />
    </Stack>
  );
  if (!matrix.students.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="report-empty">
        {emptyText}
      </Typography>
    );
  }
  if (phone) {
    return (
      <Stack spacing={1} data-testid="matrix-cards">
        {legend}
        {matrix.students.map((s) => (
          <Card key={s.studentId} variant="outlined">
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="subtitle2">{personName(s)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {place(s)} — {t('scoreAnalytics.columns.average')}: {number(s.average)}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, mt: 1 }}>
                {matrix.courses.map((c) => {
                  const score = s.scores[c.coursePlanId];
                  return [
                    <Typography key={`${c.coursePlanId}-t`} variant="body2">
                      {c.title}
                    </Typography>,
                    <Typography
                      key={`${c.coursePlanId}-s`}
                      variant="body2"
                      data-tone={cellTone(score, c) ?? undefined}
                      sx={{
                        px: 1,
                        borderRadius: 1,
                        textAlign: 'center',
                        bgcolor: toneColour(theme, cellTone(score, c)),
                      }}
                    >
                      {number(score)}
                    </Typography>,
                  ];
                })}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  const sticky = { position: 'sticky', insetInlineStart: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
  const cell = { px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' } as const;
  return (
    <>
      {legend}
      <Box
        sx={{
          maxHeight: '70vh',
          overflow: 'auto',
          '@media print': { maxHeight: 'none', overflow: 'visible' },
        }}
        data-testid="matrix-scroller"
      >
        <Box
          component="table"
          sx={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%', typography: 'body2' }}
        >
          <Box component="thead" sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
            <tr>
              <Box component="th" sx={{ ...cell, ...sticky, zIndex: 3, textAlign: 'start' }}>
                {t('scoreAnalytics.columns.student')}
              </Box>
              <Box component="th" sx={{ ...cell, textAlign: 'start' }}>
                {t('scoreAnalytics.columns.classroom')}
              </Box>
              {matrix.courses.map((c) => (
                <Box component="th" key={c.coursePlanId} sx={{ ...cell, textAlign: 'center' }}>
                  {c.title}
                </Box>
              ))}
              <Box component="th" sx={{ ...cell, textAlign: 'center' }}>
                {t('scoreAnalytics.columns.average')}
              </Box>
            </tr>
          </Box>
          <tbody>
            {matrix.students.map((s) => (
              <tr key={s.studentId} data-testid="matrix-row">
                <Box
                  component="th"
                  scope="row"
                  sx={{ ...cell, ...sticky, fontWeight: 500, textAlign: 'start' }}
                >
                  {personName(s)}
                </Box>
                <Box component="td" sx={cell}>
                  {place(s)}
                </Box>
                {matrix.courses.map((c) => {
                  const tone = cellTone(s.scores[c.coursePlanId], c);
                  return (
                    <Box
                      component="td"
                      key={c.coursePlanId}
                      data-tone={tone ?? undefined}
                      sx={{ ...cell, textAlign: 'center', bgcolor: toneColour(theme, tone) }}
                    >
                      {number(s.scores[c.coursePlanId])}
                    </Box>
                  );
                })}
                <Box component="td" sx={{ ...cell, textAlign: 'center', fontWeight: 600 }}>
                  {number(s.average)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}
