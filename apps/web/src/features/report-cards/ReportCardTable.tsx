import { Link as RouterLink } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { reportCardPath } from '../../app/report-card-paths';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits, scoreText } from './card-format';
import type { CardSummary } from './report-card-api';

/** The list's rows with a selection checkbox each (for publishing). */
export function ReportCardTable({
  items,
  selected,
  onToggle,
  onToggleAll,
}: {
  items: CardSummary[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const all = items.length > 0 && items.every((c) => selected.has(c.id));
  const some = items.some((c) => selected.has(c.id));
  const columns = ['student', 'classroom', 'period', 'average', 'units', 'classRank', 'gradeRank', 'status'];
  return (
    <Table size="small" data-testid="report-card-table">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={some && !all}
              onChange={(e) => onToggleAll(e.target.checked)}
              slotProps={{ input: { 'aria-label': t('reportCards.filters.all') } }}
            />
          </TableCell>
          {columns.map((key) => (
            <TableCell key={key}>{t(`reportCards.columns.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((card) => (
          <TableRow key={card.id} hover selected={selected.has(card.id)} data-testid="report-card-row">
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(card.id)}
                onChange={() => onToggle(card.id)}
                slotProps={{ input: { 'aria-label': `${card.firstName} ${card.lastName}` } }}
              />
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={reportCardPath(card.id)}>
                {card.firstName} {card.lastName}
              </Link>
            </TableCell>
            <TableCell>{digits(card.classroomName, language)}</TableCell>
            <TableCell>{digits(card.termTitle ?? t('reportCards.filters.year'), language)}</TableCell>
            <TableCell>{scoreText(card.average, language)}</TableCell>
            <TableCell>
              {digits(card.passedUnits, language)} / {digits(card.totalUnits, language)}
            </TableCell>
            <TableCell>{scoreText(card.classRank, language)}</TableCell>
            <TableCell>{scoreText(card.gradeRank, language)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={card.status === 'published' ? 'success' : 'default'}
                label={t(`reportCards.status.${card.status}`)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
