/**
 * Image columns (a student's or teacher's photo, a school's logo) hold `/api/files/<id>` of a file
 * stored for the row's school. Engine hooks: refuse anything else on write, and drop the replaced
 * file afterwards.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { EntityBinding, Row, WriteContext } from '../../engine/binding';
import { AppError } from '../../http/errors';
import { deleteReplacedFile, fileIdOf } from './stored-files';

const BAD_IMAGE = 'تصویر را با دکمه «انتخاب تصویر» بارگذاری کنید.';

/**
 * The hooks of a binding with the image field `field`. `schoolKey` is the row's column naming its
 * school: `schoolId`, or `id` for schools themselves (so a new school, having no id yet, cannot
 * take an image before it is saved).
 */
export function imageFieldHooks(
  field: string,
  schoolKey = 'schoolId',
): Pick<EntityBinding, 'beforeWrite' | 'afterWrite'> {
  return {
    async beforeWrite(values: Record<string, unknown>, ctx: WriteContext) {
      const url = values[field];
      if (url === undefined || url === null || url === ctx.existing?.[field]) return values;
      const id = fileIdOf(url);
      const schoolId = (ctx.existing?.[schoolKey] ?? values[schoolKey]) as number | undefined;
      const [file] =
        id === null || schoolId === undefined
          ? []
          : await ctx.db
              .select({ id: storedFiles.id })
              .from(storedFiles)
              .where(and(eq(storedFiles.id, id), eq(storedFiles.schoolId, schoolId)));
      if (!file) throw new AppError(400, ERROR_CODES.VALIDATION, BAD_IMAGE, { [field]: BAD_IMAGE });
      return values;
    },
    async afterWrite(row: Row, ctx: WriteContext) {
      const before = ctx.existing?.[field];
      if (before && before !== row[field]) await deleteReplacedFile(ctx.db, before, row[schoolKey] as number);
    },
  };
}

/** The hooks of a binding whose entity has a photo field (students, teachers). */
export const photoHooks = imageFieldHooks('photo');
