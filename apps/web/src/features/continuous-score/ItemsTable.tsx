import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { formatScore } from '../../lib/score-format';
import type { ContinuousItem } from './continuous-api';

/** How a continuous score was computed: each worksheet activity and class exam with its weight. */
export function ItemsTable({ items }: { items: ContinuousItem[] }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {t('continuousScore.items.none')}
      </Typography>
    );
  }
  const cellOf = (item: ContinuousItem) =>
    item.mark
      ? t(`continuousScore.items.${item.mark}`)
      : item.score === null
        ? t('continuousScore.items.empty')
        : formatScore(item.score, language);
  return (
    <>
      <Table size="small" data-testid="continuous-items">
        <TableHead>
          <TableRow>
            {['title', 'kind', 'score', 'max', 'weight', 'normalised'].map((key) => (
              <TableCell key={key}>{t(`continuousScore.items.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.kind}-${item.id}`}>
              <TableCell>
                {localizeDigits(item.title, language)}
                {item.date && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    ({formatDate(item.date, language)})
                  </Typography>
                )}
              </TableCell>
              <TableCell>{t(`continuousScore.items.${item.kind}`)}</TableCell>
              <TableCell>{cellOf(item)}</TableCell>
              <TableCell>{formatScore(item.maxScore, language)}</TableCell>
              <TableCell>{formatScore(item.weight, language)}</TableCell>
              <TableCell>{formatScore(item.normalised, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 1 }}>
        {t('continuousScore.items.rule')}
      </Typography>
    </>
  );
}
