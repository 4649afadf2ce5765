/**
 * Demo discipline and money, so each of their pages opens full: per school, the usual discipline
 * types and a few dozen items this year; tuition, service and book debt types; each student's
 * tuition in six monthly instalments from the start of the year, books for the first classrooms,
 * and payments of every kind — paid in full, in part (one by cheque), and not at all.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { writeInstalments } from '../../modules/debts/debt-instalments';
import type { Db } from '../client';
import {
  academicYears,
  classrooms,
  debtPayments,
  debtTypes,
  disciplineItems,
  disciplineTypes,
  studentDebts,
  students,
} from '../schema';

const DISCIPLINE_TYPES = [
  { title: 'تأخیر در ورود به کلاس', kind: 'negative', scoreDelta: -0.25, severity: 'low' },
  { title: 'غیبت غیرموجه', kind: 'negative', scoreDelta: -0.5, severity: 'medium' },
  { title: 'بی‌نظمی در کلاس', kind: 'negative', scoreDelta: -1, severity: 'medium' },
  { title: 'درگیری با همکلاسی', kind: 'negative', scoreDelta: -2, severity: 'high' },
  { title: 'همکاری در برنامه‌های مدرسه', kind: 'positive', scoreDelta: 0.5, severity: 'low' },
  { title: 'کسب رتبه در مسابقات', kind: 'positive', scoreDelta: 1, severity: 'low' },
] as const;

const ACTIONS = {
  negative: ['تذکر شفاهی', 'تماس با ولی', 'ثبت در پرونده'],
  positive: ['تشویق در صبحگاه', 'تقدیرنامه'],
};

const actionsFor = (kind: string) => (kind === 'positive' ? ACTIONS.positive : ACTIONS.negative);

const TUITION = 450_000_000;
const SERVICE = 120_000_000;
const BOOKS = 8_500_000;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoDisciplineAndDebts(db: Db, schoolIds: number[], yearId: number, today: Date) {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, yearId));
  if (!year) return;
  const todayIso = today.toISOString().slice(0, 10);
  const span = Math.max(1, Math.round((Date.parse(todayIso) - Date.parse(year.startDate)) / 86_400_000));
  const dayInYear = (i: number) => addDays(year.startDate, Math.min(span, (i * 7) % (span + 1)));

  for (const [schoolIndex, schoolId] of schoolIds.entries()) {
    const types = await db
      .insert(disciplineTypes)
      .values(DISCIPLINE_TYPES.map((t) => ({ ...t, schoolId })))
      .returning();
    const roster = await db
      .select({ id: students.id, classroomId: students.classroomId })
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(eq(students.schoolId, schoolId))
      .orderBy(asc(classrooms.name), asc(students.id));
    // Every third student has an item or two; a few have several, so the score report has a spread.
    const items = roster.flatMap((s, i) => {
      if (i % 3 !== 0) return [];
      const n = i % 9 === 0 ? 4 : 1;
      return Array.from({ length: n }, (_, k) => {
        const type = types[(i + k * 2) % types.length]!;
        return {
          schoolId,
          academicYearId: yearId,
          studentId: s.id,
          disciplineTypeId: type.id,
          date: dayInYear(i + k * 3),
          description: type.kind === 'negative' ? `${type.title} در زنگ ${k + 1}` : type.title,
          actionTaken: actionsFor(type.kind)[(i + k) % actionsFor(type.kind).length]!,
          parentsNotified: k % 2 === 0,
        };
      });
    });
    if (items.length) await db.insert(disciplineItems).values(items);

    const [tuition, service, books] = await db
      .insert(debtTypes)
      .values([
        { schoolId, title: 'شهریه', defaultAmount: TUITION },
        { schoolId, title: 'سرویس', defaultAmount: SERVICE },
        { schoolId, title: 'کتاب', defaultAmount: BOOKS },
      ])
      .returning();
    const names = new Map(
      (
        await db
          .select({ id: students.id, first: students.firstName, last: students.lastName })
          .from(students)
          .where(
            inArray(
              students.id,
              roster.map((s) => s.id),
            ),
          )
      ).map((s) => [s.id, `${s.first} ${s.last}`]),
    );
    const debtRows = roster.flatMap((s, i) => {
      const base = { schoolId, academicYearId: yearId, studentId: s.id };
      const rows = [
        {
          ...base,
          debtTypeId: tuition!.id,
          title: `شهریه — ${names.get(s.id)}`,
          amount: TUITION,
          dueDate: year.startDate,
          instalmentCount: 6,
          description: 'شهریه سال تحصیلی در شش قسط',
        },
      ];
      if (i % 4 === 0) {
        rows.push({
          ...base,
          debtTypeId: service!.id,
          title: `سرویس — ${names.get(s.id)}`,
          amount: SERVICE,
          dueDate: addDays(year.startDate, 30),
          instalmentCount: 3,
          description: 'سرویس رفت و آمد',
        });
      }
      if (i < 24) {
        rows.push({
          ...base,
          debtTypeId: books!.id,
          title: `کتاب — ${names.get(s.id)}`,
          amount: BOOKS,
          dueDate: addDays(year.startDate, 10),
          instalmentCount: 1,
          description: 'بسته کتاب‌های درسی',
        });
      }
      return rows;
    });
    const debts = await db.insert(studentDebts).values(debtRows).returning();
    await writeInstalments(db, debts);
    // Paid in full, the first instalments, a part by cheque, or nothing: a few of each.
    const payments = debts.flatMap((d, i) => {
      const base = {
        schoolId,
        academicYearId: yearId,
        debtId: d.id,
        studentId: d.studentId,
        date: dayInYear(i + 2),
      };
      switch ((i + schoolIndex) % 5) {
        case 0:
          return [{ ...base, amount: d.amount, method: 'card', reference: `${720000 + i}` }];
        case 1:
          return [
            { ...base, amount: Math.floor(d.amount / 3), method: 'cash' },
            {
              ...base,
              amount: Math.floor(d.amount / 6),
              method: 'cheque',
              chequeNumber: `${2100400 + i}`,
              chequeDueDate: addDays(base.date, 30),
            },
          ];
        case 2:
          return [
            { ...base, amount: Math.floor(d.amount / 2), method: 'online', reference: `${985000 + i}` },
          ];
        default:
          return [];
      }
    });
    if (payments.length) await db.insert(debtPayments).values(payments);
  }
}
