/**
 * The photo column of students and teachers holds `/api/files/<id>` of a file stored for the same
 * school. Engine hooks: refuse anything else on write, and drop the replaced file afterwards.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { EntityBinding, Row, WriteContext } from '../../engine/binding';
import { AppError } from '../../http/errors';
import { deleteReplacedFile, fileIdOf } from './stored-files';

const BAD_PHOTO = 'تصویر را با دکمه «انتخاب تصویر» بارگذاری کنید.';

async function checkPhoto(values: Record<string, unknown>, ctx: WriteContext) {
  const photo = values.photo;
  if (photo === undefined || photo === null || photo === ctx.existing?.photo) return values;
  const id = fileIdOf(photo);
  const schoolId = (ctx.existing?.schoolId ?? values.schoolId) as number | undefined;
  const [file] =
    id === null || schoolId === undefined
      ? []
      : await ctx.db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(and(eq(storedFiles.id, id), eq(storedFiles.schoolId, schoolId)));
  if (!file) throw new AppError(400, ERROR_CODES.VALIDATION, BAD_PHOTO, { photo: BAD_PHOTO });
  return values;
}

async function dropReplaced(row: Row, ctx: WriteContext) {
  const before = ctx.existing?.photo;
  if (before && before !== row.photo) await deleteReplacedFile(ctx.db, before, row.schoolId as number);
}

/** The hooks of a binding whose entity has a photo field. */
export const photoHooks: Pick<EntityBinding, 'beforeWrite' | 'afterWrite'> = {
  beforeWrite: checkPhoto,
  afterWrite: dropReplaced,
};
