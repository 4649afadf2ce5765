/**
 * The whole generated network as rows, computed in memory from the seed and what the database
 * already holds; nothing here touches the database, so the same inputs always give the same rows.
 */
import type { ExistingState } from './existing-state';
import { UniqueCodes } from './identity';
import { IdSequence, planOrganisation } from './plan-organisation';
import { type PeopleCounters, type PeopleRows, planSchoolPeople } from './plan-people';
import { planAssessment } from './plan-assessment';
import { Prng } from './prng';
import type { GeneratedRows } from './tables';

export interface NetworkOptions {
  schools: number;
  studentsPerSchool: number;
  seed: number;
  /** Decides the current academic year, as the demo seed does. */
  today: Date;
}

export interface NetworkPlan {
  rows: GeneratedRows;
  yearId: number;
  schoolIds: number[];
  /** Names typed with Arabic ي/ك that were stored normalised. */
  arabicInputs: number;
}

export function planNetwork(options: NetworkOptions, existing: ExistingState): NetworkPlan {
  const root = new Prng(options.seed);
  const org = planOrganisation(options.schools, options.today, existing, root.fork('organisation'));
  const people: PeopleRows = {
    classrooms: [],
    teachers: [],
    courseGroups: [],
    scheduleSlots: [],
    students: [],
  };
  const seq = (table: keyof PeopleRows) => new IdSequence(existing.nextId[table]);
  const ids = {
    classrooms: seq('classrooms'),
    teachers: seq('teachers'),
    courseGroups: seq('courseGroups'),
    scheduleSlots: seq('scheduleSlots'),
    students: seq('students'),
  };
  const nationalCodes = new UniqueCodes(existing.nationalCodes);
  const counters: PeopleCounters = { arabicInputs: 0 };
  org.rows.schools.forEach((school, index) =>
    planSchoolPeople(
      { id: school.id, gender: school.gender },
      options.studentsPerSchool,
      org,
      options.today,
      ids,
      nationalCodes,
      // One stream per school, so a school's people do not shift when another school's draws change.
      root.fork(`school-${index}`),
      counters,
      people,
    ),
  );
  const assessment = planAssessment(
    {
      schools: org.rows.schools,
      terms: org.rows.terms,
      courseGroups: people.courseGroups,
      students: people.students,
    },
    org.yearId,
    existing.nextId,
    root.fork('assessment'),
  );
  return {
    rows: { ...org.rows, ...people, ...assessment },
    yearId: org.yearId,
    schoolIds: org.rows.schools.map((s) => s.id),
    arabicInputs: counters.arabicInputs,
  };
}
