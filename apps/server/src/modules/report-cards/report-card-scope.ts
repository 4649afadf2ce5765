/**
 * Where report-card requests look: the user's current school and academic year; a term, classroom
 * or card of another school or year does not exist for them (404).
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, reportCards, terms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export interface CardContext {
  schoolId: number;
  academicYearId: number;
}

export async function cardContext(db: Db, access: UserAccess): Promise<CardContext> {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  return { schoolId, academicYearId };
}

/** A term id must be a term of the current year; null (the year card) always is. */
export async function checkTerm(db: Db, context: CardContext, termId: number | null): Promise<void> {
  if (termId === null) return;
  const [term] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.id, termId), eq(terms.academicYearId, context.academicYearId)));
  if (!term) throw notFound('نوبت مورد نظر در این سال تحصیلی یافت نشد.');
}

export async function checkClassroom(db: Db, context: CardContext, classroomId: number | undefined) {
  if (classroomId === undefined) return;
  const [room] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, classroomId),
        eq(classrooms.schoolId, context.schoolId),
        eq(classrooms.academicYearId, context.academicYearId),
      ),
    );
  if (!room) throw notFound('کلاس مورد نظر یافت نشد.');
}

/** A card in one of the user's schools (any year: an old card can still be opened). */
export async function scopedCard(db: Db, access: UserAccess, id: number) {
  const [card] = await db.select().from(reportCards).where(eq(reportCards.id, id));
  const visible = card && (access.schoolScope === 'all' || access.schoolScope.includes(card.schoolId));
  if (!visible) throw notFound('کارنامه مورد نظر یافت نشد.');
  return card;
}
