/** SQL pieces the score analytics share: orderings and the columns naming a student and a place. */
import { sql } from 'drizzle-orm';
import { coursePlans, schools, students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';

/** Courses (`course_plans`) by Persian title. */
export const courseOrder = sql`${persianSortKey(coursePlans.title)}, course_plans.id`;
/** Places (`schools`, classroom `c`) by school then classroom name. */
export const placeOrder = sql`${persianSortKey(schools.name)}, schools.id, c.name, c.id`;
/** A student (`students`) by Persian last then first name. */
export const nameOrder = sql`${persianSortKey(students.lastName)}, ${persianSortKey(students.firstName)}, students.id`;

/** Who and where: the student, their card's classroom `c` and `schools`. */
export const studentColumns = sql`students.id as "studentId", students.first_name as "firstName",
  students.last_name as "lastName", c.id as "classroomId", c.name as "classroomName", schools.name as "schoolName"`;
