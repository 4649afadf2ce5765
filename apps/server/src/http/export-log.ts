/**
 * Every Excel export of personal data leaves a security event: who exported what, with which
 * filters and how many rows, in which school. Shared by the entity engine's exports and the reports.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../access/guard';
import type { Db } from '../db/client';
import { writeSecurityEvent } from '../engine/audit';

/** Paging says nothing about what left the building; every other parameter is kept. */
const PAGING_KEYS = new Set(['page', 'pageSize']);

/**
 * `what`: the entity or report name; `title`: its Persian name, for the log's readers.
 * The query is the route's validated one (plain strings, numbers and booleans).
 */
export async function logExport(
  db: Db,
  request: FastifyRequest,
  what: string,
  rows: number,
  title?: string,
): Promise<void> {
  const { userId, access } = requireAuth(request);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !PAGING_KEYS.has(key)));
  await writeSecurityEvent(db, {
    actorId: userId,
    action: 'export',
    targetUserId: null,
    schoolId: access.currentSchoolId,
    details: { what, ...(title ? { title } : {}), filters, rows },
  });
}
