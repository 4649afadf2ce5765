import { Fragment } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { alpha, type Theme } from '@mui/material/styles';
import { Link } from 'react-router';
import type { EntityItem } from '../../lib/entity-api';
import type { RowActions } from './entity-columns';

/**
 * The look of the row buttons (Material's small text button and small icon button), set once on the
 * list's table: a row's links and buttons are plain elements, so a page of rows does not build and
 * serialise styles for a hundred button components. Their tooltips come from the list's one shared
 * tooltip (useSharedTooltip), by their `data-tooltip`. Lengths are strings: as `sx`, numbers for
 * padding and radius would be read as theme spacing and shape units.
 */
export function rowActionStyles(theme: Theme) {
  const { palette, transitions, typography, shape } = theme;
  const control = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    border: 'none',
    outline: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
  } as const;
  const hoverOf = (color: string) => ({
    '&:hover': { backgroundColor: alpha(color, palette.action.hoverOpacity) },
    '&:focus-visible': { backgroundColor: alpha(color, palette.action.focusOpacity) },
  });
  return {
    '& .row-actions': { display: 'flex', alignItems: 'center', height: '100%' },
    '& .row-link': {
      ...control,
      ...typography.button,
      fontSize: typography.pxToRem(13),
      padding: '4px 8px',
      borderRadius: `${shape.borderRadius}px`,
      color: palette.primary.main,
      ...hoverOf(palette.primary.main),
    },
    '& .row-icon-button': {
      ...control,
      flex: '0 0 auto',
      padding: '5px',
      borderRadius: '50%',
      fontSize: typography.pxToRem(18),
      color: palette.action.active,
      ...hoverOf(palette.action.active),
    },
    '& .row-icon-button.danger': { color: palette.error.main, ...hoverOf(palette.error.main) },
  };
}

/** A row's page links, then edit and delete (each only when given). */
export function RowActionsCell({ row, actions }: { row: EntityItem; actions: RowActions }) {
  const { editPath, onDelete, linkState, labels, links = [] } = actions;
  return (
    <div className="row-actions">
      {links.map((link) =>
        'render' in link ? (
          <Fragment key={link.key}>{link.render(row)}</Fragment>
        ) : (
          <Link
            key={link.key}
            className="row-link"
            to={link.path(row)}
            data-testid={`row-${link.key}-${row.id}`}
          >
            {link.label}
          </Link>
        ),
      )}
      {editPath && (
        <Link
          className="row-icon-button"
          to={editPath(row)}
          state={linkState}
          aria-label={labels.edit}
          data-tooltip={labels.edit}
          data-testid={`entity-edit-${row.id}`}
        >
          <EditOutlined fontSize="small" />
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          className="row-icon-button danger"
          aria-label={labels.delete}
          data-tooltip={labels.delete}
          onClick={() => onDelete(row)}
          data-testid={`entity-delete-${row.id}`}
        >
          <DeleteOutline fontSize="small" />
        </button>
      )}
    </div>
  );
}
