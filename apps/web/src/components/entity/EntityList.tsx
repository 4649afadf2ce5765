import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import {
  DataGrid,
  GridPreferencePanelsValue,
  useGridApiRef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { faIR } from '@mui/x-data-grid/locales';
import { useAbility } from '@casl/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntityDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityAddPath, entityEditPath, ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import { formatNumber } from '../../lib/date';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { scrollbarSize } from '../../lib/scrollbar-size';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useAppLanguage } from '../../lib/use-app-language';
import { ConfirmDialog } from '../ConfirmDialog';
import { useSharedTooltip } from '../use-shared-tooltip';
import { EntityFilters } from './EntityFilters';
import { EntityListToolbar } from './EntityListToolbar';
import { EmptyOverlay, LoadingOverlay } from './EntityListOverlays';
import { entityColumns, initialColumnVisibility, type RowLink } from './entity-columns';
import { registerEntityLabels } from './entity-labels';
import { listQueryString, PAGE_SIZE_OPTIONS } from './list-query';
import { rememberedRowCount, rememberRowCount } from './list-row-hint';
import { rowActionStyles } from './row-actions';
import { useDeleteRow } from './use-delete-row';
import { useListExport } from './use-list-export';
import { useListState } from './use-list-state';

registerEntityLabels();

/** The Data Grid's row height at its standard density. */
const ROW_HEIGHT = 52;
/** The grid's column headers, footer and borders around its rows (measured in the browser). */
const GRID_CHROME_HEIGHT = 126;

// The grid's props keep their identity from one render to the next: a new object or array makes
// every row and cell render again (and an empty rows array, the rows be processed again).
const NO_ROWS: EntityItem[] = [];
const GRID_SLOTS = { noRowsOverlay: EmptyOverlay, loadingOverlay: LoadingOverlay };
const GRID_SLOT_PROPS = { basePagination: { material: { showFirstButton: true, showLastButton: true } } };

export interface EntityListProps {
  def: EntityDef;
  /** Filters the page itself sets (e.g. the user whose roles are shown): always sent, not offered. */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Add page; defaults to the entity's detail route. */
  addPath?: string;
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
  linkState,
  title,
  headerActions,
  rowLinks,
}: EntityListProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const apiRef = useGridApiRef();
  const list = useListState(def);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(() =>
    initialColumnVisibility(def, Object.keys(fixedFilters)),
  );
  const removal = useDeleteRow(def);
  const fixedKey = JSON.stringify(fixedFilters);
  const fixed = useMemo(() => JSON.parse(fixedKey) as Record<string, string>, [fixedKey]);
  const fixedFields = useMemo(() => Object.keys(fixed), [fixed]);
  const query = listQueryString(list.state, fixed);
  const rows = useQuery({
    queryKey: ['entity', def.name, 'list', query],
    queryFn: () => entityApi.list(def.name, query),
    placeholderData: keepPreviousData,
  });
  const exporter = useListExport(def, list.state, fixed, visibility, rows.data?.items ?? []);

  const can = (action: string) => ability.can(action, ENTITY_SUBJECT);
  const canAdd = def.pages?.add !== false && can(def.permissions.add);
  const canEdit = def.pages?.edit !== false && can(def.permissions.edit);
  const canDelete = can(def.permissions.delete);

  const columns = useMemo(
    () =>
      entityColumns(
        def,
        t,
        {
          editPath: canEdit ? (row: EntityItem) => entityEditPath(def.name, row.id) : undefined,
          onDelete: canDelete ? removal.ask : undefined,
          linkState,
          ...(rowLinks ? { links: rowLinks } : {}),
          labels: { actions: t('entity.actions'), edit: t('entity.edit'), delete: t('entity.delete') },
        },
        language,
      ),
    [def, t, language, canEdit, canDelete, removal.ask, linkState, rowLinks],
  );

  const localeText = useMemo(() => {
    const number = (n: number) => formatNumber(n, language);
    return {
      ...(language === 'fa' ? faIR.components.MuiDataGrid.defaultProps.localeText : {}),
      noRowsLabel: t('table.empty'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('entity.displayedRows', { from: number(from), to: number(to), count: number(count) }),
    };
  }, [language, t]);
  const pageSizeOptions = useMemo(
    () => PAGE_SIZE_OPTIONS.map((value) => ({ value, label: formatNumber(value, language) })),
    [language],
  );
  const deleteTitle = removal.target ? exporter.titleOf(removal.target) : '';
  // Room for rows the grid has not measured yet (a screen at most): while the first page loads, as
  // many as this list showed last time (a full page on a first visit), then the rows' own, so the
  // pager and the footer below do not jump when they come.
  const shownRows = rows.data?.items.length;
  useEffect(() => {
    if (shownRows !== undefined) rememberRowCount(def.name, shownRows);
  }, [def.name, shownRows]);
  const [loadingRows] = useState(() => rememberedRowCount(def.name, list.pagination.pageSize));
  const expectedRows = shownRows ?? Math.min(loadingRows, list.pagination.pageSize);
  const overlayHeight = expectedRows > 0 ? `min(${expectedRows * ROW_HEIGHT}px, 100vh)` : '160px';
  const gridSx = useMemo(
    () => [rowActionStyles, { '--DataGrid-overlayHeight': overlayHeight }] as const,
    [overlayHeight],
  );
  // The row buttons' tooltip listens on the grid's root element.
  const rowTooltip = useSharedTooltip();
  const slotProps = useMemo(
    () => ({ ...GRID_SLOT_PROPS, root: rowTooltip.regionProps }),
    [rowTooltip.regionProps],
  );
  // The grid mounts just after the page's title and toolbar have painted, in slices, in a
  // placeholder of its loading height: its first render is the heaviest part of the page.
  const gridReady = useAfterFirstPaint();

  return (
    <Card data-testid={`entity-list-${def.name}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {title ?? t(`entities.${def.name}.title`)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {headerActions}
            {canAdd && (
              <Button
                component={Link}
                to={addPath ?? entityAddPath(def.name)}
                state={linkState}
                variant="contained"
                startIcon={<Add />}
                data-testid="entity-add"
              >
                {t('entity.add')}
              </Button>
            )}
          </Stack>
        </Stack>
        <EntityListToolbar
          search={list.searchText}
          onSearch={list.setSearch}
          onColumns={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
          onExport={exporter.exportExcel}
          exporting={exporter.exporting}
          onPrint={exporter.print}
        />
        <EntityFilters
          def={def}
          hidden={fixedFields}
          values={list.filters}
          onChange={list.setFilter}
          onClear={list.clearFilters}
        />
        {rows.isError && <Alert severity="error">{rows.error.message}</Alert>}
        {gridReady ? (
          <DataGrid<EntityItem>
            apiRef={apiRef}
            autoHeight
            disableVirtualization
            scrollbarSize={scrollbarSize()}
            rows={rows.data?.items ?? NO_ROWS}
            columns={columns}
            rowCount={rows.data?.total ?? 0}
            loading={rows.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={list.pagination}
            onPaginationModelChange={list.setPagination}
            pageSizeOptions={pageSizeOptions}
            sortModel={list.sortModel}
            onSortModelChange={list.setSortModel}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={setVisibility}
            disableColumnFilter
            disableRowSelectionOnClick
            localeText={localeText}
            slots={GRID_SLOTS}
            slotProps={slotProps}
            sx={gridSx}
          />
        ) : (
          <Skeleton
            variant="rounded"
            data-testid="entity-grid-placeholder"
            sx={{ height: `calc(${overlayHeight} + ${GRID_CHROME_HEIGHT}px)` }}
          />
        )}
      </Stack>
      {rowTooltip.tooltip}
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
