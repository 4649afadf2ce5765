/**
 * Uploaded files kept in the database itself (photos), so every server of a deployment sees them
 * and the embedded database needs no separate folder. Rows are small: images are resized first.
 */
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { schoolRef } from './organisation';

/** bytea: node-postgres returns a Buffer, PGlite a Uint8Array; both become a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    /** What the file belongs to: 'students' or 'teachers' (their photo). */
    ownerKind: text('owner_kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_school').on(t.schoolId)],
);
