/**
 * SQL pieces the score analytics share: orderings and the columns naming a student and a place.
 *
 * Rows sort by Persian text through a translate() sort key (engine/persian-sql.ts). Computed on each
 * of a report's rows that costs a few microseconds per key per row — most of a large report's time
 * on PostgreSQL — so courses, schools and the report's students are numbered in that order once, in
 * CTEs over the few rows they have, and the report's rows sort by the numbers.
 */
import { type SQL, sql } from 'drizzle-orm';
import { coursePlans, schools, students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';

/**
 * CTEs `course_ord`, `school_ord` and `classroom_ord`: (id, ord) of every course plan and school in
 * Persian order, and of the year's classrooms by school, then name. A report of ~13,000 rows sorted
 * by the classroom's name compared that text on nearly every comparison (a third of a school's
 * course ranks); by the classroom's number it compares integers.
 */
export const placeOrdinals = (academicYearId: number): SQL => sql`course_ord as (
    select id, row_number() over (order by ${persianSortKey(coursePlans.title)}, id) as ord from course_plans),
  school_ord as (
    select id, row_number() over (order by ${persianSortKey(schools.name)}, id) as ord from schools),
  classroom_ord as (
    select c.id, row_number() over (order by school_ord.ord, c.name, c.id) as ord
    from classrooms c join school_ord on school_ord.id = c.school_id
    where c.academic_year_id = ${academicYearId})`;

/**
 * CTE `student_ord`: (id, first_name, last_name, ord) of the students whose ids `ids` selects, by
 * Persian last then first name.
 */
export const studentOrdinals = (ids: SQL): SQL => sql`student_ord as (
    select id, first_name, last_name, row_number() over (
      order by ${persianSortKey(students.lastName)}, ${persianSortKey(students.firstName)}, id) as ord
    from students where id in (${ids}))`;

/** Joins of the ordinals to `course_plans`, classrooms `c` and `students` of a report's query. */
export const joinCourseOrd = sql`join course_ord on course_ord.id = course_plans.id`;
/** The classroom `c`'s place: its school's order, then its name. */
export const joinPlaceOrd = sql`join classroom_ord on classroom_ord.id = c.id`;
export const joinStudentOrd = sql`join student_ord on student_ord.id = students.id`;
/**
 * `student_ord` joined as `students` (for `studentColumns`) in place of the table: on a report of
 * ~13,000 rows, one join fewer (the planner had it as a nested loop of index lookups).
 */
export const joinStudentsByOrd = (studentId: SQL): SQL =>
  sql`join student_ord students on students.id = ${studentId}`;

/** Courses by Persian title (with `course_ord` joined). */
export const courseOrder = sql`course_ord.ord`;
/** Places by school then classroom `c` name (with `joinPlaceOrd`). */
export const placeOrder = sql`classroom_ord.ord`;
/** Students by Persian last then first name (with `student_ord` joined). */
export const nameOrder = sql`student_ord.ord`;
/** The same, with `joinStudentsByOrd`. */
export const studentsOrder = sql`students.ord`;

/** Who and where: the student, their card's classroom `c` and `schools`. */
export const studentColumns = sql`students.id as "studentId", students.first_name as "firstName",
  students.last_name as "lastName", c.id as "classroomId", c.name as "classroomName", schools.name as "schoolName"`;
