/** Users, roles and sessions. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { academicYears, schools } from './organisation';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** Keys from the permission catalogue (packages/shared/src/permissions.ts). */
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The system manager role: manage/all, cannot be edited or deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  builtIn: boolean('built_in').notNull().default(false),
  ...auditColumns,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case with ASCII digits; unique. */
    username: text('username').notNull().unique(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile'),
    nationalCode: text('national_code'),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The change-stage choice, kept per user. */
    currentSchoolId: integer('current_school_id').references(() => schools.id),
    currentAcademicYearId: integer('current_academic_year_id').references(() => academicYears.id),
    ...auditColumns,
  },
  (t) => [uniqueIndex('users_national_code_unique').on(t.nationalCode)],
);

/** A role held by a user in one school; schoolId null means in every school of the network. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    schoolId: integer('school_id').references(() => schools.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('user_roles_unique').on(t.userId, t.roleId, t.schoolId),
    index('user_roles_user_idx').on(t.userId),
  ],
);

/**
 * A login: ends 8 hours after creation or after the last activity the app reported
 * (auth/session-activity.ts), whatever the refreshes, or when revoked.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes; each is usable once (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed-login counters per username and per IP. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
