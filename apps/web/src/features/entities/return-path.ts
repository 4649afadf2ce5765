import { entityListPath, USER_ROLES } from '../../app/entity-routes';
import type { EntityItem } from '../../lib/entity-api';

/**
 * Where a form goes after saving or cancelling: where the user came from when that page said so
 * (router state `returnTo`), else the entity's list; a user's roles go back to that user's roles.
 */
export function returnPath(
  entity: string,
  state: unknown,
  item?: Partial<EntityItem> | null,
  userId?: string | null,
) {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) return returnTo;
  if (entity === USER_ROLES) {
    const owner = item?.userId ?? userId;
    return owner ? `${entityListPath(USER_ROLES)}/${String(owner)}` : entityListPath('users');
  }
  return entityListPath(entity);
}
