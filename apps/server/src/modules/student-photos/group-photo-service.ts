/**
 * Group photos: each file is named by a student's national code or student number (Persian digits
 * too); a matched image is checked, resized and stored, and becomes that student's photo. Everything
 * is written in one transaction; the answer lists matched, unmatched and rejected files with reasons.
 */
import { normalizeCode } from '@school/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, students } from '../../db/schema';
import { IMAGE_MESSAGES, normalizeImage, sniffImage } from '../files/image-processing';
import { deleteReplacedFile, fileUrl, saveFile } from '../files/stored-files';
import type { ZipItem } from './photo-zip';

export const MATCH_MESSAGES = {
  badName: 'نام فایل کد ملی یا شماره دانش‌آموزی نیست.',
  noStudent: 'دانش‌آموزی با این کد ملی یا شماره دانش‌آموزی در این مدرسه پیدا نشد.',
  noStudentInClassroom: 'دانش‌آموزی با این کد ملی یا شماره دانش‌آموزی در این کلاس پیدا نشد.',
  twice: (file: string) => `تصویر این دانش‌آموز در فایل «${file}» هم آمده است؛ این فایل کنار گذاشته شد.`,
} as const;

export interface GroupPhotoResult {
  matched: { file: string; studentId: number; studentName: string; key: string }[];
  unmatched: { file: string; reason: string }[];
  rejected: { file: string; reason: string }[];
}

/** "photos/۰۰۱۲۳۴۵۶۷۸.JPG" → "0012345678"; null when the name is not a number. */
export function photoKey(fileName: string): string | null {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const key = normalizeCode(stem).replace(/[-_]/g, '');
  return /^\d{1,20}$/.test(key) ? key : null;
}

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  nationalCode: string;
  studentNumber: string | null;
  photo: string | null;
}

async function candidatesOf(db: Db, schoolId: number, classroomId: number | null): Promise<Candidate[]> {
  const where: SQL[] = [eq(students.schoolId, schoolId)];
  if (classroomId !== null) where.push(eq(students.classroomId, classroomId));
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      nationalCode: students.nationalCode,
      studentNumber: students.studentNumber,
      photo: students.photo,
    })
    .from(students)
    .where(and(...where));
}

export async function attachGroupPhotos(
  db: Db,
  files: ZipItem[],
  target: { schoolId: number; classroomId: number | null; userId: number },
): Promise<GroupPhotoResult> {
  const candidates = await candidatesOf(db, target.schoolId, target.classroomId);
  const byCode = new Map(candidates.map((s) => [s.nationalCode, s]));
  const byNumber = new Map(candidates.filter((s) => s.studentNumber).map((s) => [s.studentNumber!, s]));
  const notFound =
    target.classroomId === null ? MATCH_MESSAGES.noStudent : MATCH_MESSAGES.noStudentInClassroom;

  const result: GroupPhotoResult = { matched: [], unmatched: [], rejected: [] };
  const chosen = new Map<number, string>();
  const toStore: { student: Candidate; bytes: Buffer; contentType: string }[] = [];
  for (const item of files) {
    const file = item.name;
    if ('rejected' in item) {
      result.rejected.push({ file, reason: item.rejected });
      continue;
    }
    // The content decides the type: a renamed text file is refused whatever its extension.
    if (!sniffImage(item.bytes)) {
      result.rejected.push({ file, reason: IMAGE_MESSAGES.notImage });
      continue;
    }
    const key = photoKey(file);
    if (key === null) {
      result.unmatched.push({ file, reason: MATCH_MESSAGES.badName });
      continue;
    }
    // Names made from Excel may have lost a national code's leading zeros.
    const student =
      byCode.get(key.length >= 8 && key.length <= 10 ? key.padStart(10, '0') : key) ?? byNumber.get(key);
    if (!student) {
      result.unmatched.push({ file, reason: notFound });
      continue;
    }
    if (chosen.has(student.id)) {
      result.rejected.push({ file, reason: MATCH_MESSAGES.twice(chosen.get(student.id)!) });
      continue;
    }
    const image = await normalizeImage(item.bytes);
    if (!image.ok) {
      result.rejected.push({ file, reason: image.reason });
      continue;
    }
    chosen.set(student.id, file);
    toStore.push({ student, bytes: image.bytes, contentType: image.contentType });
    result.matched.push({
      file,
      studentId: student.id,
      studentName: `${student.firstName} ${student.lastName}`,
      key,
    });
  }
  if (toStore.length) await storePhotos(db, toStore, target);
  return result;
}

async function storePhotos(
  db: Db,
  photos: { student: Candidate; bytes: Buffer; contentType: string }[],
  target: { schoolId: number; userId: number },
) {
  await db.transaction(async (tx) => {
    for (const { student, bytes, contentType } of photos) {
      const id = await saveFile(tx, {
        schoolId: target.schoolId,
        ownerKind: 'students',
        contentType,
        bytes,
        userId: target.userId,
      });
      await tx
        .update(students)
        .set({
          photo: fileUrl(id),
          updatedAt: new Date(),
          updatedBy: target.userId,
          version: sql`${students.version} + 1`,
        })
        .where(eq(students.id, student.id));
      await deleteReplacedFile(tx, student.photo, target.schoolId);
      await tx.insert(auditLog).values({
        userId: target.userId,
        entity: 'students',
        entityId: student.id,
        action: 'update',
        schoolId: target.schoolId,
        before: { photo: student.photo },
        after: { photo: fileUrl(id) },
      });
    }
  });
}
