import { getEntity, type EntityDef } from '@school/shared';

/** The registry entry of a page's entity; the route table only creates pages for known entities. */
export function entityDef(name: string): EntityDef {
  const def = getEntity(name);
  if (!def) throw new Error(`unknown entity ${name}`);
  return def;
}
