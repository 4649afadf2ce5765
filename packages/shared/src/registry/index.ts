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

export * from './types';
export * from './organisation';
export * from './people';
export * from './attendance';
export * from './assessment';

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
];

export function getEntity(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
export * from './schemas';
