/**
 * The large-network generator at a small size, on a fresh in-memory PGlite (or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set): counts, valid unique national codes, normalised names, a
 * timetable without clashes, the benchmark login, refusal on a filled database, and determinism.
 * No timing is asserted.
 */
import { isValidNationalCode } from '@school/shared';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../apps/server/src/auth/passwords';
import type { Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { ensureBuiltInRoles } from '../../apps/server/src/db/seed/built-in-roles';
import { seedDemoNetwork } from '../../apps/server/src/db/seed/demo';
import { openTestDatabase } from '../../apps/server/test/helpers/test-app';
import {
  type GenerateOptions,
  type GenerateResult,
  GeneratorRefusal,
  generateNetwork,
} from '../src/generator/generate';
import { GENERATED_TABLES } from '../src/generator/tables';
import { AMENDMENT_REASON } from '../src/generator/audit-trail';
import { amendmentRowsQuery } from '../../apps/server/src/modules/student-file/student-records';

const SMALL: GenerateOptions = {
  schools: 2,
  studentsPerSchool: 60,
  seed: 7,
  force: false,
  benchPassword: 'Bench-Test-Password-1404',
  // Fixed, so the academic year (and so the data) does not depend on the day the test runs.
  today: new Date('2025-11-15T08:00:00Z'),
};

async function rows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every generated table without the load-time timestamps. */
async function dump(database: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of Object.values(GENERATED_TABLES)) {
    const name = getTableConfig(table).name;
    const all = await rows(database, sql`select * from ${sql.identifier(name)} order by id`);
    out[name] = all.map(({ created_at: _c, updated_at: _u, ...rest }) => rest);
  }
  return out;
}

describe('large-network generator, small size', () => {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  let result: GenerateResult;

  beforeAll(async () => {
    ({ database, close: closeDatabase } = await openTestDatabase());
    result = await generateNetwork(database, SMALL);
  });
  afterAll(() => closeDatabase());

  it('creates the requested network and the counts it reports', async () => {
    expect(result.counts.schools).toBe(2);
    expect(result.counts.students).toBe(120);
    expect(result.counts.academicYears).toBe(1);
    expect(result.counts.terms).toBe(2);
    expect(result.counts.teachers).toBeGreaterThan(0);
    for (const [key, table] of Object.entries(GENERATED_TABLES)) {
      const [row] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from ${sql.identifier(getTableConfig(table).name)}`,
      );
      expect(row?.n, key).toBe(result.counts[key as keyof typeof result.counts]);
    }
    const schools = await rows<{ code: string }>(database, sql`select code from schools`);
    for (const school of schools) expect(school.code).toMatch(/^[1-9]\d{7}$/);
  });

  it('keeps every foreign key of the database (the bulk load skips their triggers)', async () => {
    const keys = await rows<{ child: string; column: string; parent: string; parentColumn: string }>(
      database,
      sql`select c.conrelid::regclass::text as child, a.attname as column,
            c.confrelid::regclass::text as parent, pa.attname as "parentColumn"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
          where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
            and cardinality(c.conkey) = 1`,
    );
    const checked = new Set(keys.map((k) => k.child));
    expect(checked).toContain('exam_scores');
    expect(checked).toContain('attendance_records');
    for (const key of keys) {
      const [orphans] = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from ${sql.identifier(key.child)} c
            where c.${sql.identifier(key.column)} is not null and not exists (
              select 1 from ${sql.identifier(key.parent)} p
              where p.${sql.identifier(key.parentColumn)} = c.${sql.identifier(key.column)})`,
      );
      expect(orphans?.n, `${key.child}.${key.column} → ${key.parent}`).toBe(0);
    }
  });

  it('gives every person a valid national code, unique across students and teachers', async () => {
    const codes = await rows<{ code: string }>(
      database,
      sql`select national_code as code from students union all select national_code from teachers`,
    );
    expect(codes.length).toBe(result.counts.students + result.counts.teachers);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(codes.filter((c) => !isValidNationalCode(c.code))).toEqual([]);
  });

  it('stores names normalised: Arabic ي/ك typed on input never reach the database', async () => {
    expect(result.arabicInputs).toBeGreaterThan(0);
    const arabic = await rows(
      database,
      sql`select id from students where first_name || last_name || coalesce(father_name, '') ~ '[يكى]'
          union all select id from teachers where first_name || last_name ~ '[يكى]'`,
    );
    expect(arabic).toEqual([]);
  });

  it('builds a weekly timetable without classroom or teacher clashes', async () => {
    const classroomClashes = await rows(
      database,
      sql`select g.classroom_id, s.weekday, s.class_period_id from schedule_slots s
          join course_groups g on g.id = s.course_group_id
          group by 1, 2, 3 having count(*) > 1`,
    );
    const teacherClashes = await rows(
      database,
      sql`select g.teacher_id, s.weekday, s.class_period_id from schedule_slots s
          join course_groups g on g.id = s.course_group_id
          group by 1, 2, 3 having count(*) > 1`,
    );
    expect(classroomClashes).toEqual([]);
    expect(teacherClashes).toEqual([]);
    // Every course group has a teacher and exactly its plan's weekly hours in the timetable.
    const wrongHours = await rows(
      database,
      sql`select g.id from course_groups g join course_plans p on p.id = g.course_plan_id
          left join schedule_slots s on s.course_group_id = g.id
          group by g.id, p.weekly_hours, g.teacher_id
          having count(s.id) <> p.weekly_hours or g.teacher_id is null`,
    );
    expect(wrongHours).toEqual([]);
  });

  it('numbers each classroom list 1..n', async () => {
    const gaps = await rows(
      database,
      sql`select classroom_id from students where classroom_id is not null group by classroom_id
          having min(roll_number) <> 1 or max(roll_number) <> count(*) or count(distinct roll_number) <> count(*)`,
    );
    expect(gaps).toEqual([]);
  });

  it('gives every course group a continuous and a final exam in the first term, scored for its class', async () => {
    expect(result.counts.exams).toBe(result.counts.courseGroups * 2);
    const wrong = await rows(
      database,
      sql`select g.id from course_groups g
          join exams e on e.course_group_ids @> array[g.id]
          join exam_types t on t.id = e.exam_type_id and t.school_id = g.school_id
          join terms tm on tm.id = e.term_id and tm.ordinal = 1
          group by g.id
          having count(*) <> 2 or count(distinct t.counts_toward) <> 2`,
    );
    expect(wrong).toEqual([]);
    // One score or mark per student of the classroom per exam; quarter points within 0..20.
    const missing = await rows(
      database,
      sql`select e.id, s.id from exams e join course_groups g on g.id = any(e.course_group_ids)
          join students s on s.classroom_id = g.classroom_id
          left join exam_scores x on x.exam_id = e.id and x.student_id = s.id
          where x.id is null or (x.score is null and x.mark is null) or x.course_group_id <> g.id
            or cardinality(e.course_group_ids) <> 1`,
    );
    expect(missing).toEqual([]);
    const [bounds] = await rows<{ bad: number; absent: number }>(
      database,
      sql`select count(*) filter (where score < 0 or score > 20 or score * 4 <> floor(score * 4))::int as bad,
          count(*) filter (where mark = 'absent')::int as absent from exam_scores`,
    );
    expect(bounds!.bad).toBe(0);
    expect(bounds!.absent).toBeLessThan(result.counts.examScores * 0.05);
  });

  it('writes the last month of attendance: every timetabled period of every school day, none today', async () => {
    expect(result.attendanceRows).toBeGreaterThan(0);
    const [summary] = await rows<{ n: number; fridays: number; first: string; last: string; absent: number }>(
      database,
      sql`select count(*)::int as n,
          count(*) filter (where extract(dow from date) = 5)::int as fridays,
          min(date)::text as first, max(date)::text as last,
          count(*) filter (where status = 'absent')::int as absent
          from attendance_records`,
    );
    // 2025-11-14 is a Friday and the generated timetable runs Saturday to Wednesday.
    expect(summary).toMatchObject({
      n: result.attendanceRows,
      fridays: 0,
      first: '2025-10-18',
      last: '2025-11-12',
    });
    expect(summary!.absent / summary!.n).toBeGreaterThan(0.01);
    expect(summary!.absent / summary!.n).toBeLessThan(0.06);
    // The expected count: per school day, each slot of that weekday × its classroom's students.
    const [expected] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n
          from generate_series('2025-10-16'::date, '2025-11-14'::date, interval '1 day') as d(at)
          join schedule_slots ss on ss.weekday = (extract(dow from d.at)::int + 1) % 7
          join course_groups g on g.id = ss.course_group_id
          join students s on s.classroom_id = g.classroom_id
          where extract(dow from d.at) <> 5`,
    );
    expect(summary!.n).toBe(expected!.n);
    // The indexes dropped for the load are back, the unique one included.
    const indexes = await rows<{ name: string }>(
      database,
      sql`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = 'attendance_records' order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual([
      'attendance_classroom_date',
      'attendance_group_date',
      'attendance_leave',
      'attendance_not_present',
      'attendance_not_present_school',
      'attendance_records_pkey',
      'attendance_school_year_date',
      'attendance_student_period',
    ]);
  });

  it('writes the audit trail the app would have: a row per student and score, a few amendments', async () => {
    const byKind = await rows<{ entity: string; action: string; n: number; reasons: number }>(
      database,
      sql`select entity, action, count(*)::int as n, count(*) filter (where after ? 'reason')::int as reasons
          from audit_log group by 1, 2 order by 1, 2`,
    );
    const kind = (entity: string, action: string) =>
      byKind.find((k) => k.entity === entity && k.action === action);
    expect(kind('students', 'create')?.n).toBe(result.counts.students);
    expect(kind('exam-scores', 'create')).toMatchObject({ n: result.counts.examScores, reasons: 0 });
    const amended = kind('exam-scores', 'update')!;
    expect(amended.reasons).toBe(amended.n);
    expect(amended.n).toBeGreaterThan(0);
    expect(amended.n).toBeLessThan(result.counts.examScores * 0.02);
    expect(result.auditRows).toBe(byKind.reduce((sum, k) => sum + k.n, 0));
    // The dossier's own query finds an amended student's amendment.
    const [first] = await rows<{ student: string }>(
      database,
      sql`select after ->> 'studentId' as student from audit_log where after ? 'reason' order by id limit 1`,
    );
    const found = await amendmentRowsQuery(database.db, Number(first!.student));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => (a.after as { reason?: string }).reason === AMENDMENT_REASON)).toBe(true);
  });

  it('writes a year of tuition: instalments adding up to each debt, paid amounts equal to the payments', async () => {
    const [check] = await rows<{
      students: number;
      debts: number;
      bad_schedules: number;
      bad_paid: number;
      payments: number;
      statuses: number;
    }>(
      database,
      sql`select
        (select count(*)::int from students where status = 'studying') as students,
        (select count(*)::int from student_debts) as debts,
        (select count(*)::int from student_debts d where d.amount <> (select sum(amount) from debt_instalments i
          where i.debt_id = d.id) or (select count(*) from debt_instalments i where i.debt_id = d.id) <> 6) as bad_schedules,
        (select count(*)::int from student_debts d where d.paid_amount <> coalesce((select sum(amount)
          from debt_payments p where p.debt_id = d.id), 0) or d.paid_amount > d.amount) as bad_paid,
        (select count(*)::int from debt_payments) as payments,
        (select count(distinct status)::int from student_debts) as statuses`,
    );
    expect(result.debtRows).toBe(check!.students);
    expect(check!.debts).toBe(check!.students);
    expect(check!.bad_schedules).toBe(0);
    expect(check!.bad_paid).toBe(0);
    expect(check!.payments).toBe(result.paymentRows);
    expect(check!.payments).toBeGreaterThan(check!.debts / 2);
    // Paid in full, in part and not at all all occur.
    expect(check!.statuses).toBe(3);
  });

  it('creates the benchmark system manager with the generator password', async () => {
    const [user] = await rows<{ hash: string; school: number; role: string; scope: number | null }>(
      database,
      sql`select u.password_hash as hash, u.current_school_id as school, r.name as role, ur.school_id as scope
          from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where u.username = ${result.benchUser.username}`,
    );
    expect(user).toMatchObject({ school: result.schoolIds[0], role: 'مدیر سیستم', scope: null });
    expect(await verifyPassword(user!.hash, SMALL.benchPassword)).toBe(true);
  });

  it('refuses a database that already has students unless forced', async () => {
    await expect(generateNetwork(database, SMALL)).rejects.toThrow(/already has 120 students/);
  });

  it('gives the same data for the same seed, and other data for another seed', async () => {
    const twin = await openTestDatabase();
    const other = await openTestDatabase();
    try {
      await generateNetwork(twin.database, SMALL);
      await generateNetwork(other.database, { ...SMALL, seed: SMALL.seed + 1 });
      const [first, second, third] = await Promise.all([
        dump(database),
        dump(twin.database),
        dump(other.database),
      ]);
      expect(second).toEqual(first);
      expect(third.students).not.toEqual(first.students);
    } finally {
      await twin.close();
      await other.close();
    }
  });
});

describe('large-network generator on top of the demo network', () => {
  it('adds a network with --force, reusing the current year and majors and avoiding taken codes', async () => {
    const { database, close } = await openTestDatabase();
    try {
      await runMigrations(database);
      await ensureBuiltInRoles(database.db);
      await seedDemoNetwork(database.db, 'Demo-Password-1404');
      const options = { ...SMALL, today: new Date() };
      await expect(generateNetwork(database, options)).rejects.toThrow(GeneratorRefusal);
      const result = await generateNetwork(database, { ...options, force: true });
      expect(result.counts.academicYears).toBe(0);
      expect(result.counts.majors).toBe(0);
      const [counts] = await rows<{ students: number; codes: number }>(
        database,
        sql`select count(*)::int as students, count(distinct national_code)::int as codes from students`,
      );
      expect(counts!.codes).toBe(counts!.students);
      expect(counts!.students).toBeGreaterThan(result.counts.students);
    } finally {
      await close();
    }
  });
});
