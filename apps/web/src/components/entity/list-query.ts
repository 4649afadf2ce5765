/**
 * The list page's state as the API's query string (DESIGN.md "API contract"):
 * page (1-based), pageSize, sort=<field>:<dir>, q and one parameter per filterable field.
 */
export interface ListSort {
  field: string;
  dir: 'asc' | 'desc';
}

/** Which page of the list is shown. */
export interface Paging {
  /** 0-based, as Material's pager counts. */
  page: number;
  pageSize: number;
}

export interface ListState {
  /** 0-based, as Material's pager counts. */
  page: number;
  pageSize: number;
  sort?: ListSort;
  /** Quick search text (already debounced). */
  q: string;
  /** Filter values by field name; '' means no filter. */
  filters: Readonly<Record<string, string>>;
}

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Search, filter and sort parameters: what the list and its export share. */
function criteria(state: ListState, fixed: Readonly<Record<string, string>>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort) params.set('sort', `${state.sort.field}:${state.sort.dir}`);
  const q = state.q.trim();
  if (q) params.set('q', q);
  const filters = { ...state.filters, ...fixed };
  for (const [field, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value.trim() !== '') params.set(field, value.trim());
  }
  return params;
}

export function listQueryString(state: ListState, fixed: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ page: String(state.page + 1), pageSize: String(state.pageSize) });
  criteria(state, fixed).forEach((value, key) => params.set(key, value));
  return params.toString();
}

/**
 * The list request of a state. The registry's default sort is the server's default too, so it goes
 * unsaid: the first page of every list is then one request, which the route table knows before the
 * page's code has come (FIRST_PAGE_QUERY) and starts when the navigation starts.
 */
export function listRequestQuery(
  state: ListState,
  defaultSort: ListSort,
  fixed: Readonly<Record<string, string>> = {},
): string {
  const { sort } = state;
  const isDefault = sort !== undefined && sort.field === defaultSort.field && sort.dir === defaultSort.dir;
  return listQueryString(isDefault ? { ...state, sort: undefined } : state, fixed);
}

/** A list's request when it opens: page 1 at the default size, the default sort, no search or filter. */
export const FIRST_PAGE_QUERY = listQueryString({ page: 0, pageSize: DEFAULT_PAGE_SIZE, q: '', filters: {} });

/** The export's API path: the same search, filters and sort as the list, every page. */
export function exportPath(
  entity: string,
  state: ListState,
  fixed: Readonly<Record<string, string>> = {},
): string {
  const query = criteria(state, fixed).toString();
  return `/${encodeURIComponent(entity)}/export.xlsx${query ? `?${query}` : ''}`;
}
