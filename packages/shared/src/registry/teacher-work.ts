/**
 * What teachers write about their classes (DOMAIN.md "Assessment"): logs of what was taught in a
 * period, and notes about a student that show in the student's dossier. A teacher sees and writes
 * only their own rows unless their role grants `<entity>.all-teachers`; the teacher of a new row is
 * then always the user's own teacher record, so `teacherId` is optional here.
 */
import { entityPermissions, type EntityDef } from './types';

export const TEACHER_NOTE_KINDS = ['positive', 'negative'] as const;
export type TeacherNoteKind = (typeof TEACHER_NOTE_KINDS)[number];

export const teacherLogEntity: EntityDef = {
  name: 'teacher-log',
  label: { fa: 'گزارش کلاس', faPlural: 'گزارش‌های کلاس', en: 'teacher log', enPlural: 'teacher logs' },
  scope: 'schoolYear',
  permissions: entityPermissions('teacher-log'),
  menuGroup: 'assessment',
  icon: 'EventNote',
  titleField: 'topic',
  defaultSort: { field: 'date', dir: 'desc' },
  fields: [
    {
      name: 'date',
      type: 'jalaliDate',
      required: true,
      defaultToday: true,
      list: true,
      sortable: true,
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
    { name: 'classPeriodId', type: 'reference', ref: 'class-period', list: true },
    {
      name: 'topic',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 200,
    },
    { name: 'homework', type: 'text', multiline: true, list: true, searchable: true, maxLength: 1000 },
    { name: 'notes', type: 'text', multiline: true, maxLength: 2000 },
    {
      name: 'teacherId',
      type: 'reference',
      ref: 'teachers',
      list: true,
      filterable: true,
      onlyWith: 'teacher-log.all-teachers',
    },
  ],
};

export const teacherNoteEntity: EntityDef = {
  name: 'teacher-note',
  label: {
    fa: 'یادداشت دبیر',
    faPlural: 'یادداشت‌های دبیر',
    en: 'teacher note',
    enPlural: 'teacher notes',
  },
  scope: 'schoolYear',
  permissions: entityPermissions('teacher-note'),
  menuGroup: 'assessment',
  icon: 'StickyNote2',
  titleField: 'text',
  defaultSort: { field: 'date', dir: 'desc' },
  fields: [
    {
      name: 'date',
      type: 'jalaliDate',
      required: true,
      defaultToday: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    { name: 'studentId', type: 'reference', ref: 'students', required: true, list: true, filterable: true },
    {
      name: 'kind',
      type: 'enum',
      options: TEACHER_NOTE_KINDS,
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'text',
      type: 'text',
      multiline: true,
      required: true,
      list: true,
      searchable: true,
      maxLength: 1000,
    },
    {
      name: 'teacherId',
      type: 'reference',
      ref: 'teachers',
      list: true,
      filterable: true,
      onlyWith: 'teacher-note.all-teachers',
    },
  ],
};
