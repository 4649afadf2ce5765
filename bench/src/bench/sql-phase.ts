/**
 * The database side of a backend run, through the raw driver before the server starts (PGlite allows
 * one process per DATA_DIR): what the scenarios use, each list's plans, answer and timings.
 */
import { type ListSql, inlineParams, studentsListSql } from './list-sql';
import type { RawSql } from './raw-sql';
import type { PlanResult } from './results';
import type { ListScenario } from './scenarios';
import { type SqlTiming, explain, listSqlAnswer, timeListSql } from './sql-timing';

export interface SqlMeasurement {
  list: ListSql;
  answer: { total: number; ids: number[] };
  idle: SqlTiming;
  loaded: SqlTiming;
}

export interface ScenarioData {
  classroomId: number;
  classroomStudents: number;
  studentIds: number[];
  schoolStudents: number;
}

/** The school's largest classroom, some of its students' ids (for the by-id scenario), its size. */
export async function pickScenarioData(raw: RawSql, schoolId: number): Promise<ScenarioData> {
  const [room] = await raw.query<{ id: number; n: number }>({
    sql: `select classroom_id as id, count(*)::int as n from students
          where school_id = $1 and classroom_id is not null
          group by classroom_id order by count(*) desc, classroom_id limit 1`,
    params: [schoolId],
  });
  const ids = await raw.query<{ id: number }>({
    sql: 'select id from students where school_id = $1 order by id limit 500',
    params: [schoolId],
  });
  const [school] = await raw.query<{ n: number }>({
    sql: 'select count(*)::int as n from students where school_id = $1',
    params: [schoolId],
  });
  if (!room || !ids.length) throw new Error(`school ${schoolId} has no students in classrooms`);
  return {
    classroomId: room.id,
    classroomStudents: room.n,
    studentIds: ids.map((r) => r.id),
    schoolStudents: school?.n ?? 0,
  };
}

export async function measureBareSql(
  raw: RawSql,
  schoolId: number,
  lists: ListScenario[],
  timing: { connections: number; durationS: number; idleDurationS: number },
  log: (message: string) => void,
): Promise<{ measurements: Map<string, SqlMeasurement>; plans: PlanResult[] }> {
  const measurements = new Map<string, SqlMeasurement>();
  const plans: PlanResult[] = [];
  for (const scenario of lists) {
    const list = studentsListSql(schoolId, scenario.listQuery);
    const answer = await listSqlAnswer(raw, list);
    plans.push({
      name: `${scenario.name} — page, total and titles`,
      sql: inlineParams(list.page),
      plan: await explain(raw, list.page),
    });
    log(`bare SQL of ${scenario.name}…`);
    const idle = await timeListSql(raw, list, 1, timing.idleDurationS * 1000);
    const loaded = await timeListSql(raw, list, timing.connections, timing.durationS * 1000);
    measurements.set(scenario.name, { list, answer, idle, loaded });
  }
  return { measurements, plans };
}
