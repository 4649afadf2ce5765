/**
 * A restored database holds the sessions that were live when the backup was taken, including ones
 * that signed out, or whose password changed, since: they are all ended, and everyone signs in again.
 */
import { isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { authSessions } from '../schema';

export const RESTORE_REVOKED_REASON = 'restored-from-backup';

export async function endRestoredSessions(db: Db): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: RESTORE_REVOKED_REASON })
    .where(isNull(authSessions.revokedAt));
}
