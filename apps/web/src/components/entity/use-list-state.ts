import { useCallback, useState } from 'react';
import type { EntityDef } from '@school/shared';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { columnFields } from './entity-columns';
import { DEFAULT_PAGE_SIZE, type ListSort, type ListState, type Paging } from './list-query';

/** Quick search waits for the typing to pause this long before asking the server. */
export const SEARCH_DELAY = 300;

/** The registry's default sort, shown on its column when that column exists. */
export function initialSort(def: EntityDef): ListSort | undefined {
  const { field, dir } = def.defaultSort;
  return columnFields(def).some((f) => f.name === field && f.sortable) ? { field, dir } : undefined;
}

/** Paging, sort, quick search and filters of one list; any new criterion goes back to page 1. */
export function useListState(def: EntityDef) {
  const [pagination, setPagination] = useState<Paging>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<ListSort | undefined>(() => initialSort(def));
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  // The handlers keep their identity, so the filters do not render again for nothing.
  const toFirstPage = useCallback(() => setPagination((p) => ({ ...p, page: 0 })), []);
  const changeSort = useCallback(
    (next: ListSort | undefined) => {
      setSort(next);
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

  const state: ListState = {
    page: pagination.page,
    pageSize: pagination.pageSize,
    sort,
    q,
    filters,
  };

  return {
    state,
    pagination,
    setPagination,
    sort,
    setSort: changeSort,
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
