import type { EntityDef } from './types';
import {
  academicYearsEntity,
  classPeriodsEntity,
  classroomsEntity,
  complexesEntity,
  majorsEntity,
  officeManagersEntity,
  rolesEntity,
  schoolsEntity,
  termsEntity,
  userRolesEntity,
  usersEntity,
} from './organisation';
import {
  calendarEventsEntity,
  coursePlansEntity,
  courseGroupsEntity,
  scheduleSlotsEntity,
  studentsEntity,
  teachersEntity,
} from './people';
import { attendanceEntity, leaveTypesEntity, studentLeavesEntity } from './attendance';
import { examTypesEntity, examsEntity, qualitativeScoreTypesEntity } from './assessment';
import { teacherLogEntity, teacherNoteEntity } from './teacher-work';

export * from './types';
export * from './entity-pages';
export * from './organisation';
export * from './people';
export * from './attendance';
export * from './assessment';
export * from './teacher-work';

/** Every entity on the engine, by route name. */
export const ENTITIES: readonly EntityDef[] = [
  complexesEntity,
  schoolsEntity,
  academicYearsEntity,
  termsEntity,
  majorsEntity,
  classPeriodsEntity,
  classroomsEntity,
  rolesEntity,
  usersEntity,
  userRolesEntity,
  officeManagersEntity,
  studentsEntity,
  teachersEntity,
  coursePlansEntity,
  courseGroupsEntity,
  scheduleSlotsEntity,
  calendarEventsEntity,
  leaveTypesEntity,
  studentLeavesEntity,
  attendanceEntity,
  examTypesEntity,
  qualitativeScoreTypesEntity,
  examsEntity,
  teacherLogEntity,
  teacherNoteEntity,
];

export function getEntity(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
export * from './schemas';
