import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { TableModel } from './table-model';
import { useRevealedRows } from './use-revealed-rows';

/**
 * The body's plain cells get the look of Material's small body cells here, once: a school-wide
 * report has thousands of rows, and a Material cell builds its own styles — a month's absences per
 * course (some 5,000 rows) took seconds to show.
 */
function bodyStyles(theme: Theme) {
  return {
    '& .report-cell': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      padding: '6px 16px',
      borderBottom: `1px solid ${theme.palette.divider}`,
      whiteSpace: 'nowrap',
      textAlign: 'start',
    },
    '& .report-cell[data-numeric]': { textAlign: 'center' },
    '& .report-row:hover': { backgroundColor: theme.palette.action.hover },
    '& .report-totals .report-cell': { fontWeight: 700 },
  } as const;
}

/** A report's table: sticky header, wide tables scroll sideways on screen and print in full. */
export function ReportTableView({ model, emptyText }: { model: TableModel; emptyText: string }) {
  const numeric = (i: number) => model.numeric.includes(i);
  const shown = useRevealedRows(model.rows);
  if (model.rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="report-empty">
        {emptyText}
      </Typography>
    );
  }
  const cells = (row: readonly string[]) =>
    row.map((cell, i) => (
      <td key={i} className="report-cell" data-numeric={numeric(i) || undefined}>
        {cell}
      </td>
    ));
  return (
    <TableContainer sx={{ maxHeight: '70vh', '@media print': { maxHeight: 'none', overflow: 'visible' } }}>
      <Table size="small" stickyHeader data-testid="report-table" sx={bodyStyles}>
        <TableHead>
          <TableRow>
            {model.headers.map((header, i) => (
              <TableCell
                key={i}
                align={(numeric(i) ? 'center' : 'start') as 'center'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.slice(0, shown).map((row, r) => (
            <tr key={r} className="report-row">
              {cells(row)}
            </tr>
          ))}
          {model.totals && shown === model.rows.length && (
            <tr className="report-totals" data-testid="report-totals">
              {cells(model.totals)}
            </tr>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
