/** The pure part of the course group students page: which students a subgroup list holds. */
export interface MemberStudent {
  id: number;
  firstName: string;
  lastName: string;
}

export interface MembersView {
  courseGroup: { id: number; title: string; classroomName: string };
  subgroup: boolean;
  members: MemberStudent[];
  classroomStudents: MemberStudent[];
}

/** Rows to show: the classroom's students, then members from other classrooms, each once. */
export function memberRows(view: MembersView, extras: readonly MemberStudent[]): MemberStudent[] {
  const seen = new Set<number>();
  const rows: MemberStudent[] = [];
  for (const s of [...view.classroomStudents, ...view.members, ...extras]) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    rows.push(s);
  }
  return rows;
}

/**
 * The list to save: the checked students in row order. Every classroom student checked and no one
 * else is the whole classroom, saved as an empty list so the group follows later enrolments.
 */
export function listToSave(view: MembersView, rows: readonly MemberStudent[], checked: ReadonlySet<number>) {
  const ids = rows.filter((r) => checked.has(r.id)).map((r) => r.id);
  const classroom = view.classroomStudents.map((s) => s.id);
  const wholeClassroom = ids.length === classroom.length && classroom.every((id) => checked.has(id));
  return wholeClassroom ? [] : ids;
}
