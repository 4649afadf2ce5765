import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { useAbility } from '@casl/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listFilterFields, type EntityDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityAddPath, entityEditPath, ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import type { EntityItem } from '../../lib/entity-api';
import { entityListQuery } from '../../lib/entity-queries';
import { useMoneyUnit } from '../../lib/money-unit';
import { useAppLanguage } from '../../lib/use-app-language';
import { ConfirmDialog } from '../ConfirmDialog';
import { useSharedTooltip } from '../use-shared-tooltip';
import type { FormatContext } from '../fields/format-value';
import { ColumnChooser } from './ColumnChooser';
import { EntityCards } from './EntityCards';
import { EntityFilters } from './EntityFilters';
import { EntityListToolbar } from './EntityListToolbar';
import { EntityTable } from './EntityTable';
import {
  entityColumns,
  initialColumnVisibility,
  type ColumnVisibility,
  type RowActions,
  type RowLink,
} from './entity-columns';
import { registerEntityLabels } from './entity-labels';
import { listRequestQuery } from './list-query';
import { rememberedRowCount, rememberRowCount } from './list-row-hint';
import { rowActionStyles } from './row-actions';
import { useDeleteRow } from './use-delete-row';
import { useListExport } from './use-list-export';
import { useListState } from './use-list-state';

registerEntityLabels();

// The rows keep their identity from one render to the next, so the table's rows render again only
// when they change.
const NO_ROWS: EntityItem[] = [];

export interface EntityListProps {
  def: EntityDef;
  /** Filters the page itself sets (e.g. the user whose roles are shown): always sent, not offered. */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Add page; defaults to the entity's detail route. */
  addPath?: string;
  /** Text of the add button; defaults to «افزودن». */
  addLabel?: string;
  /** Router state given to the add and edit links (e.g. where to come back to). */
  linkState?: unknown;
  /** Heading; defaults to the entity's plural name. */
  title?: string;
  /** Extra buttons beside the add button (e.g. an import page). */
  headerActions?: ReactNode;
  /** Extra links on each row (e.g. a student's file). */
  rowLinks?: readonly RowLink[];
}

/** The generic list page body of an entity: server-side paging, sort, search and filters. */
export function EntityList({
  def,
  fixedFilters = {},
  addPath,
  addLabel,
  linkState,
  title,
  headerActions,
  rowLinks,
}: EntityListProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const list = useListState(def);
  const [defaultVisibility] = useState(() => initialColumnVisibility(def, Object.keys(fixedFilters)));
  const [visibility, setVisibility] = useState<ColumnVisibility>(defaultVisibility);
  const [chooserAnchor, setChooserAnchor] = useState<HTMLElement | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const removal = useDeleteRow(def);
  const fixedKey = JSON.stringify(fixedFilters);
  const fixed = useMemo(() => JSON.parse(fixedKey) as Record<string, string>, [fixedKey]);
  const fixedFields = useMemo(() => Object.keys(fixed), [fixed]);
  const query = listRequestQuery(list.state, def.defaultSort, fixed);
  const rows = useQuery({
    ...entityListQuery(def.name, query),
    placeholderData: keepPreviousData,
  });
  const exporter = useListExport(def, list.state, fixed, visibility, rows.data?.items ?? []);

  const can = (action: string) => ability.can(action, ENTITY_SUBJECT);
  const canAdd = def.pages?.add !== false && can(def.permissions.add);
  const canEdit = def.pages?.edit !== false && can(def.permissions.edit);
  const canDelete = can(def.permissions.delete);

  const actions = useMemo<RowActions>(
    () => ({
      editPath: canEdit ? (row: EntityItem) => entityEditPath(def.name, row.id) : undefined,
      onDelete: canDelete ? removal.ask : undefined,
      linkState,
      ...(rowLinks ? { links: rowLinks } : {}),
      labels: { actions: t('entity.actions'), edit: t('entity.edit'), delete: t('entity.delete') },
    }),
    [def.name, t, canEdit, canDelete, removal.ask, linkState, rowLinks],
  );
  const moneyUnit = useMoneyUnit();
  const columns = useMemo(
    () => entityColumns(def, t, actions, language, moneyUnit),
    [def, t, actions, language, moneyUnit],
  );
  const formatContext = useMemo<FormatContext>(
    () => ({ entity: def.name, language, t, moneyUnit }),
    [def.name, language, t, moneyUnit],
  );
  const hasActions = Boolean(actions.editPath || actions.onDelete || actions.links?.length);
  // On a phone or a narrow tablet, rows are cards: a table would be squeezed past reading.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // There the filters, one full-width field each, would fill the first screen before any row: they
  // fold behind a button that counts those set.
  const filterFields = listFilterFields(def).filter((field) => !fixedFields.includes(field.name));
  const activeFilters = Object.entries(list.filters).filter(
    ([name, value]) => (value ?? '') !== '' && !fixedFields.includes(name),
  ).length;
  const filtersToggle =
    narrow && filterFields.length > 0
      ? { open: filtersOpen, onToggle: () => setFiltersOpen((open) => !open), active: activeFilters }
      : undefined;

  const deleteTitle = removal.target ? exporter.titleOf(removal.target) : '';
  // Room for the rows while the first page loads: as many as this list showed last time (a full
  // page on a first visit), so the pager below does not jump when they come.
  const shownRows = rows.data?.items.length;
  useEffect(() => {
    if (shownRows !== undefined) rememberRowCount(def.name, shownRows);
  }, [def.name, shownRows]);
  // A page past the end (its last row deleted, or removed by someone else): show the last page.
  const total = rows.data?.total;
  const { page, pageSize } = list.pagination;
  const { setPagination } = list;
  useEffect(() => {
    if (shownRows === 0 && total !== undefined && total > 0 && page > 0 && !rows.isFetching) {
      setPagination({ page: Math.ceil(total / pageSize) - 1, pageSize });
    }
  }, [shownRows, total, page, pageSize, rows.isFetching, setPagination]);
  const [loadingRows] = useState(() => rememberedRowCount(def.name, list.pagination.pageSize));
  const expectedRows = shownRows ?? Math.min(loadingRows, list.pagination.pageSize);
  // The row buttons' tooltip listens on the table.
  const rowTooltip = useSharedTooltip();

  return (
    <Card data-testid={`entity-list-${def.name}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        {/* On a phone the add button stays on the heading's line and the other buttons wrap under it. */}
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {title ?? t(`entities.${def.name}.title`)}
          </Typography>
          {headerActions && (
            <Stack
              direction="row"
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                order: { xs: 1, sm: 0 },
                flexBasis: { xs: '100%', sm: 'auto' },
              }}
            >
              {headerActions}
            </Stack>
          )}
          {canAdd && (
            <Button
              component={Link}
              to={addPath ?? entityAddPath(def.name)}
              state={linkState}
              variant="contained"
              startIcon={<Add />}
              data-testid="entity-add"
            >
              {addLabel ?? t('entity.add')}
            </Button>
          )}
        </Stack>
        <EntityListToolbar
          search={list.searchText}
          onSearch={list.setSearch}
          onColumns={narrow ? undefined : setChooserAnchor}
          filters={filtersToggle}
          onExport={exporter.exportExcel}
          exporting={exporter.exporting}
          onPrint={exporter.print}
        />
        {(!filtersToggle || filtersOpen) && (
          <EntityFilters
            def={def}
            hidden={fixedFields}
            values={list.filters}
            onChange={list.setFilter}
            onClear={list.clearFilters}
          />
        )}
        {rows.isError && <Alert severity="error">{rows.error.message}</Alert>}
        {narrow ? (
          <EntityCards
            def={def}
            rows={rows.data?.items ?? NO_ROWS}
            total={rows.data?.total ?? 0}
            loading={rows.isFetching}
            paging={list.pagination}
            onPaging={list.setPagination}
            actions={hasActions ? actions : undefined}
            ctx={formatContext}
            regionProps={rowTooltip.regionProps}
            sx={rowActionStyles}
          />
        ) : (
          <EntityTable
            columns={columns}
            visibility={visibility}
            rows={rows.data?.items ?? NO_ROWS}
            total={rows.data?.total ?? 0}
            loading={rows.isFetching}
            expectedRows={expectedRows}
            paging={list.pagination}
            onPaging={list.setPagination}
            sort={list.sort}
            onSort={list.setSort}
            regionProps={rowTooltip.regionProps}
            sx={rowActionStyles}
          />
        )}
      </Stack>
      {rowTooltip.tooltip}
      <ColumnChooser
        anchor={chooserAnchor}
        onClose={() => setChooserAnchor(null)}
        columns={columns}
        visibility={visibility}
        defaults={defaultVisibility}
        onChange={setVisibility}
      />
      <ConfirmDialog
        open={removal.target !== null}
        title={t('entity.deleteTitle', { name: t(`entities.${def.name}.one`) })}
        text={deleteTitle ? t('entity.deleteText', { title: deleteTitle }) : t('entity.deleteTextNoTitle')}
        confirmLabel={t('entity.delete')}
        color="error"
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Card>
  );
}
