/**
 * Term exam logistics (DOMAIN.md "Exam logistics"): the school's exam sessions (صبح، عصر), start
 * times that differ on a given day, the term's exam plan (one row per course and grade on a date
 * and session, each backed by an exam that grade entry and report cards see) and the venues the
 * students sit in. Seat assignments are filled by the seating page, outside the registry.
 */
import { GRADE_LEVELS } from '../school';
import { entityPermissions, type EntityDef, type EntityPermissions } from './types';

const same = (key: string): EntityPermissions => ({ list: key, add: key, edit: key, delete: key });

/** Longest exam, in minutes. */
export const MAX_EXAM_MINUTES = 300;
/** The largest venue grid on either side: a sports hall of 30 × 30 seats. */
export const MAX_VENUE_SIDE = 30;
/** Days in a row a student may have exams before the plan warns, when the school has not said. */
export const DEFAULT_EXAM_MAX_CONSECUTIVE_DAYS = 2;

export const examSessionsEntity: EntityDef = {
  name: 'exam-session',
  label: {
    fa: 'نوبت برگزاری',
    faPlural: 'نوبت‌های برگزاری',
    en: 'exam session',
    enPlural: 'exam sessions',
  },
  scope: 'school',
  permissions: entityPermissions('exam-session'),
  menuGroup: 'examLogistics',
  icon: 'WbTwilight',
  titleField: 'title',
  defaultSort: { field: 'ordinal', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 40,
    },
    // Order within the day: the morning session before the afternoon one.
    { name: 'ordinal', type: 'number', required: true, list: true, sortable: true, min: 1, max: 9 },
    { name: 'defaultStartTime', type: 'time', required: true, list: true },
  ],
};

/** A day whose session starts at another time than the session's default (an early Thursday). */
export const examStartTimesEntity: EntityDef = {
  name: 'exam-start-time',
  label: {
    fa: 'ساعت شروع امتحان',
    faPlural: 'ساعت‌های شروع امتحان',
    en: 'exam start time',
    enPlural: 'exam start times',
  },
  scope: 'schoolYear',
  permissions: same('exam-start-time.manage'),
  menuGroup: 'examLogistics',
  icon: 'AccessTime',
  titleField: 'date',
  defaultSort: { field: 'date', dir: 'asc' },
  fields: [
    { name: 'date', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    {
      name: 'examSessionId',
      type: 'reference',
      ref: 'exam-session',
      required: true,
      list: true,
      filterable: true,
    },
    { name: 'startTime', type: 'time', required: true, list: true },
    { name: 'note', type: 'text', maxLength: 200, list: true },
  ],
};

/**
 * One exam of the term's plan: a course of a grade level (all its classrooms, or one major's) on a
 * date and session. The server fills the title and grade from the course, and creates or links the
 * exam of every course group of that course and grade (`examId`).
 */
export const examPlanningEntity: EntityDef = {
  name: 'exam-planning',
  label: {
    fa: 'امتحان برنامه',
    faPlural: 'برنامه امتحانی',
    en: 'planned exam',
    enPlural: 'exam plan',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('exam-planning'),
  menuGroup: 'examLogistics',
  icon: 'EventAvailable',
  titleField: 'title',
  defaultSort: { field: 'date', dir: 'asc' },
  // The spec has only detail and detail/{id}: the term's plan with its form, and one row's edit.
  pages: { bespoke: true },
  fields: [
    { name: 'title', type: 'text', readOnly: true, list: true, searchable: true, maxLength: 120 },
    { name: 'termId', type: 'reference', ref: 'terms', required: true, list: true, filterable: true },
    { name: 'date', type: 'jalaliDate', required: true, list: true, sortable: true, filterable: true },
    {
      name: 'examSessionId',
      type: 'reference',
      ref: 'exam-session',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'coursePlanId',
      type: 'reference',
      ref: 'course-plans',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'gradeLevel',
      type: 'enum',
      options: GRADE_LEVELS.map(String),
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    // Empty: every classroom of the grade that has the course; else that major's classrooms only.
    { name: 'majorId', type: 'reference', ref: 'major', list: true, filterable: true },
    // Empty: the day's start time of the session (exam-start-time), else the session's default.
    { name: 'startTime', type: 'time', list: true },
    {
      name: 'durationMinutes',
      type: 'number',
      required: true,
      list: true,
      min: 10,
      max: MAX_EXAM_MINUTES,
    },
    { name: 'examTypeId', type: 'reference', ref: 'exam-types', required: true },
    { name: 'examId', type: 'reference', ref: 'exams', readOnly: true },
  ],
};

/** A room or hall the students sit their exams in (حوزه / سالن), as a grid of seats. */
export const examVenuesEntity: EntityDef = {
  name: 'exam-venues',
  label: { fa: 'حوزه امتحانی', faPlural: 'حوزه‌های امتحانی', en: 'exam venue', enPlural: 'exam venues' },
  scope: 'school',
  permissions: entityPermissions('exam-venues'),
  menuGroup: 'examLogistics',
  icon: 'EventSeat',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  cardFields: ['capacity', 'supervisorTeacherIds'],
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 80,
    },
    { name: 'seatRows', type: 'number', required: true, list: true, min: 1, max: MAX_VENUE_SIDE },
    { name: 'seatColumns', type: 'number', required: true, list: true, min: 1, max: MAX_VENUE_SIDE },
    // Usable seats: rows × columns less those out of use; kept by the server.
    { name: 'capacity', type: 'number', readOnly: true, list: true, sortable: true },
    // Seats out of use as «row-column» codes counted from 1, row 1 at the front (exam-venue-seats.ts).
    { name: 'outOfUseSeats', type: 'text', format: 'code', maxLength: 4000 },
    {
      name: 'supervisorTeacherIds',
      type: 'reference',
      ref: 'teachers',
      multiple: true,
      list: true,
    },
    { name: 'supervisorStaffIds', type: 'reference', ref: 'office-manager', multiple: true },
    { name: 'location', type: 'text', maxLength: 120, list: true },
  ],
};
