/**
 * The print page's choice, kept in its address (so a list row can open it on a template and a
 * printed selection can be reloaded): a template and one student, a classroom or several students.
 */
export type PrintTarget = 'student' | 'classroom' | 'students';

export interface PrintChoice {
  templateId: number | null;
  target: PrintTarget;
  studentId: number | null;
  classroomId: number | null;
  studentIds: number[];
}

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function choiceFromParams(params: URLSearchParams): PrintChoice {
  const target = params.get('target');
  return {
    templateId: id(params.get('templateId')),
    target: target === 'student' || target === 'students' ? target : 'classroom',
    studentId: id(params.get('studentId')),
    classroomId: id(params.get('classroomId')),
    studentIds: (params.get('studentIds') ?? '')
      .split(',')
      .map(id)
      .filter((n): n is number => n !== null),
  };
}

/** The address's parameters of a choice: only what its target uses. */
export function choiceParams(choice: PrintChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.templateId) params.set('templateId', String(choice.templateId));
  params.set('target', choice.target);
  if (choice.target === 'student' && choice.studentId) params.set('studentId', String(choice.studentId));
  if (choice.target === 'classroom' && choice.classroomId)
    params.set('classroomId', String(choice.classroomId));
  if (choice.target === 'students' && choice.studentIds.length)
    params.set('studentIds', choice.studentIds.join(','));
  return params;
}

/** The print request's query (`studentId=…`, `classroomId=…` or `studentIds=…`), or null while incomplete. */
export function printQuery(choice: PrintChoice): string | null {
  if (!choice.templateId) return null;
  if (choice.target === 'student') return choice.studentId ? `studentId=${choice.studentId}` : null;
  if (choice.target === 'classroom') return choice.classroomId ? `classroomId=${choice.classroomId}` : null;
  return choice.studentIds.length ? `studentIds=${choice.studentIds.join(',')}` : null;
}
