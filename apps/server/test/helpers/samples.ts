/**
 * Valid sample values for any registry entity, derived from its field types alone, so that a new
 * entity in the registry gets its generated API tests without extra code. References are resolved
 * through the API (the target's /options), as a user would pick them.
 */
import { type EntityDef, type FieldDef, getEntity, withNationalCheckDigit } from '@school/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

/** A national code with a valid check digit, different for each n (and from the demo data's). */
export function nationalCodeFor(n: number): string {
  return withNationalCheckDigit(String(700_000_000 + n * 7919));
}

function textSample(field: FieldDef, n: number): string {
  if (field.format === 'digits')
    return String(n)
      .padStart(field.maxLength ?? 8, '7')
      .slice(-(field.maxLength ?? 8));
  if (field.format === 'username') return `user${n}x`;
  if (field.format === 'email') return `person${n}@example.com`;
  if (field.secret) return 'Strong-Pass-1404!';
  return `نمونه ${n} ${field.name}`.slice(0, field.maxLength ?? 500);
}

const pad = (v: number) => String(v).padStart(2, '0');
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

async function createVia(
  app: FastifyInstance,
  token: string,
  name: string,
  payload: unknown,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: bearer(token),
    payload: payload as object,
  });
  if (response.statusCode !== 201) throw new Error(`sample ${name}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

/**
 * The rules a field-type sample cannot know, because they compare rows with each other:
 *  - a school's class periods have distinct ordinals and do not overlap: take the first free ordinal
 *    and a half hour after the school's latest period;
 *  - a discipline item is dated inside the current academic year;
 *  - a payment goes to a debt with room for it (one nothing was paid of);
 *  - a timetable slot may not clash: give it its own classroom and a teacherless course group, on
 *    Thursday (which the demo timetable leaves free).
 */
async function hints(
  app: FastifyInstance,
  token: string,
  def: EntityDef,
  n: number,
  overrides: Record<string, unknown>,
) {
  if (def.name === 'class-period') {
    const response = await app.inject({
      method: 'GET',
      url: '/api/class-period?pageSize=100',
      headers: bearer(token),
    });
    const periods = (response.json() as { data: { items: { ordinal: number; endTime: string }[] } }).data
      .items;
    const used = new Set(periods.map((p) => p.ordinal));
    let ordinal = 1;
    while (used.has(ordinal)) ordinal++;
    const start = Math.max(6 * 60, ...periods.map((p) => minutes(p.endTime))) + 5;
    return { ordinal, startTime: hhmm(start), endTime: hhmm(start + 30) };
  }
  if (def.name === 'attendance') return attendanceHints(app, token, n, overrides);
  if (def.name === 'exams' && !('termId' in overrides)) return examHints(app, token);
  if (def.name === 'terms' && !('academicYearId' in overrides)) return currentYear(app, token);
  if (def.name === 'discipline-students' && !('date' in overrides)) return inCurrentYear(app, token, n);
  if (def.name === 'student-debt-peyments' && !('debtId' in overrides)) return unpaidDebt(app, token, n);
  if (def.name === 'exam-start-time' && !('date' in overrides)) return inCurrentYear(app, token, n);
  if (def.name === 'makeup-exams' && !('date' in overrides)) return inCurrentYear(app, token, n);
  if (def.name === 'exam-planning' && !('date' in overrides)) return examPlanHints(app, token, n, overrides);
  if (def.name === 'exam-venues' && !('outOfUseSeats' in overrides))
    return { outOfUseSeats: '1-1', supervisorStaffIds: [] };
  if (def.name === 'corp-exams') return corpExamHints(app, token, n, overrides);
  // A grade appears once in a pre-registration form: each sample gets a form of its own.
  if (def.name === 'preregister-grades' && !('gradeLevel' in overrides)) {
    const form = await sampleFor(app, token, getEntity('preregister-campaigns')!, 7000 + n);
    return {
      gradeLevel: String(1 + (n % 9)),
      campaignId: await createVia(app, token, 'preregister-campaigns', form),
    };
  }
  // A survey is open at most 60 days; a question goes to a survey of its own (none answered yet).
  if (def.name === 'survey-groups' && !('opensOn' in overrides)) {
    const opens = new Date(Date.UTC(2030 + (n % 50), 0, 1));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return { opensOn: day(opens), closesOn: day(new Date(opens.getTime() + 20 * 86_400_000)) };
  }
  if (def.name === 'survey-items' && !('surveyGroupId' in overrides)) {
    const survey = await sampleFor(app, token, getEntity('survey-groups')!, 6000 + n);
    return { surveyGroupId: await createVia(app, token, 'survey-groups', survey) };
  }
  if (def.name !== 'schedule-slots') return {};
  if ('courseGroupId' in overrides) return { weekday: '5' };
  const classroomId = await createVia(
    app,
    token,
    'classrooms',
    await sampleFor(app, token, getEntity('classrooms')!, 5000 + n),
  );
  const group = await sampleFor(app, token, getEntity('course-groups')!, 5000 + n, {
    classroomId,
    teacherId: null,
  });
  return { weekday: '5', courseGroupId: await createVia(app, token, 'course-groups', group) };
}

async function getVia(app: FastifyInstance, token: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  return (response.json() as { data: Record<string, unknown> & { items?: Record<string, unknown>[] } }).data;
}

/**
 * An attendance row needs a past day, and its student in its course group's classroom: take the
 * given group or student and find (or make) the other to match.
 */
async function attendanceHints(
  app: FastifyInstance,
  token: string,
  n: number,
  overrides: Record<string, unknown>,
) {
  const date = new Date(Date.now() - (2 + (n % 300)) * 86_400_000).toISOString().slice(0, 10);
  let studentId = overrides.studentId as number | undefined;
  let groupId = overrides.courseGroupId as number | undefined;
  if (groupId === undefined) {
    const student = studentId
      ? await getVia(app, token, `/api/students/${studentId}`)
      : (await getVia(app, token, '/api/students?pageSize=1')).items![0]!;
    studentId = student.id as number;
    const groups = (await getVia(app, token, `/api/course-groups?classroomId=${String(student.classroomId)}`))
      .items!;
    groupId = groups.length
      ? (groups[0]!.id as number)
      : await createVia(
          app,
          token,
          'course-groups',
          await sampleFor(app, token, getEntity('course-groups')!, 6000 + n, {
            classroomId: student.classroomId,
            teacherId: null,
          }),
        );
  } else if (studentId === undefined) {
    const group = await getVia(app, token, `/api/course-groups/${groupId}`);
    const member = (
      await getVia(app, token, `/api/students?classroomId=${String(group.classroomId)}&pageSize=1`)
    ).items![0];
    // A sample classroom may have no students yet: enrol one.
    studentId = member
      ? (member.id as number)
      : await createVia(
          app,
          token,
          'students',
          await sampleFor(app, token, getEntity('students')!, 7000 + n, { classroomId: group.classroomId }),
        );
  }
  return { date, studentId, courseGroupId: groupId };
}

/** Terms are made in the current academic year, where exams can use them. */
async function currentYear(app: FastifyInstance, token: string) {
  const context = await getVia(app, token, '/api/context');
  return { academicYearId: context.currentAcademicYearId as number };
}

/** A discipline item lies inside its academic year: a day of the current one. */
async function inCurrentYear(app: FastifyInstance, token: string, n: number) {
  const yearId = (await currentYear(app, token)).academicYearId;
  const year = await getVia(app, token, `/api/academic-years/${yearId}`);
  const start = Date.parse(`${String(year.startDate)}T00:00:00Z`);
  return { date: new Date(start + (n % 200) * 86_400_000).toISOString().slice(0, 10) };
}

/** An institute exam lies in its year, its courses of its grade: a given course's, else grade 12's first two. */
async function corpExamHints(
  app: FastifyInstance,
  token: string,
  n: number,
  overrides: Record<string, unknown>,
) {
  const date = await inCurrentYear(app, token, n);
  const given = overrides.coursePlanIds as number[] | undefined;
  if (given?.length) {
    const plan = await getVia(app, token, `/api/course-plans/${given[0]}`);
    return { ...date, gradeLevel: String(plan.gradeLevel) };
  }
  const plans = (await getVia(app, token, '/api/course-plans?gradeLevel=12&pageSize=2&sort=code:asc')).items!;
  return { ...date, gradeLevel: '12', coursePlanIds: plans.map((p) => p.id) };
}

/** A payment never exceeds what its debt owes: a small amount on a debt nothing was paid of. */
async function unpaidDebt(app: FastifyInstance, token: string, n: number) {
  const debts = (await getVia(app, token, '/api/student-debts?status=unpaid&pageSize=100')).items!;
  return { debtId: debts[n % debts.length]!.id, amount: 1_000 + n };
}

/** An exam's term must be of the current academic year (other tests may add years and terms). */
async function examHints(app: FastifyInstance, token: string) {
  const yearId = (await currentYear(app, token)).academicYearId;
  const terms = yearId ? (await getVia(app, token, `/api/terms?academicYearId=${yearId}`)).items! : [];
  return { termId: terms[0]?.id ?? null };
}

/**
 * A row of the exam plan: a term of the current year (or the given one) and a day of it that is no
 * Friday or holiday and has no exam planned yet, different for each n; a course with course groups
 * in the school (one of its groups'), or, for a given course or major, a classroom of that grade
 * (and major) and a group of the course in it, made here.
 */
async function examPlanHints(
  app: FastifyInstance,
  token: string,
  n: number,
  overrides: Record<string, unknown>,
) {
  const termId = (overrides.termId as number | undefined) ?? (await examHints(app, token)).termId;
  const term = await getVia(app, token, `/api/terms/${String(termId)}`);
  const holidays = (await getVia(app, token, '/api/calendar-events?kind=holiday&pageSize=100')).items!;
  // Days the plan already uses are left alone too: no clash with a classroom's exam.
  const planned = (await getVia(app, token, '/api/exam-planning?pageSize=100')).items!.map((r) => r.date);
  const start = Date.parse(`${String(term.startDate)}T00:00:00Z`);
  const length = Math.round((Date.parse(`${String(term.endDate)}T00:00:00Z`) - start) / 86_400_000) + 1;
  const closed = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).getUTCDay() === 5 ||
    planned.includes(iso) ||
    holidays.some((h) => String(h.startDate) <= iso && iso <= String(h.endDate));
  let date = '';
  for (let k = 0; !date || closed(date); k++) {
    date = new Date(start + ((n + k * 37) % length) * 86_400_000).toISOString().slice(0, 10);
  }
  const majorId = (overrides.majorId as number | undefined) ?? null;
  let coursePlanId = overrides.coursePlanId as number | undefined;
  if (coursePlanId === undefined && majorId === null) {
    const groups = (await getVia(app, token, '/api/course-groups?pageSize=100')).items!;
    coursePlanId = groups[n % groups.length]!.coursePlanId as number;
  } else {
    coursePlanId ??= await createVia(
      app,
      token,
      'course-plans',
      await sampleFor(app, token, getEntity('course-plans')!, 8000 + n, { majorId: null }),
    );
    const plan = await getVia(app, token, `/api/course-plans/${coursePlanId}`);
    const classroomId = await createVia(
      app,
      token,
      'classrooms',
      await sampleFor(app, token, getEntity('classrooms')!, 8000 + n, {
        gradeLevel: plan.gradeLevel,
        majorId: majorId ?? plan.majorId,
      }),
    );
    const group = await sampleFor(app, token, getEntity('course-groups')!, 8000 + n, {
      classroomId,
      coursePlanId,
      teacherId: null,
    });
    await createVia(app, token, 'course-groups', group);
  }
  return { termId, date, coursePlanId, majorId };
}

export async function sampleFor(
  app: FastifyInstance,
  token: string,
  def: EntityDef,
  n: number,
  given: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const overrides = { ...(await hints(app, token, def, n, given)), ...given };
  const values: Record<string, unknown> = {};
  let dateIndex = 0;
  let timeIndex = 0;
  for (const field of def.fields.filter((f) => !f.readOnly && !(f.name in overrides))) {
    switch (field.type) {
      case 'text':
      case 'richText':
        values[field.name] = textSample(field, n);
        break;
      case 'number':
        // Wrap within [min, max] so different n give different values.
        values[field.name] = (field.min ?? 1) + (n % ((field.max ?? 1_000_000) - (field.min ?? 1) + 1));
        break;
      case 'money':
        values[field.name] = 1_000 * n;
        break;
      case 'score':
        values[field.name] = 15.25;
        break;
      case 'jalaliDate': {
        // Later date fields get later dates, so start/end pairs are in order.
        const day = new Date(Date.UTC(2030 + (n % 50), 0, 1 + 60 * dateIndex++));
        values[field.name] = day.toISOString().slice(0, 10);
        break;
      }
      case 'time':
        values[field.name] = `${pad(6 + (n % 17))}:${pad(40 * timeIndex++)}`;
        break;
      case 'enum':
        values[field.name] = field.multiple
          ? field.optionsSource === 'permissions'
            ? ['classrooms.list']
            : []
          : field.options![0];
        break;
      case 'boolean':
        values[field.name] = false;
        break;
      case 'phone':
        values[field.name] = `0912${String(1_000_000 + n).slice(-7)}`;
        break;
      case 'nationalCode':
        values[field.name] = nationalCodeFor(n);
        break;
      case 'reference': {
        const response = await app.inject({
          method: 'GET',
          url: `/api/${field.ref}/options`,
          headers: bearer(token),
        });
        const options = (response.json() as { data: { id: number }[] }).data;
        if (!options?.length) throw new Error(`no ${field.ref} to reference from ${def.name}.${field.name}`);
        const id = options[n % options.length]!.id;
        values[field.name] = field.multiple ? [id] : id;
        break;
      }
      case 'image':
        break;
    }
  }
  return { ...values, ...overrides };
}
