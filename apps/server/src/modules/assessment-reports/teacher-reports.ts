/**
 * Reports on teachers' assessment work in a term, a date range or the whole year: what each
 * teacher held and scored, who held no exam in some course group, and the course groups with
 * fewer exams than expected. An exam common to several course groups is held by each of them
 * (`course_group_ids @> array[cg.id]`, GIN-indexed); a score belongs to the group it was saved
 * under (`exam_scores.course_group_id`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { teachers } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import {
  type AssessmentScope,
  examsInRange,
  groupsWhere,
  normalisedScore,
  passingScore,
} from './assessment-scope';

interface TeacherRef {
  teacherId: number;
  firstName: string;
  lastName: string;
}

const teacherColumns = sql`teachers.id as "teacherId", teachers.first_name as "firstName",
  teachers.last_name as "lastName"`;
const teacherOrder = sql`${persianSortKey(teachers.lastName)}, ${persianSortKey(teachers.firstName)}, teachers.id`;
/** The year's course groups (in the picked classroom/grade) that have a teacher. */
const taughtGroups = (scope: AssessmentScope) => sql`course_groups cg
  join classrooms c on c.id = cg.classroom_id
  join teachers on teachers.id = cg.teacher_id
  where ${groupsWhere(scope)}`;

export interface TeacherRow extends TeacherRef {
  courseGroups: number;
  examsHeld: number;
  scoresEntered: number;
  /** Average score on the 0–20 scale (absent 0, excused left out); null without scores. */
  averageScore: number | null;
  /** Percent of those scores under the course's passing score, one decimal; null without scores. */
  belowPassingPercent: number | null;
}

export function teacherReport(db: Db, scope: AssessmentScope) {
  return executeRows<TeacherRow>(
    db,
    sql`with groups as (
          select cg.id, cg.teacher_id, cg.course_plan_id from ${taughtGroups(scope)}
        )
        select ${teacherColumns}, count(distinct g.id)::int as "courseGroups",
          count(distinct e.id)::int as "examsHeld",
          count(es.id) filter (where es.score is not null or es.mark is not null
            or es.qualitative_type_id is not null)::int as "scoresEntered",
          round(avg(${normalisedScore}), 2)::float8 as "averageScore",
          round(100.0 * count(*) filter (where ${normalisedScore} < ${passingScore})
            / nullif(count(${normalisedScore}), 0), 1)::float8 as "belowPassingPercent"
        from teachers
        join groups g on g.teacher_id = teachers.id
        join course_plans on course_plans.id = g.course_plan_id
        left join exams e on e.course_group_ids @> array[g.id] and ${examsInRange(scope)}
        left join exam_scores es on es.exam_id = e.id and es.course_group_id = g.id
        group by teachers.id
        order by ${teacherOrder}`,
  );
}

export interface NoExamRow extends TeacherRef {
  /** How many of the teacher's course groups held no exam. */
  groupCount: number;
  /** Their titles, joined with the Persian comma. */
  courseGroups: string;
}

/** Teachers with at least one course group that held no exam in the range, listing those groups. */
export function teachersWithNoExams(db: Db, scope: AssessmentScope) {
  return executeRows<NoExamRow>(
    db,
    sql`select ${teacherColumns}, count(*)::int as "groupCount",
          string_agg(cg.title, '، ' order by cg.title, cg.id) as "courseGroups"
        from ${taughtGroups(scope)}
          and not exists (
            select 1 from exams e where e.course_group_ids @> array[cg.id] and ${examsInRange(scope)})
        group by teachers.id
        order by ${teacherOrder}`,
  );
}

export interface FewExamsRow extends TeacherRef {
  courseGroupId: number;
  courseGroupTitle: string;
  classroomName: string;
  examCount: number;
}

/** Course groups (with their teacher) that held fewer exams than `minExams` in the range. */
export function teachersWithFewGrades(db: Db, scope: AssessmentScope) {
  return executeRows<FewExamsRow>(
    db,
    sql`select ${teacherColumns}, cg.id as "courseGroupId", cg.title as "courseGroupTitle",
          c.name as "classroomName", count(e.id)::int as "examCount"
        from course_groups cg
        join classrooms c on c.id = cg.classroom_id
        join teachers on teachers.id = cg.teacher_id
        left join exams e on e.course_group_ids @> array[cg.id] and ${examsInRange(scope)}
        where ${groupsWhere(scope)}
        group by teachers.id, cg.id, c.id
        having count(e.id) < ${scope.minExams}
        order by "examCount", ${teacherOrder}, cg.title, cg.id`,
  );
}
