import { Children, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';

type CellSize = { xs?: number; sm?: number; md?: number; lg?: number };

/**
 * A report's filter row: each filter in a cell of a grid that wraps on narrow screens (a row of its
 * own on a phone), hidden on paper. Absent filters (false, null) take no cell.
 */
export function ReportFilters({
  children,
  size = { xs: 12, sm: 6, md: 3 },
}: {
  children: ReactNode;
  size?: CellSize;
}) {
  return (
    <Grid container spacing={2} data-print-hide data-testid="report-filters">
      {Children.toArray(children).map((child, i) => (
        <Grid key={i} size={size}>
          {child}
        </Grid>
      ))}
    </Grid>
  );
}
