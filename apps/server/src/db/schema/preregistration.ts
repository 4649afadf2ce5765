/**
 * Online pre-registration (DOMAIN.md "Surveys and pre-registration"): a school's campaigns of a
 * year, the grades each offers with their seats, the applications the public form creates (one per
 * national code per campaign) and their documents, kept in the database like photos (files.ts),
 * re-encoded as JPEG before they are stored.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { bytea } from './files';
import { academicYearRef, schoolRef } from './organisation';
import { students } from './people';

export const preregisterCampaigns = pgTable(
  'preregister_campaigns',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    title: text('title').notNull(),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    requiredDocuments: text('required_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('preregister_campaigns_school_title').on(t.schoolId, t.title),
    index('preregister_campaigns_school_year').on(t.schoolId, t.academicYearId, t.opensOn),
    check('preregister_campaigns_window', sql`${t.closesOn} >= ${t.opensOn}`),
  ],
);

export const preregisterGrades = pgTable(
  'preregister_grades',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => preregisterCampaigns.id),
    gradeLevel: smallint('grade_level').notNull(),
    capacity: integer('capacity').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('preregister_grades_campaign_grade').on(t.campaignId, t.gradeLevel),
    // The grades' list reads by the current school first.
    index('preregister_grades_school').on(t.schoolId, t.campaignId),
    check('preregister_grades_capacity', sql`${t.capacity} > 0`),
  ],
);

export const preregisterApplications = pgTable(
  'preregister_applications',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    academicYearId: academicYearRef(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => preregisterCampaigns.id),
    trackingCode: text('tracking_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fatherName: text('father_name').notNull(),
    nationalCode: text('national_code').notNull(),
    birthDate: date('birth_date').notNull(),
    gender: text('gender').notNull(),
    gradeLevel: smallint('grade_level').notNull(),
    previousSchool: text('previous_school'),
    previousAverage: numeric('previous_average', { precision: 4, scale: 2, mode: 'number' }),
    fatherMobile: text('father_mobile'),
    motherMobile: text('mother_mobile'),
    address: text('address').notNull(),
    status: text('status').notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    /** What a rejection opened for the applicant to correct (fields and documents). */
    fixFields: text('fix_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Documents received in all, corrections included (capped per application). */
    uploadCount: smallint('upload_count').notNull().default(0),
    studentId: integer('student_id').references(() => students.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('preregister_applications_tracking_code').on(t.trackingCode),
    // One application per person and campaign: a second sending is refused, never stored twice.
    uniqueIndex('preregister_applications_campaign_national_code').on(t.campaignId, t.nationalCode),
    index('preregister_applications_school_year_created').on(t.schoolId, t.academicYearId, t.createdAt),
    index('preregister_applications_campaign_status').on(t.campaignId, t.status, t.gradeLevel),
    index('preregister_applications_student').on(t.studentId),
    check(
      'preregister_applications_status',
      sql`${t.status} in ('submitted', 'reviewing', 'accepted', 'rejected', 'enrolled')`,
    ),
  ],
);

export const preregisterDocuments = pgTable(
  'preregister_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => preregisterApplications.id, { onDelete: 'cascade' }),
    schoolId: schoolRef(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('preregister_documents_application_kind').on(t.applicationId, t.kind)],
);
