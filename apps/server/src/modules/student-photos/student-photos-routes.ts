/**
 * /api/students/photos — group photo upload for the current school, optionally only the students
 * of one classroom (a classroom of another school is a 404).
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { classrooms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { rowId } from '../../http/params';
import { attachGroupPhotos } from './group-photo-service';
import { readPhotoUpload } from './photo-upload';

const querystring = z.object({ classroomId: rowId.optional() });

export const studentPhotosRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/',
      {
        schema: {
          tags: ['students'],
          summary: 'Attach photos named by national code or student number',
          querystring,
        },
        config: { permission: 'students.photos' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const { schoolId } = await currentContext(db, access);
        if (schoolId === null)
          throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه جاری را انتخاب کنید.');
        const classroomId = request.query.classroomId ?? null;
        if (classroomId !== null) {
          const [room] = await db
            .select({ id: classrooms.id })
            .from(classrooms)
            .where(and(eq(classrooms.id, classroomId), eq(classrooms.schoolId, schoolId)));
          if (!room) throw notFound('کلاس یافت نشد.');
        }
        const files = await readPhotoUpload(request);
        const result = await attachGroupPhotos(db, files, { schoolId, classroomId, userId });
        const n = (v: number) => v.toLocaleString('fa-IR');
        return {
          success: true,
          data: result,
          message: `${n(result.matched.length)} تصویر ثبت شد، ${n(result.unmatched.length)} فایل بی‌صاحب ماند و ${n(result.rejected.length)} فایل رد شد.`,
        };
      },
    );
  };
