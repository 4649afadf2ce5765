import { describe, expect, it } from 'vitest';
import { classroomsEntity, usersEntity } from '@school/shared';
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
