/** POST /api/users/with-role: a new account and its first role in a school, in one request. */
import { api } from '../../lib/api';
import type { EntityItem } from '../../lib/entity-api';

export async function createUserWithRole(body: Record<string, unknown>): Promise<EntityItem> {
  return (await api.request<{ success: true; data: EntityItem }>('POST', '/users/with-role', body)).data;
}
