/**
 * /api/files — serving stored photos (only within the user's schools; another school's file is a
 * 404) and storing one uploaded image for a photo field of the student or teacher form.
 */
import { ERROR_CODES } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { readImageUpload } from './image-upload';
import { fileUrl, findFileInScope, saveFile } from './stored-files';

/** Photo fields by owner kind, and who may fill them: whoever may add or edit that kind of person. */
const PHOTO_OWNERS: Record<string, string[]> = {
  students: ['students.add', 'students.edit'],
  teachers: ['teachers.add', 'teachers.edit'],
};
const ANY_PHOTO_PERMISSION = Object.values(PHOTO_OWNERS).flat();
const KIND_MESSAGE = 'نوع صاحب تصویر باید دانش‌آموز یا دبیر باشد.';

export const fileRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['files'];
    app.get(
      '/:id',
      {
        schema: { tags, summary: 'A stored photo', params: idParams },
        config: { permission: 'authenticated' },
      },
      async (request, reply) => {
        const file = await findFileInScope(db, requireAuth(request).access, request.params.id);
        if (!file) throw notFound('فایل یافت نشد.');
        // A file's id never gets new content (a new photo is a new id), so it may be kept long.
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-length', String(file.size))
          .send(file.bytes);
      },
    );

    app.post(
      '/images',
      {
        schema: { tags, summary: 'Store one image for a photo field; returns its URL' },
        config: { permission: ANY_PHOTO_PERMISSION },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const { bytes, contentType, fields } = await readImageUpload(request);
        const allowed = PHOTO_OWNERS[fields.kind ?? ''];
        if (!allowed) throw new AppError(400, ERROR_CODES.VALIDATION, KIND_MESSAGE, { kind: KIND_MESSAGE });
        if (!allowed.some((p) => can(access, p))) throw forbidden();
        const { schoolId } = await currentContext(db, access);
        if (schoolId === null)
          throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه جاری را انتخاب کنید.');
        const id = await saveFile(db, { schoolId, ownerKind: fields.kind!, contentType, bytes, userId });
        return { success: true, data: { id, url: fileUrl(id) } };
      },
    );
  };
