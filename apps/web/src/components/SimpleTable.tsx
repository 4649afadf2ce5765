import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A small read-only table (the money pages, the dossier's tabs, reports): headers, rows of cells, a
 * line when empty. Wide tables scroll sideways on screen; on paper rows may break across pages.
 */
export function SimpleTable({
  headers,
  rows,
  empty,
  testId,
}: {
  headers: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
  testId: string;
}) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
      <Table size="small" data-testid={testId} sx={{ breakInside: 'auto' }}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={i}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
