/** Attendance and leave entities (DOMAIN.md "Attendance and leave"). */
import { entityPermissions, type EntityDef } from './types';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** Longest lateness a sheet accepts, in minutes (a class period is shorter). */
export const MAX_LATE_MINUTES = 120;

/**
 * One student in one class period of a day. Sheets are taken on the attendance sheet page (one
 * transaction per course group and period); this entry gives the manager's list, filters, export
 * and the single-row edit page with its history.
 */
export const attendanceEntity: EntityDef = {
  name: 'attendance',
  label: { fa: 'حضور و غیاب', faPlural: 'حضور و غیاب', en: 'attendance record', enPlural: 'attendance' },
  scope: 'schoolYear',
  permissions: entityPermissions('attendance'),
  menuGroup: 'attendance',
  icon: 'FactCheck',
  titleField: 'date',
  defaultSort: { field: 'date', dir: 'desc' },
  // Rows are made by saving a sheet, never one by one.
  pages: { add: false },
  fields: [
    { name: 'date', type: 'jalaliDate', required: true, list: true, filterable: true, sortable: true },
    {
      name: 'classPeriodId',
      type: 'reference',
      ref: 'class-period',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'courseGroupId',
      type: 'reference',
      ref: 'course-groups',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'classroomId',
      type: 'reference',
      ref: 'classrooms',
      readOnly: true,
      list: true,
      filterable: true,
    },
    { name: 'studentId', type: 'reference', ref: 'students', required: true, list: true, filterable: true },
    {
      name: 'status',
      type: 'enum',
      options: ATTENDANCE_STATUSES,
      required: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    { name: 'lateMinutes', type: 'number', list: true, min: 1, max: MAX_LATE_MINUTES },
    { name: 'note', type: 'text', maxLength: 300 },
  ],
};

export const leaveTypesEntity: EntityDef = {
  name: 'leave-types',
  label: { fa: 'نوع مرخصی', faPlural: 'انواع مرخصی', en: 'leave type', enPlural: 'leave types' },
  scope: 'school',
  permissions: entityPermissions('leave-types'),
  menuGroup: 'attendance',
  icon: 'Category',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
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
    { name: 'countsAsExcused', type: 'boolean', list: true, filterable: true },
    { name: 'needsDocument', type: 'boolean', list: true },
  ],
};

/** A leave is requested as pending; approving or rejecting it has its own action (see the leave routes). */
export const studentLeavesEntity: EntityDef = {
  name: 'student-leaves',
  label: {
    fa: 'مرخصی دانش‌آموز',
    faPlural: 'مرخصی‌های دانش‌آموزان',
    en: 'student leave',
    enPlural: 'student leaves',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('student-leaves'),
  menuGroup: 'attendance',
  icon: 'EventBusy',
  titleField: 'fromDate',
  defaultSort: { field: 'fromDate', dir: 'desc' },
  fields: [
    { name: 'studentId', type: 'reference', ref: 'students', required: true, list: true, filterable: true },
    {
      name: 'leaveTypeId',
      type: 'reference',
      ref: 'leave-types',
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'fromDate',
      type: 'jalaliDate',
      required: true,
      defaultToday: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    { name: 'fromTime', type: 'time' },
    { name: 'toDate', type: 'jalaliDate', required: true, list: true, sortable: true },
    { name: 'toTime', type: 'time' },
    { name: 'reason', type: 'text', multiline: true, maxLength: 500 },
    { name: 'document', type: 'image' },
    {
      name: 'status',
      type: 'enum',
      options: LEAVE_STATUSES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    { name: 'decidedBy', type: 'reference', ref: 'users', readOnly: true },
  ],
};
