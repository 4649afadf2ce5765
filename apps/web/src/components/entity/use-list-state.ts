import { useCallback, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { EntityDef } from '@school/shared';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { columnFields } from './entity-columns';
import { DEFAULT_PAGE_SIZE, type ListState } from './list-query';

/** Quick search waits for the typing to pause this long before asking the server. */
export const SEARCH_DELAY = 300;

/** The registry's default sort, shown on its column when that column exists. */
export function initialSortModel(def: EntityDef): GridSortModel {
  const { field, dir } = def.defaultSort;
  return columnFields(def).some((f) => f.name === field && f.sortable) ? [{ field, sort: dir }] : [];
}

/** Paging, sort, quick search and filters of one list; any new criterion goes back to page 1. */
export function useListState(def: EntityDef) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>(() => initialSortModel(def));
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  // The handlers keep their identity: the Data Grid renders every cell again when one changes, and
  // the filters render again.
  const toFirstPage = useCallback(() => setPagination((p) => ({ ...p, page: 0 })), []);
  const changeSort = useCallback(
    (model: GridSortModel) => {
      setSortModel(model);
      toFirstPage();
    },
    [toFirstPage],
  );
  const setFilter = useCallback(
    (field: string, value: string) => {
      setFilters((current) => ({ ...current, [field]: value }));
      toFirstPage();
    },
    [toFirstPage],
  );
  const clearFilters = useCallback(() => {
    setFilters({});
    toFirstPage();
  }, [toFirstPage]);
  const commitSearch = useDebouncedCallback((text: string) => {
    setQ(text);
    setPagination((p) => ({ ...p, page: 0 }));
  }, SEARCH_DELAY);

  const first = sortModel[0];
  const state: ListState = {
    page: pagination.page,
    pageSize: pagination.pageSize,
    sort: first ? { field: first.field, dir: first.sort === 'desc' ? 'desc' : 'asc' } : undefined,
    q,
    filters,
  };

  return {
    state,
    pagination,
    setPagination,
    sortModel,
    setSortModel: changeSort,
    searchText,
    setSearch: (text: string) => {
      setSearchText(text);
      commitSearch(text);
    },
    filters,
    setFilter,
    clearFilters,
  };
}
