/**
 * The network's security log, read from the audit log: the security events (sign-ins, refused
 * sign-ins, password changes and resets, exports) and the changes of user accounts, roles and who
 * holds them. Newest first, a page at a time; each row says who did it, to whom, in which school,
 * and the few details worth reading (never a secret).
 */
import { searchKey } from '@school/shared';
import { type SQL, and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, roles, schools, users } from '../../db/schema';
import { SECURITY_ENTITY } from '../../engine/audit';
import { SECRET_CHANGED } from '../../engine/entity-service';
import type { SecurityLogKind, SecurityLogQuery } from './security-log-query';

const ROLE_ENTITIES = ['roles', 'user-roles'];
const USER_ENTITY = 'users';
const LOGGED_ENTITIES = [SECURITY_ENTITY, ...ROLE_ENTITIES, USER_ENTITY];
/** Days are Iranian days: a day's events run from its midnight in Tehran to the next. */
const TIME_ZONE = 'Asia/Tehran';

export interface SecurityLogItem {
  id: number;
  at: string;
  action: string;
  entity: string;
  actor: { id: number; fullName: string | null; username: string | null } | null;
  /** Whom or what it concerned: a user (sign-ins, passwords, accounts, roles held) or a role. */
  target: { type: 'user' | 'role'; id: number; name: string | null; username?: string | null } | null;
  schoolId: number | null;
  schoolName: string | null;
  details: Record<string, unknown>;
}

export interface SecurityLogPage {
  items: SecurityLogItem[];
  total: number;
  page: number;
  pageSize: number;
}

const security = (action: string | string[]) =>
  and(
    eq(auditLog.entity, SECURITY_ENTITY),
    Array.isArray(action) ? inArray(auditLog.action, action) : eq(auditLog.action, action),
  )!;

function kindCondition(kind: SecurityLogKind): SQL {
  switch (kind) {
    case 'login':
    case 'login-failed':
    case 'export':
      return security(kind);
    case 'password':
      return security(['password-change', 'password-reset']);
    case 'roles':
      return inArray(auditLog.entity, ROLE_ENTITIES);
    case 'users':
      return eq(auditLog.entity, USER_ENTITY);
    case 'all':
      return inArray(auditLog.entity, LOGGED_ENTITIES);
  }
}

const actor = alias(users, 'actor');

/** Text compared as the quick search compares it: ZWNJ as a space, lower case, ASCII digits. */
const searchable = (value: SQL) => sql`lower(replace(coalesce(${value}, ''), chr(8204), ' '))`;

function conditions(query: SecurityLogQuery): SQL {
  const parts: SQL[] = [kindCondition(query.kind ?? 'all')];
  if (query.user) parts.push(eq(auditLog.userId, query.user));
  if (query.from) parts.push(gte(auditLog.at, sql`(${query.from}::timestamp at time zone ${TIME_ZONE})`));
  if (query.to) {
    parts.push(lt(auditLog.at, sql`((${query.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`));
  }
  const key = query.q ? searchKey(query.q) : '';
  if (key) {
    const found = (value: SQL) => sql`strpos(${searchable(value)}, ${key}) > 0`;
    parts.push(
      or(
        found(sql`${auditLog.after} ->> 'username'`),
        found(sql`${auditLog.before} ->> 'username'`),
        found(sql`${actor.fullName}`),
        found(sql`${actor.username}`),
      )!,
    );
  }
  return and(...parts)!;
}

type Json = Record<string, unknown>;
const asJson = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** Never a secret in the answer, whatever a writer once put in the log: only that it was changed. */
function withoutSecrets(values: Json): Json {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]): [string, unknown][] => {
      if (/hash|token|secret/i.test(key)) return [];
      if (/password/i.test(key)) return value === SECRET_CHANGED ? [[key, SECRET_CHANGED]] : [];
      return [[key, value]];
    }),
  );
}

const pick = (values: Json | null, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => values && values[k] !== undefined).map((k) => [k, values![k]]));

/** Of a user's fields, these are shown with their values; the rest (phone, national code) by name only. */
const SHOWN_USER_FIELDS = ['username', 'fullName', 'active'];

function userDetails(action: string, before: Json | null, after: Json | null): Json {
  if (action !== 'update') return pick(after ?? before, SHOWN_USER_FIELDS);
  const changed = Object.keys(after ?? {});
  return {
    changed,
    before: pick(before, SHOWN_USER_FIELDS),
    after: pick(after, SHOWN_USER_FIELDS),
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function roleDetails(before: Json | null, after: Json | null): Json {
  // On an update only changed fields are logged: permissions absent from both did not change.
  const had = strings(before?.permissions);
  const has = strings(after?.permissions);
  const name = after?.name ?? before?.name ?? null;
  return {
    name,
    ...(before && after ? { changed: Object.keys(after) } : {}),
    added: has.filter((p) => !had.includes(p)),
    removed: had.filter((p) => !has.includes(p)),
  };
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export async function securityLog(db: Db, query: SecurityLogQuery): Promise<SecurityLogPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        userId: auditLog.userId,
        schoolId: auditLog.schoolId,
        schoolName: schools.name,
        before: auditLog.before,
        after: auditLog.after,
        actorName: actor.fullName,
        actorUsername: actor.username,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.userId))
      .leftJoin(schools, eq(schools.id, auditLog.schoolId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.userId)).where(where),
  ]);

  const entries = rows.map((row) => {
    const before = asJson(row.before);
    const after = asJson(row.after);
    const isRole = row.entity === 'roles';
    const targetId = row.entity === 'user-roles' ? idOf(after?.userId ?? before?.userId) : idOf(row.entityId);
    const roleId = isRole ? idOf(row.entityId) : idOf(after?.roleId ?? before?.roleId);
    return { row, before, after, isRole, targetId, roleId };
  });
  const userIds = [...new Set(entries.flatMap((e) => (!e.isRole && e.targetId ? [e.targetId] : [])))];
  const roleIds = [...new Set(entries.flatMap((e) => (e.roleId ? [e.roleId] : [])))];
  const [targetUsers, roleRows] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, fullName: users.fullName, username: users.username })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    roleIds.length
      ? db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))
      : [],
  ]);
  const userById = new Map(targetUsers.map((u) => [u.id, u]));
  const roleName = new Map(roleRows.map((r) => [r.id, r.name]));

  const items = entries.map(({ row, before, after, isRole, targetId, roleId }): SecurityLogItem => {
    let details: Json;
    if (row.entity === SECURITY_ENTITY) details = withoutSecrets(after ?? {});
    else if (row.entity === USER_ENTITY) details = userDetails(row.action, before, after);
    else if (isRole) details = roleDetails(before, after);
    else details = { roleId, roleName: roleId ? (roleName.get(roleId) ?? null) : null };

    let target: SecurityLogItem['target'] = null;
    if (isRole && targetId) {
      const name = roleName.get(targetId) ?? (details.name as string | null) ?? null;
      target = { type: 'role', id: targetId, name };
    } else if (targetId) {
      const user = userById.get(targetId);
      // A deleted account keeps the name its last log row carried.
      const logged = row.entity === USER_ENTITY ? (before ?? after) : null;
      target = {
        type: 'user',
        id: targetId,
        name: user?.fullName ?? (logged?.fullName as string | undefined) ?? null,
        username: user?.username ?? (logged?.username as string | undefined) ?? null,
      };
    }
    return {
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      entity: row.entity,
      actor: row.userId ? { id: row.userId, fullName: row.actorName, username: row.actorUsername } : null,
      target,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      details,
    };
  });
  return { items, total: Number(counted?.n ?? 0), page, pageSize };
}
