/** The organisation part of the network: complexes, schools, the current year, majors, plans, periods. */
import { SCHOOL_KINDS, academicYearStart, jalaliToIsoDate, toJalali, toPersianDigits } from '@school/shared';
import { type PlannedCourse, MAJORS, PERIODS, coursePlanSpecs } from './curriculum';
import type { ExistingState } from './existing-state';
import { UniqueCodes, landline, postalCode, schoolCode } from './identity';
import { BOY_NAMES, CITIES, COMPLEX_NAMES, GIRL_NAMES, LAST_NAMES, SCHOOL_NAMES, STREETS } from './names';
import type { Prng } from './prng';
import type { GeneratedRows } from './tables';

const SCHOOLS_PER_COMPLEX = 4;

/** Hands out consecutive ids per table, starting after what the database holds. */
export class IdSequence {
  constructor(private next: number) {}
  take(): number {
    return this.next++;
  }
}

export interface OrganisationPlan {
  rows: Pick<
    GeneratedRows,
    'complexes' | 'schools' | 'academicYears' | 'terms' | 'majors' | 'coursePlans' | 'classPeriods'
  >;
  yearId: number;
  startYear: number;
  majorIds: Map<string, number>;
  plans: (PlannedCourse & { id: number })[];
  /** Class period ids of each school, by ordinal − 1. */
  periodIds: Map<number, number[]>;
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} ${toPersianDigits(n)}`;
  taken.add(name);
  return name;
}

export function planOrganisation(
  schoolCount: number,
  today: Date,
  existing: ExistingState,
  prng: Prng,
): OrganisationPlan {
  const rows: OrganisationPlan['rows'] = {
    complexes: [],
    schools: [],
    academicYears: [],
    terms: [],
    majors: [],
    coursePlans: [],
    classPeriods: [],
  };
  const ids = (table: keyof OrganisationPlan['rows']) => new IdSequence(existing.nextId[table]);
  const complexIds = ids('complexes');
  const schoolIds = ids('schools');
  const periodIds = ids('classPeriods');

  const complexNames = new Set(existing.complexNames);
  for (let c = 0; c < Math.ceil(schoolCount / SCHOOLS_PER_COMPLEX); c++) {
    rows.complexes.push({
      id: complexIds.take(),
      name: uniqueName(`مجتمع آموزشی ${COMPLEX_NAMES[c % COMPLEX_NAMES.length]}`, complexNames),
      code: String(2000 + c),
      address: `${prng.pick(CITIES)}، ${prng.pick(STREETS)}`,
      phone: landline(prng),
    });
  }

  const codes = new UniqueCodes(existing.schoolCodes);
  const periodsBySchool = new Map<number, number[]>();
  for (let s = 0; s < schoolCount; s++) {
    const gender = s % 2 === 0 ? 'boys' : 'girls';
    const round = Math.floor(s / SCHOOL_NAMES.length);
    const title = SCHOOL_NAMES[s % SCHOOL_NAMES.length]!;
    const id = schoolIds.take();
    rows.schools.push({
      id,
      complexId: rows.complexes[Math.floor(s / SCHOOLS_PER_COMPLEX)]!.id,
      name: `دبیرستان ${gender === 'boys' ? 'پسرانه' : 'دخترانه'} ${title}${round ? ` ${toPersianDigits(round + 1)}` : ''}`,
      code: schoolCode(prng, codes),
      stage: 'upperSecondary',
      gender,
      kind: prng.weighted(SCHOOL_KINDS, [5, 3, 1, 1, 1, 0]),
      address: `${prng.pick(CITIES)}، ${prng.pick(STREETS)}، پلاک ${toPersianDigits(prng.int(1, 300))}`,
      phone: landline(prng),
      postalCode: postalCode(prng),
      principal: `${prng.pick(gender === 'boys' ? BOY_NAMES : GIRL_NAMES)} ${prng.pick(LAST_NAMES)}`,
    });
    const periods = PERIODS.map(([periodTitle, startTime, endTime], i) => ({
      id: periodIds.take(),
      schoolId: id,
      title: periodTitle,
      ordinal: i + 1,
      startTime,
      endTime,
    }));
    rows.classPeriods.push(...periods);
    periodsBySchool.set(
      id,
      periods.map((p) => p.id),
    );
  }

  // The current academic year as the demo seed makes it; reused when it already exists.
  const startYear = academicYearStart(toJalali(today));
  const title = `${startYear}-${startYear + 1}`;
  let yearId = existing.years.find((y) => y.title === title)?.id;
  if (yearId === undefined) {
    yearId = existing.nextId.academicYears;
    rows.academicYears.push({
      id: yearId,
      title,
      startDate: jalaliToIsoDate({ jy: startYear, jm: 7, jd: 1 }),
      endDate: jalaliToIsoDate({ jy: startYear + 1, jm: 6, jd: 31 }),
      isCurrent: !existing.years.some((y) => y.isCurrent),
    });
    const termIds = ids('terms');
    rows.terms.push(
      {
        id: termIds.take(),
        academicYearId: yearId,
        title: 'نوبت اول',
        ordinal: 1,
        startDate: jalaliToIsoDate({ jy: startYear, jm: 7, jd: 1 }),
        endDate: jalaliToIsoDate({ jy: startYear, jm: 10, jd: 30 }),
      },
      {
        id: termIds.take(),
        academicYearId: yearId,
        title: 'نوبت دوم',
        ordinal: 2,
        startDate: jalaliToIsoDate({ jy: startYear, jm: 11, jd: 1 }),
        endDate: jalaliToIsoDate({ jy: startYear + 1, jm: 3, jd: 31 }),
      },
    );
  }

  const majorIds = new Map<string, number>();
  const majorSeq = ids('majors');
  for (const major of MAJORS) {
    let id = existing.majors.get(major.name);
    if (id === undefined) {
      id = majorSeq.take();
      rows.majors.push({ id, name: major.name, code: major.code, stage: 'upperSecondary' });
    }
    majorIds.set(major.key, id);
  }

  const planSeq = ids('coursePlans');
  const plans = coursePlanSpecs().map((spec) => {
    let id = existing.coursePlans.get(spec.code);
    if (id === undefined) {
      id = planSeq.take();
      rows.coursePlans.push({
        id,
        title: spec.fullTitle,
        code: spec.code,
        gradeLevel: spec.grade,
        majorId: spec.major ? majorIds.get(spec.major)! : null,
        weeklyHours: spec.hours,
        units: spec.units,
        maxScore: 20,
        passingScore: 10,
        kind: spec.kind,
        grading: 'numeric',
      });
    }
    return { ...spec, id };
  });

  return { rows, yearId, startYear, majorIds, plans, periodIds: periodsBySchool };
}
