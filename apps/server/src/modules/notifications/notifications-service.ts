/**
 * A user's notifications: their own messages (notifications table) and the announcements of their
 * audience within their window (announcement-audience.ts), read or not per user. The navbar asks
 * only for the unread count, one statement over two small indexed reads.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { announcementReads, announcements, notifications } from '../../db/schema';
import { todayIso } from '../attendance/attendance-rules';
import { reachesUser } from './announcement-audience';

/** Where an item comes from: an announcement, or the user's own notification. */
export type NotificationSource = 'announcement' | 'notification';

export interface NotificationItem {
  source: NotificationSource;
  id: number;
  /** 'announcement', or the notification's kind ('feedback-reply'...). */
  kind: string;
  title: string;
  link: string | null;
  at: string;
  read: boolean;
  pinned: boolean;
}

export interface NewNotification {
  userId: number;
  kind: string;
  title: string;
  link?: string | null;
}

/** Notifies one user (in the caller's transaction when given one). */
export async function notifyUser(db: Db, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ ...notification, link: notification.link ?? null });
}

const unreadAnnouncements = (userId: number, today: string) => sql`${reachesUser(userId, today)}
  and not exists (select 1 from ${announcementReads} r
    where r.user_id = ${userId} and r.announcement_id = ${announcements.id})`;

export async function unreadCount(db: Db, userId: number, today = todayIso()): Promise<number> {
  const [row] = await executeRows<{ n: number | string }>(
    db,
    sql`select
      (select count(*) from ${notifications} where user_id = ${userId} and read_at is null)
      + (select count(*) from ${announcements} where ${unreadAnnouncements(userId, today)}) as n`,
  );
  return Number(row?.n ?? 0);
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  page: number;
  pageSize: number;
}

interface FeedRow {
  source: NotificationSource;
  id: number;
  kind: string;
  title: string;
  link: string | null;
  at: Date | string;
  read: boolean;
  pinned: boolean;
  total: number | string;
}

/** Newest first: announcements from the start of their window (or when written, if later). */
export async function notificationPage(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  today = todayIso(),
): Promise<NotificationPage> {
  const rows = await executeRows<FeedRow>(
    db,
    sql`select *, count(*) over () as total from (
      select 'announcement' as source, ${announcements.id} as id, 'announcement' as kind,
        ${announcements.title} as title, null as link, ${announcements.pinned} as pinned,
        greatest(${announcements.createdAt},
          (${announcements.publishFrom}::timestamp at time zone 'Asia/Tehran')) as at,
        exists (select 1 from ${announcementReads} r
          where r.user_id = ${userId} and r.announcement_id = ${announcements.id}) as read
      from ${announcements} where ${reachesUser(userId, today)}
      union all
      select 'notification', n.id, n.kind, n.title, n.link, false, n.created_at, n.read_at is not null
      from ${notifications} n where n.user_id = ${userId}
    ) feed
    order by at desc, source, id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const items: NotificationItem[] = rows.map(({ total: _t, at, id, ...row }) => ({
    ...row,
    id: Number(id),
    at: at instanceof Date ? at.toISOString() : new Date(at).toISOString(),
  }));
  // A page past the end has no rows to carry the total: count again only then.
  const total: number = rows.length
    ? Number(rows[0]!.total)
    : page === 1
      ? 0
      : (await notificationPage(db, userId, 1, 1, today)).total;
  return { items, total, page, pageSize };
}

/** Marks one item read; false when the user has no such item (another's, or outside the window). */
export async function markRead(
  db: Db,
  userId: number,
  source: NotificationSource,
  id: number,
  today = todayIso(),
): Promise<boolean> {
  if (source === 'notification') {
    const updated = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return updated.length > 0;
  }
  const [reached] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), reachesUser(userId, today)));
  if (!reached) return false;
  await db.insert(announcementReads).values({ userId, announcementId: id }).onConflictDoNothing();
  return true;
}

/** Marks every unread item of the user read. */
export async function markAllRead(db: Db, userId: number, today = todayIso()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    await tx.execute(sql`insert into ${announcementReads} (user_id, announcement_id)
      select ${userId}, ${announcements.id} from ${announcements}
      where ${unreadAnnouncements(userId, today)}
      on conflict do nothing`);
  });
}
