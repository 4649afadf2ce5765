/** Paths of the exam plan's pages (spec: exam-planning detail and detail/{id}), and its printout. */
export const EXAM_PLANNING_PATH = '/manager/exam-planning/detail';
export const examPlanRowPath = (id: number | string) => `${EXAM_PLANNING_PATH}/${id}`;
export const EXAM_TIMETABLE_PRINT_PATH = '/manager/exam-planning/print';

/** The plan of a term (and grade), as its page and printout take them in the query. */
export function planSearch(termId: number | null, grade: number | null): string {
  const query = new URLSearchParams();
  if (termId) query.set('termId', String(termId));
  if (grade) query.set('grade', String(grade));
  const text = query.toString();
  return text ? `?${text}` : '';
}
