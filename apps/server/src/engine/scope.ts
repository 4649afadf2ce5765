/**
 * School scope in the query layer: every engine query goes through these conditions, so a row
 * outside the user's schools is never read, listed, counted, exported or written.
 */
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentContext } from '../access/current-context';
import type { UserAccess } from '../access/user-access';
import type { EntityBinding } from './binding';

const NOTHING = sql`false`;

/** Rows the user may ever see (the security boundary). */
export function scopeWhere(binding: EntityBinding, access: UserAccess): SQL | undefined {
  return and(schoolWhere(binding, access), binding.restrictRows?.(access));
}

function schoolWhere(binding: EntityBinding, access: UserAccess): SQL | undefined {
  if (binding.def.scope === 'network' || !binding.schoolColumn) return binding.visibleTo?.(access);
  if (access.schoolScope === 'all') return undefined;
  return access.schoolScope.length ? inArray(binding.schoolColumn, access.schoolScope) : NOTHING;
}

/** Rows of the current school and year (what lists show). */
export function contextWhere(binding: EntityBinding, context: CurrentContext): SQL | undefined {
  if (binding.def.scope === 'network' || binding.followsContext === false || !binding.schoolColumn)
    return undefined;
  const conditions: SQL[] = [
    context.schoolId === null ? NOTHING : eq(binding.schoolColumn, context.schoolId),
  ];
  if (binding.def.scope === 'schoolYear' && binding.yearColumn) {
    conditions.push(
      context.academicYearId === null ? NOTHING : eq(binding.yearColumn, context.academicYearId),
    );
  }
  return and(...conditions);
}
