/**
 * A list page and an edit page of the entity engine as queries: the route table starts them when
 * the navigation starts (so this module goes with the start-up, and stays small), the pages ask
 * under the same keys, and the entity client (entity-api.ts) reads rows through the same calls.
 */
import { api } from './api';
import type { EntityItem, ListPage } from './entity-api';
import type { PageQuery } from './page-queries';

interface Data<T> {
  success: true;
  data: T;
}

export const entityPath = (entity: string, rest = '') => `/${encodeURIComponent(entity)}${rest}`;

export const fetchEntityList = async (entity: string, query: string): Promise<ListPage> =>
  (await api.request<Data<ListPage>>('GET', query ? `${entityPath(entity)}?${query}` : entityPath(entity)))
    .data;

export const fetchEntityItem = async (entity: string, id: number | string): Promise<EntityItem> =>
  (await api.request<Data<EntityItem>>('GET', entityPath(entity, `/${id}`))).data;

/** One page of an entity's list, as the list page asks for it. */
export function entityListQuery(entity: string, query: string): PageQuery<ListPage> {
  return { queryKey: ['entity', entity, 'list', query], queryFn: () => fetchEntityList(entity, query) };
}

/** One row, as its edit page asks for it. */
export function entityItemQuery(entity: string, id: number | string): PageQuery<EntityItem> {
  return { queryKey: ['entity', entity, 'item', String(id)], queryFn: () => fetchEntityItem(entity, id) };
}
