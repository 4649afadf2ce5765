/**
 * Who an announcement reaches: a user holding a role in one of its schools (a network-wide role
 * counts in every school), that role among its roles or its roles left empty, while today lies in
 * its window. Computed from the audience when read, never copied per user.
 */
import { type SQL, sql } from 'drizzle-orm';
import { announcements, userRoles } from '../../db/schema';

/** Announcements of `userId`'s audience whose window holds `today` (ISO date). */
export function reachesUser(userId: number, today: string): SQL {
  return sql`${announcements.publishFrom} <= ${today}
    and (${announcements.publishTo} is null or ${announcements.publishTo} >= ${today})
    and exists (
      select 1 from ${userRoles} ur
      where ur.user_id = ${userId}
        and (ur.school_id is null or ur.school_id = any(${announcements.schoolIds}))
        and (cardinality(${announcements.roleIds}) = 0 or ur.role_id = any(${announcements.roleIds}))
    )`;
}
