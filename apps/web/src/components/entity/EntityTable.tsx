import { memo, useMemo, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { EntityItem } from '../../lib/entity-api';
import { ListPager } from '../ListPager';
import type { ColumnVisibility, EntityColumn } from './entity-columns';
import { EmptyOverlay, LoadingOverlay } from './EntityListOverlays';
import { PAGE_SIZE_OPTIONS, type ListSort, type Paging } from './list-query';

/** A row's height at Material's standard table density (the placeholder rows use it too). */
export const ROW_HEIGHT = 53;

export interface EntityTableProps {
  columns: readonly EntityColumn[];
  visibility: ColumnVisibility;
  rows: readonly EntityItem[];
  /** Rows matching the criteria on every page. */
  total: number;
  loading: boolean;
  /** Room kept for rows not here yet (the first page loading), so the pager does not jump. */
  expectedRows: number;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  sort: ListSort | undefined;
  onSort: (sort: ListSort | undefined) => void;
  /** On the table's region: the shared row tooltip listens there. */
  regionProps?: HTMLAttributes<HTMLDivElement>;
  sx?: SxProps<Theme>;
}

/**
 * Cells on one line, a little closer than Material's default so more columns fit a screen; the
 * rows' plain cells get the look of Material's body cells here, once.
 */
function cellStyles(theme: Theme) {
  const cell = {
    whiteSpace: 'nowrap',
    height: ROW_HEIGHT,
    boxSizing: 'border-box',
    padding: theme.spacing(0, 1.5),
    borderBottom: `1px solid ${theme.palette.divider}`,
  } as const;
  const hover = theme.palette.action.hover;
  return {
    '& .MuiTableCell-head': { ...cell, fontWeight: 600 },
    '& .entity-cell': { ...cell, ...theme.typography.body2, color: theme.palette.text.primary },
    '& .entity-row:hover': { backgroundColor: hover },
    // The row actions stay at the row's end (the left in Persian) however wide the table gets: a
    // students list at 1440 px no longer hides «پرونده، ویرایش، حذف» past its scroll.
    '& .sticky-end': {
      position: 'sticky',
      insetInlineEnd: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      borderInlineStart: `1px solid ${theme.palette.divider}`,
    },
    '& .entity-row:hover .sticky-end': {
      backgroundImage: `linear-gradient(${hover}, ${hover})`,
    },
  };
}

/** A sortable column goes ascending, then descending, then back to the list's default order. */
export function nextSort(sort: ListSort | undefined, field: string): ListSort | undefined {
  if (sort?.field !== field) return { field, dir: 'asc' };
  return sort.dir === 'asc' ? { field, dir: 'desc' } : undefined;
}

/**
 * The page's rows as plain table rows and cells, styled once by the table (cellStyles): a Material
 * TableCell per cell builds its styles anew, and a page has hundreds of cells.
 */
const Rows = memo(function Rows({
  rows,
  columns,
}: {
  rows: readonly EntityItem[];
  columns: readonly EntityColumn[];
}) {
  return rows.map((row) => (
    <tr key={row.id} className="entity-row" data-id={row.id}>
      {columns.map((column) => (
        <td
          key={column.field}
          className={column.sticky ? 'entity-cell sticky-end' : 'entity-cell'}
          data-field={column.field}
        >
          {column.render(row)}
        </td>
      ))}
    </tr>
  ));
});

/**
 * A list page's table: server-side paging and sort, a plain HTML table (a page of rows is at most a
 * hundred, so nothing needs virtualising), Material's look. Empty and loading states show the spec's
 * texts; while a page loads, its notice covers the previous page's rows.
 */
export function EntityTable({
  columns,
  visibility,
  rows,
  total,
  loading,
  expectedRows,
  paging,
  onPaging,
  sort,
  onSort,
  regionProps,
  sx,
}: EntityTableProps) {
  // One array while the columns stay: the memoised rows render again only when it or they change.
  const shown = useMemo(() => columns.filter((c) => visibility[c.field] !== false), [columns, visibility]);
  const bodyHeight = rows.length > 0 ? undefined : Math.max(expectedRows * ROW_HEIGHT, 120);

  return (
    <Box
      {...regionProps}
      data-testid="entity-table"
      sx={[
        { border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ position: 'relative', overflowX: 'auto' }}>
        <Table aria-busy={loading} sx={cellStyles}>
          <TableHead>
            <TableRow>
              {shown.map((column) => {
                const direction = sort?.field === column.field ? sort.dir : undefined;
                return (
                  <TableCell
                    key={column.field}
                    data-field={column.field}
                    className={column.sticky ? 'sticky-end' : undefined}
                    sortDirection={direction ?? false}
                    sx={{ minWidth: column.minWidth }}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={direction !== undefined}
                        direction={direction ?? 'asc'}
                        onClick={() => onSort(nextSort(sort, column.field))}
                      >
                        {column.headerName}
                      </TableSortLabel>
                    ) : (
                      column.headerName
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length > 0 ? (
              <Rows rows={rows} columns={shown} />
            ) : (
              <TableRow>
                <TableCell colSpan={shown.length} sx={{ p: 0 }}>
                  <Box
                    sx={{ height: bodyHeight }}
                    data-testid={loading ? 'entity-rows-placeholder' : undefined}
                  >
                    {!loading && <EmptyOverlay />}
                  </Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {loading && (
          <Box sx={{ position: 'absolute', insetInline: 0, top: ROW_HEIGHT, bottom: 0 }}>
            <LoadingOverlay />
          </Box>
        )}
      </Box>
      <ListPager
        total={total}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={PAGE_SIZE_OPTIONS}
        onPage={(page) => onPaging({ ...paging, page })}
        onPageSize={(pageSize) => onPaging({ page: 0, pageSize })}
      />
    </Box>
  );
}
