/**
 * Announcements as their audience reads them: one in full (its sanitised body), and the pinned
 * ones for the dashboard with a few lines of plain text each.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcementReads, announcements } from '../../db/schema';
import { richTextPlain } from '../../http/rich-text';
import { todayIso } from '../attendance/attendance-rules';
import { reachesUser } from './announcement-audience';

/** How many pinned announcements the dashboard shows. */
const PINNED_SHOWN = 5;

const readByUser = (userId: number) =>
  sql<boolean>`exists (select 1 from ${announcementReads} r
    where r.user_id = ${userId} and r.announcement_id = ${announcements.id})`;

/** The announcement if it reaches the user today; null otherwise (another audience, or out of window). */
export async function announcementForReader(db: Db, userId: number, id: number, today = todayIso()) {
  const [row] = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      publishFrom: announcements.publishFrom,
      publishTo: announcements.publishTo,
      pinned: announcements.pinned,
      read: readByUser(userId),
    })
    .from(announcements)
    .where(and(eq(announcements.id, id), reachesUser(userId, today)));
  return row ?? null;
}

/** The user's pinned announcements, newest window first, with a plain-text excerpt. */
export async function pinnedAnnouncements(db: Db, userId: number, today = todayIso()) {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      publishFrom: announcements.publishFrom,
      read: readByUser(userId),
    })
    .from(announcements)
    .where(and(eq(announcements.pinned, true), reachesUser(userId, today)))
    .orderBy(desc(announcements.publishFrom), desc(announcements.id))
    .limit(PINNED_SHOWN);
  return rows.map(({ body, ...row }) => ({ ...row, excerpt: richTextPlain(body, 220) }));
}
