/** Reading and writing stored files; a file of a school outside the user's scope does not exist. */
import { and, eq } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

/** Either the database or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

export const FILE_URL_PREFIX = '/api/files/';
export const fileUrl = (id: number) => `${FILE_URL_PREFIX}${id}`;

/** The id in a photo column's `/api/files/<id>`, or null for anything else (an old URL, empty). */
export function fileIdOf(url: unknown): number | null {
  if (typeof url !== 'string' || !url.startsWith(FILE_URL_PREFIX)) return null;
  const id = Number(url.slice(FILE_URL_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function saveFile(
  db: Executor,
  file: { schoolId: number; ownerKind: string; contentType: string; bytes: Buffer; userId: number },
): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      schoolId: file.schoolId,
      ownerKind: file.ownerKind,
      contentType: file.contentType,
      bytes: file.bytes,
      size: file.bytes.length,
      createdBy: file.userId,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function findFileInScope(db: Db, access: UserAccess, id: number) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!row) return null;
  if (access.schoolScope !== 'all' && !access.schoolScope.includes(row.schoolId)) return null;
  return row;
}

/** Drops the file a replaced photo pointed to (only within the same school). */
export async function deleteReplacedFile(db: Executor, previousUrl: unknown, schoolId: number) {
  const id = fileIdOf(previousUrl);
  if (id !== null)
    await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.schoolId, schoolId)));
}
