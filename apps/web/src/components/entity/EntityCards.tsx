import { memo, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { EntityDef } from '@school/shared';
import type { EntityItem } from '../../lib/entity-api';
import { FieldValue } from '../fields/FieldValue';
import type { FormatContext } from '../fields/format-value';
import { ListPager } from '../ListPager';
import { cardFields, cardTitle } from './entity-cards';
import type { RowActions } from './entity-columns';
import { fieldLabelText } from './field-label';
import { EmptyOverlay, LoadingOverlay } from './EntityListOverlays';
import { PAGE_SIZE_OPTIONS, type Paging } from './list-query';
import { RowActionsCell } from './row-actions';

export interface EntityCardsProps {
  def: EntityDef;
  rows: readonly EntityItem[];
  total: number;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** The row actions (links, edit, delete); none when the user may do nothing with a row. */
  actions?: RowActions;
  ctx: FormatContext;
  regionProps?: HTMLAttributes<HTMLDivElement>;
  sx?: SxProps<Theme>;
}

/** The cards' look, set once on the region (a page is up to a hundred cards of plain elements). */
function cardStyles(theme: Theme) {
  return {
    '& .entity-cards': {
      display: 'grid',
      gap: theme.spacing(1.5),
      gridTemplateColumns: '1fr',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
      padding: theme.spacing(1.5),
    },
    '& .entity-card': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      padding: theme.spacing(1.5, 2),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.75),
      minWidth: 0,
      backgroundColor: theme.palette.background.paper,
    },
    '& .entity-card-title': {
      ...theme.typography.subtitle1,
      fontWeight: 600,
      margin: 0,
      overflowWrap: 'anywhere',
    },
    '& .entity-card-fields': { margin: 0, display: 'grid', gap: theme.spacing(0.25) },
    '& .entity-card-field': {
      display: 'flex',
      gap: theme.spacing(1),
      ...theme.typography.body2,
      minWidth: 0,
    },
    // A long label (an SMS template's text names its placeholders) wraps within two fifths of the
    // card; it used to keep its length and squeeze the value to a letter a line.
    '& .entity-card-field dt': {
      color: theme.palette.text.secondary,
      flex: '0 1 auto',
      maxWidth: '40%',
      overflowWrap: 'anywhere',
    },
    '& .entity-card-field dd': { margin: 0, flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' },
    '& .entity-card .row-actions': {
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: theme.spacing(0.5),
      borderTop: `1px solid ${theme.palette.divider}`,
      paddingTop: theme.spacing(0.75),
      marginTop: theme.spacing(0.5),
    },
  };
}

const Cards = memo(function Cards({
  def,
  rows,
  actions,
  ctx,
}: Pick<EntityCardsProps, 'def' | 'rows' | 'actions' | 'ctx'>) {
  const fields = cardFields(def);
  return (
    <div className="entity-cards">
      {rows.map((row) => (
        <article key={row.id} className="entity-card" data-id={row.id} data-testid={`entity-card-${row.id}`}>
          <h2 className="entity-card-title">{cardTitle(def, row, ctx)}</h2>
          <dl className="entity-card-fields">
            {fields.map((field) =>
              row[field.name] === null || row[field.name] === undefined || row[field.name] === '' ? null : (
                <div key={field.name} className="entity-card-field" data-field={field.name}>
                  <dt>{fieldLabelText(field, ctx)}</dt>
                  <dd>
                    <FieldValue field={field} item={row} ctx={ctx} />
                  </dd>
                </div>
              ),
            )}
          </dl>
          {actions && <RowActionsCell row={row} actions={actions} />}
        </article>
      ))}
    </div>
  );
});

/**
 * A list page's rows as cards on a narrow screen: the name, two or three key fields and the row's
 * actions, instead of a table squeezed past reading. Same paging and texts as the table.
 */
export function EntityCards({
  def,
  rows,
  total,
  loading,
  paging,
  onPaging,
  actions,
  ctx,
  regionProps,
  sx,
}: EntityCardsProps) {
  return (
    <Box
      {...regionProps}
      data-testid="entity-cards"
      aria-busy={loading}
      sx={[
        { border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', position: 'relative' },
        cardStyles,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {rows.length > 0 ? (
        <Cards def={def} rows={rows} actions={actions} ctx={ctx} />
      ) : (
        <Box sx={{ minHeight: 120 }}>{!loading && <EmptyOverlay />}</Box>
      )}
      {loading && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <LoadingOverlay />
        </Box>
      )}
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
