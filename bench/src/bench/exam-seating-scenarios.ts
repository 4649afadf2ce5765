/**
 * The scenarios of `npm run bench:seating` (exam-seating-cli.ts): each seats students of the
 * generated network with `seatExam` and keeps its time and pair counts.
 */
import {
  seatExam,
  type SeatingInput,
  type SeatingStats,
  type SeatingStudent,
} from '@school/shared/exam-seating';
import { examHalls, networkSessions } from './exam-seating-sessions';

const SCHOOL_TARGET_MS = 1000;
const NETWORK_TARGET_MS = 10_000;

export interface SeatingBenchOptions {
  schools: number;
  studentsPerSchool: number;
  seed: number;
  repeat: number;
}

export interface Row {
  scenario: string;
  students: number;
  classrooms: number;
  rooms: string;
  /** Median of the timed runs (the network: the whole pass). */
  ms: number;
  /** Slowest run (the network: its slowest school). */
  worstMs: number;
  stats: SeatingStats;
  target?: { ms: number; text: string };
}

function run(input: SeatingInput): { ms: number; stats: SeatingStats; seats: SeatingInput['locked'] } {
  const started = performance.now();
  const result = seatExam(input);
  const ms = performance.now() - started;
  if (!result.ok) throw new Error(`seating refused: ${JSON.stringify(result.error)}`);
  return { ms, stats: result.stats, seats: result.seats };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A scenario of one timed seating. */
function once(scenario: string, rooms: string, input: SeatingInput): Row {
  const result = run(input);
  return {
    scenario,
    students: input.students.length,
    classrooms: new Set(input.students.map((s) => s.classroomId)).size,
    rooms,
    ms: result.ms,
    worstMs: result.ms,
    stats: result.stats,
  };
}

/** Adds the pair counts of several runs (the network pass). */
function sumStats(all: SeatingStats[]): SeatingStats {
  const add = (pick: (s: SeatingStats) => { pairs: number; lowerBound: number }) => ({
    pairs: all.reduce((sum, s) => sum + pick(s).pairs, 0),
    lowerBound: all.reduce((sum, s) => sum + pick(s).lowerBound, 0),
  });
  return {
    sameClassroom: add((s) => s.sameClassroom),
    sameGrade: add((s) => s.sameGrade),
    sameCourse: add((s) => s.sameCourse),
    sameClassroomUnavoidable: all.some((s) => s.sameClassroomUnavoidable),
    frontSeatsUnmet: all.reduce((sum, s) => sum + s.frontSeatsUnmet, 0),
    venues: all.flatMap((s) => s.venues),
  };
}

export function measureSeating(opts: SeatingBenchOptions): Row[] {
  const planStarted = performance.now();
  const sessions = networkSessions(opts.schools, opts.studentsPerSchool, opts.seed);
  console.log(`network planned in ${((performance.now() - planStarted) / 1000).toFixed(1)} s`);
  const first = sessions[0]!;
  const halls = examHalls(12, 10, 10);
  const rows: Row[] = [];

  const school: SeatingInput = { venues: halls, students: first.students, seed: opts.seed };
  const times: number[] = [];
  let last = run(school);
  times.push(last.ms);
  for (let k = 1; k < opts.repeat; k++) times.push((last = run(school)).ms);
  rows.push({
    scenario: 'one school’s session',
    students: first.students.length,
    classrooms: first.classrooms,
    rooms: '12 × (10 × 10)',
    ms: median(times),
    worstMs: Math.max(...times),
    stats: last.stats,
    target: { ms: SCHOOL_TARGET_MS, text: 'under 1 s' },
  });

  const networkStarted = performance.now();
  const perSchool = sessions.map((s) => run({ venues: halls, students: s.students, seed: opts.seed }));
  rows.push({
    scenario: `the network, every school’s session (${sessions.length} schools)`,
    students: sessions.reduce((sum, s) => sum + s.students.length, 0),
    classrooms: sessions.reduce((sum, s) => sum + s.classrooms, 0),
    rooms: `12 × (10 × 10) per school`,
    ms: performance.now() - networkStarted,
    worstMs: Math.max(...perSchool.map((r) => r.ms)),
    stats: sumStats(perSchool.map((r) => r.stats)),
    target: { ms: NETWORK_TARGET_MS, text: 'under 10 s' },
  });

  const locked = (last.seats ?? []).filter((_, k) => k % 10 === 0);
  rows.push(
    once(`placing again, ${locked.length} seats locked`, '12 × (10 × 10)', {
      ...school,
      locked,
      seed: opts.seed + 1,
    }),
  );

  const grades = new Set([...new Set(first.students.map((s) => s.gradeLevel))].sort().slice(0, 2));
  const twoGrades = first.students.filter((s) => grades.has(s.gradeLevel));
  rows.push(
    once('two grades only, 3 broken seats a room', '10 × (9 × 10 − 3)', {
      venues: examHalls(10, 9, 10, 3),
      students: twoGrades,
      seed: opts.seed,
    }),
  );

  const byClassroom = new Map<number, SeatingStudent[]>();
  for (const s of first.students)
    byClassroom.set(s.classroomId, [...(byClassroom.get(s.classroomId) ?? []), s]);
  const largest = [...byClassroom.values()].sort((a, b) => b.length - a.length)[0]!;
  // Six others of another grade, each from a different classroom.
  const others = [...byClassroom.values()]
    .filter((room) => room[0]!.gradeLevel !== largest[0]!.gradeLevel)
    .slice(0, 6)
    .map((room) => room[0]!);
  rows.push(
    once('make-up exam: 30 of one classroom and 6 others', '1 × (6 × 6)', {
      venues: examHalls(1, 6, 6),
      students: [...largest.slice(0, 30), ...others],
      seed: opts.seed,
    }),
  );

  const oneGrade = first.students.filter((s) => s.gradeLevel === first.students[0]!.gradeLevel);
  rows.push(
    once('one grade only (its majors’ papers)', '5 × (9 × 9)', {
      venues: examHalls(5, 9, 9),
      students: oneGrade,
      seed: opts.seed,
    }),
  );
  return rows;
}
