import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

/** Rows as a table on a wide screen and as one card per row (label: value) on a phone. */
export function ResponsiveRows<T>({
  columns,
  rows,
  rowKey,
  testId,
  highlight,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  testId: string;
  highlight?: (row: T) => boolean;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone)
    return (
      <Stack spacing={1.5} data-testid={testId}>
        {rows.map((row) => (
          <Card
            key={rowKey(row)}
            variant="outlined"
            data-testid={`${testId}-card`}
            sx={highlight?.(row) ? { borderColor: 'warning.main' } : undefined}
            data-highlight={highlight?.(row) ? 'true' : 'false'}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              {columns.map((c, i) => (
                <Stack key={c.key} direction="row" spacing={1} sx={{ py: 0.25, alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96, flexShrink: 0 }}>
                    {c.label}
                  </Typography>
                  <Typography variant="body2" component="div" sx={i === 0 ? { fontWeight: 600 } : undefined}>
                    {c.render(row)}
                  </Typography>
                </Stack>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              sx={highlight?.(row) ? { bgcolor: (theme) => theme.palette.warning.light + '33' } : undefined}
              data-highlight={highlight?.(row) ? 'true' : 'false'}
            >
              {columns.map((c) => (
                <TableCell key={c.key}>{c.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
