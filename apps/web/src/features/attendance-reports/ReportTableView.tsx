import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TableModel } from './report-tables';

/** A report's table: sticky header, wide tables scroll sideways on screen and print in full. */
export function ReportTableView({ model, emptyText }: { model: TableModel; emptyText: string }) {
  const align = (i: number) => (model.numeric.includes(i) ? 'center' : 'start');
  if (model.rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="report-empty">
        {emptyText}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxHeight: '70vh', '@media print': { maxHeight: 'none', overflow: 'visible' } }}>
      <Table size="small" stickyHeader data-testid="report-table">
        <TableHead>
          <TableRow>
            {model.headers.map((header, i) => (
              <TableCell key={i} align={align(i) as 'center'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.map((row, r) => (
            <TableRow key={r} hover>
              {row.map((cell, i) => (
                <TableCell key={i} align={align(i) as 'center'} sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {model.totals && (
            <TableRow data-testid="report-totals">
              {model.totals.map((cell, i) => (
                <TableCell
                  key={i}
                  align={align(i) as 'center'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
