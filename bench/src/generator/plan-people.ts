/** One school's people: classrooms, teachers, course groups, the timetable and the students. */
import { NATIONALITIES, normalizePersian, toPersianDigits } from '@school/shared';
import {
  type Grade,
  type MajorKey,
  GRADES,
  GRADE_NAMES,
  MAJORS,
  MAJOR_SHORT,
  PERIODS,
  TEACHING_DAYS,
  coursesOf,
} from './curriculum';
import { UniqueCodes, landline, mobile, nationalCode, postalCode } from './identity';
import {
  BOY_NAMES,
  BOY_NAMES_ZWNJ,
  CITIES,
  FATHER_NAMES,
  GIRL_NAMES,
  GIRL_NAMES_ZWNJ,
  LAST_NAMES,
  LAST_NAMES_ZWNJ,
  STREETS,
} from './names';
import type { IdSequence, OrganisationPlan } from './plan-organisation';
import { comparePersian } from './persian-order';
import type { Prng } from './prng';
import type { GeneratedRows } from './tables';
import { buildTimetable } from './timetable';

const CLASS_SIZE = 32;
const ZWNJ_NAME_SHARE = 0.02;
/** Share of names typed on an Arabic keyboard (ي/ك); they are normalised before they are stored. */
const ARABIC_INPUT_SHARE = 0.03;

export type PeopleRows = Pick<
  GeneratedRows,
  'classrooms' | 'teachers' | 'courseGroups' | 'scheduleSlots' | 'students'
>;

export interface PeopleIds {
  classrooms: IdSequence;
  teachers: IdSequence;
  courseGroups: IdSequence;
  scheduleSlots: IdSequence;
  students: IdSequence;
}

export interface SchoolInput {
  id: number;
  gender: string;
}

export interface PeopleCounters {
  arabicInputs: number;
}

/** Splits `total` into parts proportional to `shares`, the remainder going to the first parts. */
function split(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const parts = shares.map((s) => Math.floor((total * s) / sum));
  for (let i = 0; total - parts.reduce((a, b) => a + b, 0) > 0; i++) parts[i % parts.length]!++;
  return parts;
}

/** A name as typed: occasionally with Arabic ي/ك, stored normalised like every write of the server. */
function typed(name: string, prng: Prng, counters: PeopleCounters): string {
  if (!prng.chance(ARABIC_INPUT_SHARE) || !/[یک]/.test(name)) return name;
  counters.arabicInputs++;
  return normalizePersian(name.replace(/ی/g, 'ي').replace(/ک/g, 'ك'));
}

function firstName(girls: boolean, prng: Prng): string {
  if (prng.chance(ZWNJ_NAME_SHARE)) return prng.pick(girls ? GIRL_NAMES_ZWNJ : BOY_NAMES_ZWNJ);
  return prng.pick(girls ? GIRL_NAMES : BOY_NAMES);
}

function lastName(prng: Prng): string {
  return prng.chance(ZWNJ_NAME_SHARE) ? prng.pick(LAST_NAMES_ZWNJ) : prng.pick(LAST_NAMES);
}

const isoDate = (year: number, prng: Prng) =>
  `${year}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`;

export function planSchoolPeople(
  school: SchoolInput,
  studentsPerSchool: number,
  org: OrganisationPlan,
  today: Date,
  ids: PeopleIds,
  nationalCodes: UniqueCodes,
  prng: Prng,
  counters: PeopleCounters,
  out: PeopleRows,
): void {
  const girls = school.gender === 'girls';
  const periodIds = org.periodIds.get(school.id)!;

  // Classrooms: each grade split over the majors by their share, about CLASS_SIZE students a room.
  const rooms: { id: number; grade: Grade; major: MajorKey; name: string; size: number }[] = [];
  split(
    studentsPerSchool,
    GRADES.map(() => 1),
  ).forEach((gradeTotal, g) => {
    const grade = GRADES[g]!;
    split(
      gradeTotal,
      MAJORS.map((m) => m.share),
    ).forEach((majorTotal, m) => {
      const major = MAJORS[m]!.key;
      const count = Math.ceil(majorTotal / CLASS_SIZE);
      split(majorTotal, Array(count).fill(1)).forEach((size, i) =>
        rooms.push({
          id: ids.classrooms.take(),
          grade,
          major,
          name: `${GRADE_NAMES[grade]} ${MAJOR_SHORT[major]} ${toPersianDigits(i + 1)}`,
          size,
        }),
      );
    });
  });
  for (const room of rooms) {
    out.classrooms.push({
      id: room.id,
      schoolId: school.id,
      academicYearId: org.yearId,
      gradeLevel: room.grade,
      majorId: org.majorIds.get(room.major)!,
      name: room.name,
      capacity: 35,
      room: `کلاس ${toPersianDigits(room.grade * 10 + (room.id % 10))}`,
    });
  }

  // Teachers, course groups and slots come out of one clash-free timetable.
  const timetable = buildTimetable(
    rooms.map((room) => ({
      key: room.id,
      courses: coursesOf(org.plans, room.grade, room.major).map((p) => ({
        key: p.id,
        subject: p.subject,
        hours: p.hours,
      })),
    })),
    TEACHING_DAYS,
    PERIODS.length,
    prng.fork('timetable'),
  );
  const personnel = new UniqueCodes();
  const teacherIds = timetable.teachers.map((t) => {
    const id = ids.teachers.take();
    out.teachers.push({
      id,
      schoolId: school.id,
      firstName: typed(firstName(girls, prng), prng, counters),
      lastName: typed(lastName(prng), prng, counters),
      nationalCode: nationalCode(prng, nationalCodes),
      personnelCode: personnel.draw(() => `${prng.int(1, 9)}${prng.digits(7)}`),
      mobile: mobile(prng),
      gender: girls ? 'female' : 'male',
      degree: prng.weighted(['bachelor', 'master', 'doctorate'], [5, 4, 1]),
      fieldOfStudy: t.subject,
      employment: prng.weighted(['official', 'contract', 'hourly'], [6, 3, 1]),
      hireDate: isoDate(prng.int(1995, today.getUTCFullYear() - 1), prng),
    });
    return id;
  });
  const plansById = new Map(org.plans.map((p) => [p.id, p]));
  const roomsById = new Map(rooms.map((r) => [r.id, r]));
  for (const group of timetable.groups) {
    const id = ids.courseGroups.take();
    out.courseGroups.push({
      id,
      schoolId: school.id,
      academicYearId: org.yearId,
      title: `${plansById.get(group.courseKey)!.fullTitle} — ${roomsById.get(group.classroomKey)!.name}`,
      classroomId: group.classroomKey,
      coursePlanId: group.courseKey,
      teacherId: teacherIds[group.teacher]!,
    });
    for (const slot of group.slots) {
      out.scheduleSlots.push({
        id: ids.scheduleSlots.take(),
        schoolId: school.id,
        courseGroupId: id,
        weekday: slot.day,
        classPeriodId: periodIds[slot.period]!,
      });
    }
  }

  // Students; roll numbers follow the class list in Persian alphabetical order.
  let sequence = 0;
  for (const room of rooms) {
    const entryYear = org.startYear - (room.grade - 10);
    const members: PeopleRows['students'] = [];
    for (let k = 0; k < room.size; k++) {
      const status = prng.weighted(['studying', 'transferred', 'withdrawn'], [985, 10, 5]);
      const foreign = prng.chance(0.03);
      members.push({
        id: ids.students.take(),
        schoolId: school.id,
        firstName: typed(firstName(girls, prng), prng, counters),
        lastName: typed(lastName(prng), prng, counters),
        fatherName: typed(prng.pick(FATHER_NAMES), prng, counters),
        nationalCode: nationalCode(prng, nationalCodes),
        studentNumber: `${entryYear}${String(++sequence).padStart(4, '0')}`,
        classroomId: status === 'studying' ? room.id : null,
        gender: girls ? 'female' : 'male',
        status,
        birthDate: isoDate(today.getUTCFullYear() - 16 - (room.grade - 10), prng),
        birthPlace: prng.pick(CITIES),
        nationality: foreign ? NATIONALITIES[1] : NATIONALITIES[0],
        foreignId: foreign ? prng.digits(12) : null,
        mobile: prng.chance(0.4) ? mobile(prng) : null,
        fatherMobile: mobile(prng),
        motherMobile: prng.chance(0.8) ? mobile(prng) : null,
        homePhone: prng.chance(0.6) ? landline(prng) : null,
        postalCode: postalCode(prng),
        address: `${prng.pick(CITIES)}، ${prng.pick(STREETS)}، پلاک ${toPersianDigits(prng.int(1, 300))}`,
      });
    }
    members
      .filter((s) => s.classroomId !== null)
      .sort((a, b) => comparePersian(a.lastName, b.lastName) || comparePersian(a.firstName, b.firstName))
      .forEach((s, i) => (s.rollNumber = i + 1));
    out.students.push(...members);
  }
}
