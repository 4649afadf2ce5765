/**
 * One school's teachers, course groups and weekly timetable, built together so nothing clashes: a
 * classroom has one course per slot, a teacher teaches one classroom per slot and at most
 * MAX_TEACHER_HOURS a week. Teachers are hired on demand per subject (first fit), which keeps the
 * staff close to what the timetable needs.
 */
import { MAX_TEACHER_HOURS } from './curriculum';
import type { Prng } from './prng';

export interface TimetableClassroom {
  key: number;
  courses: { key: number; subject: string; hours: number }[];
}

export interface Slot {
  day: number;
  period: number;
}

export interface TimetableResult {
  teachers: { subject: string; hours: number }[];
  groups: { classroomKey: number; courseKey: number; teacher: number; slots: Slot[] }[];
}

export function buildTimetable(
  classrooms: readonly TimetableClassroom[],
  days: readonly number[],
  periods: number,
  prng: Prng,
): TimetableResult {
  const slotCount = days.length * periods;
  const teachers: { subject: string; busy: Set<number> }[] = [];
  const groups: TimetableResult['groups'] = [];

  for (const room of classrooms) {
    const roomBusy = new Set<number>();
    // Longest courses first: they need the most free slots.
    const courses = [...room.courses].sort((a, b) => b.hours - a.hours || a.key - b.key);
    for (const course of courses) {
      const freeFor = (busy: Set<number>) => {
        const free: number[] = [];
        for (let s = 0; s < slotCount; s++) if (!roomBusy.has(s) && !busy.has(s)) free.push(s);
        return free;
      };
      let teacher = teachers.findIndex(
        (t) =>
          t.subject === course.subject &&
          t.busy.size + course.hours <= MAX_TEACHER_HOURS &&
          freeFor(t.busy).length >= course.hours,
      );
      if (teacher < 0) {
        teachers.push({ subject: course.subject, busy: new Set() });
        teacher = teachers.length - 1;
      }
      const busy = teachers[teacher]!.busy;
      const chosen = spreadOverDays(freeFor(busy), course.hours, periods, prng);
      if (chosen.length < course.hours)
        throw new Error(`classroom ${room.key}: no room for course ${course.key}`);
      for (const s of chosen) {
        roomBusy.add(s);
        busy.add(s);
      }
      groups.push({
        classroomKey: room.key,
        courseKey: course.key,
        teacher,
        slots: chosen.map((s) => ({ day: days[Math.floor(s / periods)]!, period: s % periods })),
      });
    }
  }
  return { teachers: teachers.map((t) => ({ subject: t.subject, hours: t.busy.size })), groups };
}

/** Picks `count` slots from `free`, each on a day the course has no class yet when there is one. */
function spreadOverDays(free: number[], count: number, periods: number, prng: Prng): number[] {
  const chosen: number[] = [];
  const usedDays = new Set<number>();
  const left = [...free];
  while (chosen.length < count && left.length) {
    const fresh = left.filter((s) => !usedDays.has(Math.floor(s / periods)));
    const slot = prng.pick(fresh.length ? fresh : left);
    chosen.push(slot);
    usedDays.add(Math.floor(slot / periods));
    left.splice(left.indexOf(slot), 1);
  }
  return chosen.sort((a, b) => a - b);
}
