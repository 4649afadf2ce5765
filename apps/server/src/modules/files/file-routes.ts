/**
 * /api/files — serving stored images (only within the user's schools; another school's file is a
 * 404) and storing one uploaded image for an image field: a student's or teacher's photo (stored for
 * the current school) or a school's logo (stored for that school).
 */
import { ERROR_CODES } from '@school/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { readImageUpload } from './image-upload';
import { fileUrl, findFileInScope, saveFile } from './stored-files';

/** The owner kind of a school's logo; the upload names the school in a `schoolId` field. */
export const SCHOOL_LOGO_KIND = 'school-logo';

/**
 * Image fields by owner kind, and who may fill them: whoever may add or edit that kind of person,
 * or edit a school (the schools page, or the school-information page of one's own school).
 */
const PHOTO_OWNERS: Record<string, string[]> = {
  students: ['students.add', 'students.edit'],
  teachers: ['teachers.add', 'teachers.edit'],
  'student-leaves': ['student-leaves.add', 'student-leaves.edit'],
  news: ['news.add', 'news.edit'],
  [SCHOOL_LOGO_KIND]: ['schools.edit', 'school-information.edit'],
};
const ANY_PHOTO_PERMISSION = Object.values(PHOTO_OWNERS).flat();
const KIND_MESSAGE = 'نوع صاحب تصویر باید دانش‌آموز، دبیر، مدرک مرخصی، تصویر خبر یا نشان مدرسه باشد.';
const SCHOOL_MESSAGES = {
  missing: 'نشان مدرسه را پس از ذخیره مدرسه بارگذاری کنید.',
  notFound: 'مدرسه یافت نشد.',
} as const;

/**
 * The school an upload is stored for: the current one for photos; for a logo, the school named in
 * the form's `schoolId` (a system manager may edit school B while working in school A).
 */
async function targetSchool(db: Db, access: UserAccess, fields: Record<string, string>): Promise<number> {
  if (fields.kind !== SCHOOL_LOGO_KIND) {
    const { schoolId } = await currentContext(db, access);
    if (schoolId === null)
      throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه جاری را انتخاب کنید.');
    return schoolId;
  }
  if (!fields.schoolId)
    throw new AppError(400, ERROR_CODES.VALIDATION, SCHOOL_MESSAGES.missing, {
      schoolId: SCHOOL_MESSAGES.missing,
    });
  const id = Number(fields.schoolId);
  const inScope = access.schoolScope === 'all' || access.schoolScope.includes(id);
  const [school] =
    Number.isInteger(id) && id > 0 && inScope
      ? await db.select({ id: schools.id }).from(schools).where(eq(schools.id, id))
      : [];
  if (!school) throw notFound(SCHOOL_MESSAGES.notFound);
  return school.id;
}

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
        // A photo is a student's or teacher's personal data: like every API answer it is not kept
        // in the browser's cache (security-headers.ts).
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .send(file.bytes);
      },
    );

    app.post(
      '/images',
      {
        schema: {
          tags,
          summary:
            'Store one image for an image field (kind: students, teachers, student-leaves, news, school-logo); returns its URL',
        },
        config: { permission: ANY_PHOTO_PERMISSION },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const { bytes, contentType, fields } = await readImageUpload(request);
        const allowed = PHOTO_OWNERS[fields.kind ?? ''];
        if (!allowed) throw new AppError(400, ERROR_CODES.VALIDATION, KIND_MESSAGE, { kind: KIND_MESSAGE });
        if (!allowed.some((p) => can(access, p))) throw forbidden();
        const schoolId = await targetSchool(db, access, fields);
        const id = await saveFile(db, { schoolId, ownerKind: fields.kind!, contentType, bytes, userId });
        return { success: true, data: { id, url: fileUrl(id) } };
      },
    );
  };
