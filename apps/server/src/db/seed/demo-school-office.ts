/**
 * The demo schools' office: their administrative staff (کادر اداری) with a post each, the school
 * calendar of the year (official holidays, both terms' exam weeks, ceremonies and the coming
 * meetings) and the SMS templates the office sends again and again, so those three pages open full.
 */
import {
  BUILT_IN_ROLES,
  isoDateIn,
  jalaliToIsoDate,
  withNationalCheckDigit,
  type JalaliDate,
} from '@school/shared';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { calendarEvents, examPlanItems, officeManagers, roles, smsTemplates, terms, users } from '../schema';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Saturday 0 … Friday 6, the school week. */
export const schoolWeekdayOf = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 1) % 7;

/** The first day after `iso` that falls on the school weekday `weekday`. */
const nextWeekday = (iso: string, weekday: number) => {
  let day = addDays(iso, 1);
  while (schoolWeekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
};

/**
 * Days before today the calendar puts no holiday on: the demo's attendance (demo-attendance.ts)
 * covers the last two school weeks, and the sheets of the days before and of today stay open to take.
 */
export const HOLIDAY_FREE_DAYS_BEFORE_TODAY = 21;

type Staff = { firstName: string; lastName: string; role: string; email?: string; username?: string };

/** The boys' school is run by men, the girls' by women; the first two are the demo users clerk and deputy. */
const STAFF: Staff[][] = [
  [
    {
      firstName: 'علی',
      lastName: 'رضایی',
      role: BUILT_IN_ROLES.clerk,
      email: 'rezaei@farhang-school.ir',
      username: 'clerk',
    },
    { firstName: 'حسین', lastName: 'موسوی', role: BUILT_IN_ROLES.trainingDeputy, username: 'deputy' },
    { firstName: 'محمدرضا', lastName: 'نوروزی', role: BUILT_IN_ROLES.educationDeputy },
    { firstName: 'جواد', lastName: 'طاهری', role: BUILT_IN_ROLES.clerk },
    { firstName: 'مسعود', lastName: 'یزدانی', role: BUILT_IN_ROLES.clerk },
  ],
  [
    { firstName: 'فرشته', lastName: 'صالحی', role: BUILT_IN_ROLES.educationDeputy },
    { firstName: 'معصومه', lastName: 'اکبری', role: BUILT_IN_ROLES.trainingDeputy },
    { firstName: 'لیلا', lastName: 'نجفی', role: BUILT_IN_ROLES.clerk, email: 'najafi@farhang-school.ir' },
    { firstName: 'سمیه', lastName: 'کاظمی', role: BUILT_IN_ROLES.clerk },
  ],
];

/** Texts with the placeholders a composed SMS fills (SMS_PLACEHOLDERS in @school/shared). */
const SMS_TEMPLATES = [
  {
    title: 'اطلاع غیبت به اولیا',
    body: 'ولی گرامی {name}، فرزندتان {student} از کلاس {classroom} امروز {date} در مدرسه غایب بود. لطفاً علت غیبت را به دفتر مدرسه اطلاع دهید.\n{school}',
  },
  {
    title: 'اطلاع تأخیر به اولیا',
    body: 'ولی گرامی، {student} امروز {date} با تأخیر به کلاس رسید. لطفاً در زمان رسیدن فرزندتان به مدرسه دقت فرمایید.\n{school}',
  },
  {
    title: 'یادآوری پرداخت شهریه',
    body: 'ولی گرامی {name}، قسط شهریه {student} سررسید شده است. خواهشمند است تا پایان هفته برای پرداخت به دفتر مدرسه مراجعه یا از درگاه آنلاین پرداخت فرمایید.\n{school}',
  },
  {
    title: 'دعوت به جلسه انجمن اولیا و مربیان',
    body: 'ولی گرامی {name}، جلسه انجمن اولیا و مربیان کلاس {classroom} روز پنج‌شنبه ساعت ۱۰ در سالن اجتماعات مدرسه برگزار می‌شود. حضور شما مایه دلگرمی ماست.\n{school}',
  },
  {
    title: 'انتشار کارنامه',
    body: 'ولی گرامی، کارنامه {student} منتشر شد و در سامانه مدرسه در دسترس است.\n{school}',
  },
  {
    title: 'دعوت به جلسه شورای دبیران',
    body: 'همکار گرامی {name}، جلسه شورای دبیران چهارشنبه ساعت ۱۳ در دفتر مدرسه برگزار می‌شود.\n{school}',
  },
];

interface CalendarEvent {
  title: string;
  kind: 'holiday' | 'exam' | 'meeting' | 'ceremony';
  startDate: string;
  endDate: string;
}

/** The first Saturday three weeks before the term's end: the demo exam plan's weeks (demo-exam-logistics.ts). */
function examWeeksStart(termEnd: string): string {
  let first = addDays(termEnd, -21);
  while (schoolWeekdayOf(first) !== 0) first = addDays(first, 1);
  return first;
}

function yearEvents(startYear: number, termEnds: string[], todayIso: string): CalendarEvent[] {
  const on = (jy: number, jm: number, jd: number) => jalaliToIsoDate({ jy, jm, jd } satisfies JalaliDate);
  const next = startYear + 1;
  const day = (title: string, kind: CalendarEvent['kind'], date: string): CalendarEvent => ({
    title,
    kind,
    startDate: date,
    endDate: date,
  });
  return [
    day('جشن آغاز سال تحصیلی و نواختن زنگ مهر', 'ceremony', on(startYear, 7, 1)),
    day('بزرگداشت روز دانش‌آموز', 'ceremony', on(startYear, 8, 13)),
    day('جشن دهه فجر', 'ceremony', on(startYear, 11, 12)),
    day('تعطیلی سالروز پیروزی انقلاب اسلامی', 'holiday', on(startYear, 11, 22)),
    day('تعطیلی روز ملی شدن صنعت نفت', 'holiday', on(startYear, 12, 29)),
    { title: 'تعطیلات نوروز', kind: 'holiday', startDate: on(next, 1, 1), endDate: on(next, 1, 13) },
    day('بزرگداشت روز معلم', 'ceremony', on(next, 2, 12)),
    {
      title: 'تعطیلی رحلت امام خمینی و قیام ۱۵ خرداد',
      kind: 'holiday',
      startDate: on(next, 3, 14),
      endDate: on(next, 3, 15),
    },
    ...termEnds.map((end, i): CalendarEvent => ({
      title: i === 0 ? 'امتحانات نوبت اول' : 'امتحانات نوبت دوم',
      kind: 'exam',
      startDate: examWeeksStart(end),
      endDate: end,
    })),
    // The coming meetings, so this month's page of the calendar has them: the teachers' council on
    // Wednesday (as the announcement of demo-messages.ts says) and the parents' association on Thursday.
    day('جلسه شورای دبیران', 'meeting', nextWeekday(todayIso, 4)),
    day('جلسه انجمن اولیا و مربیان', 'meeting', nextWeekday(todayIso, 5)),
  ];
}

export async function seedDemoSchoolOffice(
  db: Db,
  schoolIds: number[],
  yearId: number,
  startYear: number,
  today: Date,
): Promise<{ officialHolidays: { startDate: string; endDate: string }[] }> {
  const todayIso = isoDateIn(today);
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  const by = { createdBy: manager?.id ?? null, updatedBy: manager?.id ?? null };

  // Office staff: a post each (a built-in role), a valid national code, a mobile.
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, Object.values(BUILT_IN_ROLES)));
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? null;
  let person = 0;
  const staffRows = schoolIds.flatMap((schoolId, s) =>
    (STAFF[s] ?? []).map((staff) => {
      const n = ++person;
      return {
        username: staff.username,
        row: {
          schoolId,
          firstName: staff.firstName,
          lastName: staff.lastName,
          nationalCode: withNationalCheckDigit(String(7_600_000 + n * 131)),
          mobile: `0935${String(4_100_000 + n * 17).slice(-7)}`,
          roleId: roleId(staff.role),
          email: staff.email ?? null,
          ...by,
        },
      };
    }),
  );
  await db.insert(officeManagers).values(staffRows.map((s) => s.row));
  // The demo users who are office staff carry their record's national code: one person, counted once.
  for (const { username, row } of staffRows)
    if (username)
      await db.update(users).set({ nationalCode: row.nationalCode }).where(eq(users.username, username));

  // The calendar: no holiday on a day the demo's exam plan sets an exam, nor on today and the weeks
  // just before it (see HOLIDAY_FREE_DAYS_BEFORE_TODAY).
  const termEnds = (
    await db
      .select({ endDate: terms.endDate })
      .from(terms)
      .where(eq(terms.academicYearId, yearId))
      .orderBy(asc(terms.ordinal))
  ).map((t) => t.endDate);
  const events = yearEvents(startYear, termEnds, todayIso);
  const holidayFreeFrom = addDays(todayIso, -HOLIDAY_FREE_DAYS_BEFORE_TODAY);
  const rows = [];
  for (const schoolId of schoolIds) {
    const examDays = (
      await db
        .select({ date: examPlanItems.date })
        .from(examPlanItems)
        .where(
          and(
            eq(examPlanItems.schoolId, schoolId),
            gte(
              examPlanItems.date,
              events.reduce((a, e) => (e.startDate < a ? e.startDate : a), todayIso),
            ),
            lte(
              examPlanItems.date,
              events.reduce((a, e) => (e.endDate > a ? e.endDate : a), todayIso),
            ),
          ),
        )
    ).map((r) => r.date);
    const free = (e: CalendarEvent) =>
      e.kind !== 'holiday' ||
      ((e.endDate < holidayFreeFrom || e.startDate > todayIso) &&
        !examDays.some((d) => e.startDate <= d && d <= e.endDate));
    rows.push(...events.filter(free).map((e) => ({ ...e, schoolId, ...by })));
  }
  await db.insert(calendarEvents).values(rows);

  await db
    .insert(smsTemplates)
    .values(schoolIds.flatMap((schoolId) => SMS_TEMPLATES.map((t) => ({ ...t, schoolId, ...by }))));
  // Every official holiday of the year, also those left off the calendar above: no demo sheet on them.
  return { officialHolidays: events.filter((e) => e.kind === 'holiday') };
}
