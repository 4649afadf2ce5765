import { describe, expect, it } from 'vitest';
import { classroomsEntity, studentLeavesEntity, teacherLogEntity, usersEntity } from '@school/shared';
import { createBody, formDefaults, updateBody } from './form-values';

const item = { id: 1, version: 3, name: '101', gradeLevel: '10', majorId: 2, capacity: 30, room: null };

describe('form values', () => {
  it('starts an edit form from the row, numbers as text, with the version', () => {
    expect(formDefaults(classroomsEntity, item)).toEqual({
      name: '101',
      gradeLevel: '10',
      majorId: 2,
      capacity: '30',
      room: '',
      version: 3,
    });
  });

  it('starts an add form empty, with presets and the server’s defaults, secrets blank', () => {
    expect(formDefaults(classroomsEntity, null, { majorId: 5 })).toMatchObject({
      name: '',
      majorId: 5,
      capacity: '',
    });
    const user = formDefaults(usersEntity);
    expect(user).toMatchObject({ active: true, password: '' });
    expect(user).not.toHaveProperty('lastLoginAt');
    expect(user).not.toHaveProperty('version');
  });

  it('starts a record of what happens today on today’s date in Tehran, an edit on its own', () => {
    // 21:00 UTC on 26 Nov 2026 is already 27 Nov (6 Azar 1405) in Tehran.
    const evening = new Date('2026-11-26T21:00:00Z');
    expect(formDefaults(teacherLogEntity, null, {}, evening)).toMatchObject({ date: '2026-11-27' });
    expect(formDefaults(studentLeavesEntity, null, {}, evening)).toMatchObject({
      fromDate: '2026-11-27',
      toDate: null,
    });
    expect(formDefaults(teacherLogEntity, null, { date: '2026-11-20' }, evening)).toMatchObject({
      date: '2026-11-20',
    });
    const row = { id: 4, version: 1, date: '2026-10-01', courseGroupId: 2, topic: 'مرور' };
    expect(formDefaults(teacherLogEntity, row, {}, evening)).toMatchObject({ date: '2026-10-01' });
  });

  it('leaves empty values out of a create', () => {
    expect(createBody({ name: '101', majorId: null, room: null, capacity: 30 })).toEqual({
      name: '101',
      capacity: 30,
    });
  });

  it('sends only changed fields and the version on update; an empty password keeps the old one', () => {
    const initial = formDefaults(classroomsEntity, item);
    const current = { ...initial, name: '۱۰۲', room: '' };
    const parsed = { ...current, name: '102', capacity: 30, majorId: 2, room: null };
    expect(updateBody(classroomsEntity, parsed, current, initial)).toEqual({ version: 3, name: '102' });

    const userInitial = formDefaults(usersEntity, {
      id: 4,
      version: 1,
      username: 'a',
      fullName: 'b',
      active: true,
    });
    expect(
      updateBody(
        usersEntity,
        { ...userInitial, password: null },
        { ...userInitial, password: '' },
        userInitial,
      ),
    ).toEqual({ version: 1 });
  });
});
