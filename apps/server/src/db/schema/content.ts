/** Published content: a school's news (public once published) and its printable form templates. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { schoolRef } from './organisation';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Rich text, sanitised on every write: only what a browser can show without running anything. */
    body: text('body').notNull(),
    /** `/api/files/<id>` of the cover, stored for the school; served publicly once published. */
    coverImage: text('cover_image'),
    published: boolean('published').notNull().default(false),
    publishedAt: date('published_at'),
    ...auditColumns,
  },
  (t) => [
    // The school's list, newest first.
    index('news_school_published_at').on(t.schoolId, t.publishedAt, t.id),
    // The landing page: every school's published items, newest first.
    index('news_public')
      .on(t.publishedAt, t.id)
      .where(sql`published`),
  ],
);

export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    /** Plain text with {{placeholders}} (packages/shared form-templates.ts). */
    body: text('body').notNull(),
    signature: text('signature'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('form_templates_school_title').on(t.schoolId, t.title)],
);
