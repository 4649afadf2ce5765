import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Who/when columns every editable row carries; `version` drives optimistic concurrency (409). */
export const auditColumns = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
};

/** Quarter-point scores up to 100 (and averages with two decimals): exact decimals, read back as numbers. */
export const scoreColumn = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
