import { describe, expect, it } from 'vitest';
import { listToSave, memberRows, type MembersView } from './group-members';

const s = (id: number) => ({ id, firstName: `f${id}`, lastName: `l${id}` });
const view: MembersView = {
  courseGroup: { id: 1, title: 'ریاضی', classroomName: 'دهم ۱' },
  subgroup: true,
  members: [s(2), s(9)],
  classroomStudents: [s(1), s(2), s(3)],
};

describe('course group members', () => {
  it('shows the classroom, then members and added students from elsewhere, once each', () => {
    expect(memberRows(view, [s(9), s(7)]).map((r) => r.id)).toEqual([1, 2, 3, 9, 7]);
  });

  it('saves the checked students in row order, and the whole classroom as an empty list', () => {
    const rows = memberRows(view, []);
    expect(listToSave(view, rows, new Set([9, 2]))).toEqual([2, 9]);
    expect(listToSave(view, rows, new Set([1, 2, 3]))).toEqual([]);
    expect(listToSave(view, rows, new Set([1, 2, 3, 9]))).toEqual([1, 2, 3, 9]);
    expect(listToSave(view, rows, new Set())).toEqual([]);
  });
});
