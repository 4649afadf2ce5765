/**
 * Names, in Persian, of the tables outside the registry whose rows can hold on to an entity row (a
 * student's scores, a course group's members...). A delete the registry's own checks let through but
 * the database refuses (a foreign key) is answered with the name of what still depends on the row.
 */
import { getTableName } from 'drizzle-orm';
import type { EntityBinding } from './binding';

const TABLE_LABELS: Record<string, string> = {
  exam_scores: 'نمره‌های آزمون',
  worksheet_scores: 'نمره‌های کاربرگ',
  worksheet_activities: 'فعالیت‌های کاربرگ',
  continuous_score_overrides: 'نمره‌های مستمر ثبت‌شده',
  course_group_students: 'اعضای گروه درسی',
  report_cards: 'کارنامه‌ها',
  report_card_courses: 'درس‌های کارنامه',
  schedule_slots: 'زنگ‌های برنامه هفتگی',
  calendar_events: 'رویدادهای تقویم',
  teacher_logs: 'گزارش‌های کلاس',
  teacher_notes: 'یادداشت‌های دبیر',
  sms_outbox: 'پیامک‌ها',
  sms_templates: 'قالب‌های پیامک',
  stored_files: 'پرونده‌های بارگذاری‌شده',
  auth_sessions: 'نشست‌های ورود',
  user_activity: 'سابقه فعالیت کاربر',
  attendance_submissions: 'ثبت‌های حضور و غیاب',
  exam_score_submissions: 'ثبت‌های نمره',
  worksheet_submissions: 'ثبت‌های کاربرگ',
  corp_exam_results: 'نتایج آزمون‌های موسسات',
  corp_exam_scores: 'نتایج دروس آزمون‌های موسسات',
  exam_seats: 'چینش صندلی‌های امتحان',
  survey_codes: 'کدهای نظرسنجی',
  survey_answers: 'پاسخ‌های نظرسنجی',
};

/** The referencing table of a foreign-key error (node-postgres and PGlite both report it). */
export function referencingTable(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { table, detail } = e as { table?: unknown; detail?: unknown };
    if (typeof table === 'string' && table) return table;
    const match = typeof detail === 'string' ? /referenced from table "([^"]+)"/.exec(detail) : null;
    if (match) return match[1];
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The Persian name of a table's rows: a registry entity's plural label, or the list above. */
export function dependentLabel(table: string, bindings: Iterable<EntityBinding>): string | undefined {
  for (const binding of bindings)
    if (getTableName(binding.table) === table) return binding.def.label.faPlural;
  return TABLE_LABELS[table];
}
