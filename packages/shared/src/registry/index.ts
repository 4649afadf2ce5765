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
import { smsTemplatesEntity } from './communication';
import { announcementsEntity, feedbackEntity } from './messages';
import { disciplineItemsEntity, disciplineTypesEntity } from './discipline';
import { debtTypesEntity, paymentsEntity, studentDebtsEntity } from './finance';
import { corpExamsEntity, corpsEntity } from './institutes';
import { formTemplatesEntity, newsEntity } from './content';
import {
  examPlanningEntity,
  examSessionsEntity,
  examStartTimesEntity,
  examVenuesEntity,
} from './exam-logistics';
import { surveyGroupsEntity, surveyItemsEntity } from './surveys';
import { makeupExamsEntity } from './year-results';
import { preregisterCampaignsEntity, preregisterEntity, preregisterGradesEntity } from './preregistration';

export * from './types';
export * from './entity-pages';
export * from './year-results';
export * from './organisation';
export * from './people';
export * from './attendance';
export * from './assessment';
export * from './teacher-work';
export * from './user-account';
export * from './communication';
export * from './messages';
export * from './discipline';
export * from './finance';
export * from './institutes';
export * from './content';
export * from './exam-logistics';
export * from './surveys';
export * from './preregistration';

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
  smsTemplatesEntity,
  announcementsEntity,
  feedbackEntity,
  disciplineTypesEntity,
  disciplineItemsEntity,
  debtTypesEntity,
  studentDebtsEntity,
  paymentsEntity,
  corpsEntity,
  corpExamsEntity,
  newsEntity,
  formTemplatesEntity,
  examSessionsEntity,
  examStartTimesEntity,
  examPlanningEntity,
  examVenuesEntity,
  makeupExamsEntity,
  surveyGroupsEntity,
  surveyItemsEntity,
  preregisterCampaignsEntity,
  preregisterGradesEntity,
  preregisterEntity,
];

export function getEntity(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
export * from './schemas';
