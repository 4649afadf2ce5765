/**
 * /api/teacher/profile/photo — the signed-in teacher replaces or removes their own photo. There is
 * no id: the photo of the teacher record linked to the caller's account is the only one reachable.
 */
import { ERROR_CODES, teachersEntity } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { teachers } from '../../db/schema';
import type { Row } from '../../engine/binding';
import { serializeRow } from '../../engine/serialize';
import { AppError } from '../../http/errors';
import { readImageUpload } from '../files/image-upload';
import { auditTeacherChange, myTeacher, STALE_PROFILE } from './my-teacher';
import { deleteReplacedFile, fileUrl, saveFile } from '../files/stored-files';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const teacherPhotoRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['teacher profile'];
    const config = { permission: 'teacher-profile.edit' };
    /** Sets the photo (from `photo`, inside the transaction) and drops the replaced file. */
    const setPhoto = async (userId: number, photo: (tx: Tx, schoolId: number) => Promise<string | null>) => {
      const teacher = await myTeacher(db, userId);
      const updated = await db.transaction(async (tx) => {
        const url = await photo(tx, teacher.schoolId);
        const [row] = await tx
          .update(teachers)
          .set({ photo: url, version: teacher.version + 1, updatedAt: new Date(), updatedBy: userId })
          .where(and(eq(teachers.id, teacher.id), eq(teachers.version, teacher.version)))
          .returning();
        if (!row) throw new AppError(409, ERROR_CODES.CONFLICT, STALE_PROFILE);
        await deleteReplacedFile(tx, teacher.photo, teacher.schoolId);
        await auditTeacherChange(tx, userId, teacher, row);
        return row;
      });
      return { success: true, data: serializeRow(teachersEntity, updated as unknown as Row) };
    };

    app.post('/', { schema: { tags, summary: 'Replace my photo' }, config }, async (request) => {
      const { userId } = requireAuth(request);
      await myTeacher(db, userId);
      const { bytes, contentType } = await readImageUpload(request);
      return setPhoto(userId, async (tx, schoolId) =>
        fileUrl(await saveFile(tx, { schoolId, ownerKind: 'teachers', contentType, bytes, userId })),
      );
    });

    app.delete('/', { schema: { tags, summary: 'Remove my photo' }, config }, async (request) =>
      setPhoto(requireAuth(request).userId, async () => null),
    );
  };
