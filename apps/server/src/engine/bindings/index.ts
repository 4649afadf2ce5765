import { ENTITIES } from '@school/shared';
import type { EntityBinding } from '../binding';
import {
  academicYearsBinding,
  classPeriodsBinding,
  classroomsBinding,
  complexesBinding,
  majorsBinding,
  officeManagersBinding,
  schoolsBinding,
  termsBinding,
} from './organisation';
import {
  calendarEventsBinding,
  coursePlansBinding,
  courseGroupsBinding,
  scheduleSlotsBinding,
  studentsBinding,
  teachersBinding,
} from './people';
import { rolesBinding, userRolesBinding, usersBinding } from './settings';
import { attendanceBinding, leaveTypesBinding, studentLeavesBinding } from './attendance';
import { examTypesBinding, examsBinding, qualitativeScoreTypesBinding } from './assessment';
import { teacherLogsBinding, teacherNotesBinding } from './teacher-work';
import { smsTemplatesBinding } from './communication';
import { announcementsBinding, feedbackBinding } from './messages';
import { disciplineItemsBinding, disciplineTypesBinding } from './discipline';
import { debtTypesBinding, paymentsBinding, studentDebtsBinding } from './finance';
import { corpExamsBinding, corpsBinding } from './institutes';
import { formTemplatesBinding, newsBinding } from './content';
import {
  examPlanningBinding,
  examSessionsBinding,
  examStartTimesBinding,
  examVenuesBinding,
} from './exam-logistics';
import { surveyGroupsBinding, surveyItemsBinding } from './surveys';
import { preregisterBinding, preregisterCampaignsBinding, preregisterGradesBinding } from './preregistration';
import { makeupExamsBinding } from './year-results';

const ALL: EntityBinding[] = [
  complexesBinding,
  schoolsBinding,
  academicYearsBinding,
  termsBinding,
  majorsBinding,
  classPeriodsBinding,
  classroomsBinding,
  rolesBinding,
  usersBinding,
  userRolesBinding,
  officeManagersBinding,
  studentsBinding,
  teachersBinding,
  coursePlansBinding,
  courseGroupsBinding,
  scheduleSlotsBinding,
  calendarEventsBinding,
  leaveTypesBinding,
  studentLeavesBinding,
  attendanceBinding,
  examTypesBinding,
  qualitativeScoreTypesBinding,
  examsBinding,
  teacherLogsBinding,
  teacherNotesBinding,
  smsTemplatesBinding,
  announcementsBinding,
  feedbackBinding,
  disciplineTypesBinding,
  disciplineItemsBinding,
  debtTypesBinding,
  studentDebtsBinding,
  paymentsBinding,
  corpsBinding,
  corpExamsBinding,
  newsBinding,
  formTemplatesBinding,
  examSessionsBinding,
  examStartTimesBinding,
  examPlanningBinding,
  examVenuesBinding,
  makeupExamsBinding,
  surveyGroupsBinding,
  surveyItemsBinding,
  preregisterCampaignsBinding,
  preregisterGradesBinding,
  preregisterBinding,
];

/** Every registry entity has exactly one binding; a missing one fails at start-up, not at a request. */
export function entityBindings(): ReadonlyMap<string, EntityBinding> {
  const map = new Map(ALL.map((b) => [b.def.name, b]));
  const missing = ENTITIES.filter((e) => !map.has(e.name)).map((e) => e.name);
  if (missing.length) throw new Error(`entities without a server binding: ${missing.join(', ')}`);
  return map;
}
