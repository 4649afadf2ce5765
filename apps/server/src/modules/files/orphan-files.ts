/**
 * Images uploaded for a form that was then cancelled: the upload stores the file at once, and only
 * saving the student, teacher, school or news item points a photo (logo, cover) column at it. A file
 * nothing points at a day after its upload is dropped; the day leaves any open form plenty of time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { FILE_URL_PREFIX } from './stored-files';

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/** Deletes the unreferenced files uploaded before `before`; returns how many went. */
export async function deleteOrphanFiles(db: Db, before = new Date(Date.now() - ORPHAN_AGE_MS)) {
  const gone = await executeRows<{ id: number }>(
    db,
    sql`delete from stored_files f
      where f.created_at < ${before.toISOString()}::timestamptz
        and not exists (select 1 from students s where s.photo = ${FILE_URL_PREFIX} || f.id)
        and not exists (select 1 from teachers t where t.photo = ${FILE_URL_PREFIX} || f.id)
        and not exists (select 1 from schools sc where sc.logo = ${FILE_URL_PREFIX} || f.id)
        and not exists (select 1 from student_leaves l where l.document = ${FILE_URL_PREFIX} || f.id)
        and not exists (select 1 from news n where n.cover_image = ${FILE_URL_PREFIX} || f.id)
      returning f.id`,
  );
  return gone.length;
}

/** Runs the clean-up now and then every `intervalMs` (6 hours by default) while the server runs. */
export function startOrphanFileCleanup(
  db: Db,
  intervalMs = 6 * 60 * 60 * 1000,
  onError?: (e: unknown) => void,
) {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = deleteOrphanFiles(db)
      .then(
        () => undefined,
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  // Stops: no new pass, and the one under way finishes.
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
