/**
 * Client of the entity engine's REST routes (DESIGN.md "API contract"): list, one row, history,
 * options for reference pickers, create, update, delete, and the Excel export as a file download.
 */
import { API_BASE, ApiError, api, PARSE_ERROR_MESSAGE } from './api';
import { getAuth } from './auth-store';
import { entityPath as path, fetchEntityItem, fetchEntityList } from './entity-queries';

// A page's queries, for pages that ask through this client's module.
export { entityItemQuery, entityListQuery } from './entity-queries';

/** A row as the API returns it: registry fields plus bookkeeping and reference titles. */
export interface EntityItem {
  id: number;
  version: number;
  createdAt?: string;
  updatedAt?: string;
  /** Titles of the row's references, by field name (a person's full name). */
  _titles?: Record<string, string | null>;
  /** What tells referenced rows of one name apart (a student's classroom), by field name. */
  _contexts?: Record<string, string | null>;
  [field: string]: unknown;
}

export interface ListPage {
  items: EntityItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OptionItem {
  id: number;
  /** The row's name (a person's full name). */
  title: string;
  /** What tells rows of one name apart (a student's classroom), for entities that have it. */
  context?: string | null;
  /** The option's further identification (a student's national code). */
  detail?: string | null;
}

export type HistoryAction = 'create' | 'update' | 'delete';

export interface HistoryEntry {
  id: number;
  at: string;
  action: HistoryAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userId: number | null;
  userName: string | null;
}

interface Data<T> {
  success: true;
  data: T;
}

const withQuery = (base: string, query: string) => (query ? `${base}?${query}` : base);

export const entityApi = {
  list: fetchEntityList,
  get: fetchEntityItem,
  history: async (entity: string, id: number | string): Promise<HistoryEntry[]> =>
    (await api.request<Data<HistoryEntry[]>>('GET', path(entity, `/${id}/history`))).data,
  options: async (entity: string, params: { q?: string; ids?: readonly number[] }): Promise<OptionItem[]> => {
    const query = new URLSearchParams();
    if (params.q) query.set('q', params.q);
    if (params.ids?.length) query.set('ids', params.ids.join(','));
    return (
      await api.request<Data<OptionItem[]>>('GET', withQuery(path(entity, '/options'), query.toString()))
    ).data;
  },
  create: async (entity: string, body: Record<string, unknown>): Promise<EntityItem> =>
    (await api.request<Data<EntityItem>>('POST', path(entity), body)).data,
  update: async (entity: string, id: number | string, body: Record<string, unknown>): Promise<EntityItem> =>
    (await api.request<Data<EntityItem>>('PATCH', path(entity, `/${id}`), body)).data,
  remove: async (entity: string, id: number | string): Promise<string> =>
    (await api.request<{ success: true; message: string }>('DELETE', path(entity, `/${id}`))).message,
};

/** The current school's record (school-information.view / .edit). */
export const schoolInformationApi = {
  get: async (): Promise<EntityItem> =>
    (await api.request<Data<EntityItem>>('GET', '/school-information')).data,
  update: async (body: Record<string, unknown>): Promise<EntityItem> =>
    (await api.request<Data<EntityItem>>('PATCH', '/school-information', body)).data,
};

/** The server's error of a failed file request, or a generic one. */
async function fileError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string')
      return new ApiError(
        body.message,
        response.status,
        typeof body.code === 'string' ? body.code : undefined,
      );
  } catch {
    // Not JSON: fall through to the status line.
  }
  return new ApiError(
    `HTTP ${response.status}: ${response.statusText || PARSE_ERROR_MESSAGE}`,
    response.status,
  );
}

/** Fetches a file from the API with the bearer token and hands it to the browser as a download. */
export async function downloadApiFile(apiPath: string, filename: string): Promise<void> {
  const token = getAuth().accessToken;
  const response = await globalThis.fetch(`${API_BASE}${apiPath}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await fileError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
