/**
 * Every route declares `config.permission`: 'public', 'authenticated' or a permission-catalogue key.
 * One hook enforces it for all routes, so a route cannot forget its check; a test lists every route
 * and fails on any without a declaration.
 */
import { ERROR_CODES, isPermissionKey } from '@school/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StopListening } from '../db/change-notices';
import type { Database, Db } from '../db/client';
import { academicYears, authSessions, users } from '../db/schema';
import { AppError, forbidden, unauthenticated } from '../http/errors';
import type { TokenService } from '../auth/tokens';
import { can, loadUserAccess, type AcademicYearSummary, type UserAccess } from './user-access';
import { SessionCache } from './session-cache';

/** 'public', 'authenticated', a permission key, or a list of keys of which any one suffices. */
export type RoutePermission = 'public' | 'authenticated' | (string & {}) | string[];

export interface AuthContext {
  userId: number;
  sessionId: string;
  sessionExpiresAt: Date;
  access: UserAccess;
  /** Reloads the user's roles and schools now and keeps them for the rest of this token's life. */
  reloadAccess(): Promise<UserAccess>;
}

export interface RouteManifestEntry {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared permission, for the test that no route goes undeclared. */
    routeManifest: RouteManifestEntry[];
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export const TOKEN_MESSAGES = {
  expired: 'نشست شما منقضی شده است. لطفاً دوباره وارد شوید.',
  invalid: 'توکن دسترسی معتبر نیست.',
  sessionEnded: 'نشست شما پایان یافته است. لطفاً دوباره وارد شوید.',
};

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** json_agg arrives parsed from both drivers; a string (another driver's choice) is parsed here. */
function parseYears(value: unknown): AcademicYearSummary[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as AcademicYearSummary[];
}

/**
 * The session check: the session is live, the user active, and their current school and year.
 * Prepared once, so it is neither rebuilt nor re-planned; its answers are kept while nothing they
 * were read from changed (session-cache.ts).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: authSessions.id,
      userId: authSessions.userId,
      expiresAt: authSessions.expiresAt,
      active: users.active,
      currentSchoolId: users.currentSchoolId,
      currentAcademicYearId: users.currentAcademicYearId,
      // The academic years ride along: most calls need the current context, and this saves them
      // a round trip of their own.
      academicYears: sql<AcademicYearSummary[]>`(select coalesce(json_agg(json_build_object(
          'id', y.id, 'title', y.title, 'isCurrent', y.is_current) order by y.start_date desc), '[]'::json)
        from ${academicYears} y)`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sid')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_session');
}

type SessionLookup = ReturnType<typeof prepareSessionLookup>;
type SessionRow = Awaited<ReturnType<SessionLookup['execute']>>[number];

/** The channel of migration 0022's triggers: a session, a user or an academic year changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Requests that change nothing; any other drops the kept session checks (session-cache.ts). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Resolves the caller from the Bearer token; throws 401 when absent, bad, expired or revoked. */
async function authenticate(
  request: FastifyRequest,
  db: Db,
  sessions: SessionLookup,
  tokens: TokenService,
  checks: SessionCache<SessionRow>,
  accessChecks: SessionCache<UserAccess>,
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await tokens.verifyAccess(token);
  if (claims === 'expired') throw unauthenticated(ERROR_CODES.TOKEN_EXPIRED, TOKEN_MESSAGES.expired);
  if (claims === 'invalid') throw unauthenticated(ERROR_CODES.UNAUTHENTICATED, TOKEN_MESSAGES.invalid);
  const session = await checks.get(claims.sid, async () => (await sessions.execute({ sid: claims.sid }))[0]);
  // A kept answer may have been read before the session's last minute: its end is checked here too.
  const ended = !session || session.expiresAt.getTime() <= Date.now();
  if (ended || !session.active || String(session.userId) !== claims.sub) {
    throw unauthenticated(ERROR_CODES.SESSION_ENDED, TOKEN_MESSAGES.sessionEnded);
  }
  // Roles and schools are kept like the session check: a change of a role, its permissions or the
  // user's roles drops them at once (write requests and migration 0023's notices).
  const access = await accessChecks.get(
    token,
    async () => (await loadUserAccess(db, session.userId)) ?? undefined,
  );
  if (!access) throw unauthenticated(ERROR_CODES.SESSION_ENDED, TOKEN_MESSAGES.sessionEnded);
  const current = {
    currentSchoolId: session.currentSchoolId,
    currentAcademicYearId: session.currentAcademicYearId,
  };
  return {
    userId: session.userId,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    async reloadAccess() {
      const fresh = await loadUserAccess(db, session.userId);
      if (!fresh) throw unauthenticated(ERROR_CODES.SESSION_ENDED, TOKEN_MESSAGES.sessionEnded);
      return { ...fresh, ...current };
    },
    access: {
      ...access,
      currentSchoolId: session.currentSchoolId,
      currentAcademicYearId: session.currentAcademicYearId,
      academicYears: parseYears(session.academicYears),
    },
  };
}

/** `keepChecks` false: every request reads its session from the database (SESSION_CHECK_CACHE=0). */
export function registerGuard(
  app: FastifyInstance,
  database: Database,
  tokens: TokenService,
  keepChecks = true,
): void {
  const { db } = database;
  const manifest: RouteManifestEntry[] = [];
  const sessions = prepareSessionLookup(db);
  // A cache never told it is listening keeps nothing.
  const checks = new SessionCache<SessionRow>();
  const accessChecks = new SessionCache<UserAccess>();
  if (keepChecks) keepSessionChecks(app, database, [checks, accessChecks]);
  app.decorate('routeManifest', manifest);
  app.addHook('onRoute', (route) => {
    // The OpenAPI document and its UI are registered by a plugin; they are public by decision.
    if (route.url.startsWith('/api/docs') && !route.config?.permission) {
      route.config = { ...route.config, permission: 'public' };
    }
    const permission = route.config?.permission;
    const keys = Array.isArray(permission)
      ? permission
      : permission && permission !== 'public' && permission !== 'authenticated'
        ? [permission]
        : [];
    const unknown = keys.filter((k) => !isPermissionKey(k));
    if (unknown.length || (Array.isArray(permission) && permission.length === 0)) {
      throw new Error(
        `route ${route.method} ${route.url} declares unknown permission "${unknown.join(', ')}"`,
      );
    }
    for (const method of [route.method].flat()) manifest.push({ method, url: route.url, permission });
  });
  // onRequest: before the body is parsed, so anonymous callers never get their input processed.
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public' || request.is404) return;
    // No declaration is treated as the strictest case: nobody but the system manager.
    request.auth = await authenticate(request, db, sessions, tokens, checks, accessChecks);
    if (permission === 'authenticated') return;
    if (!permission) {
      if (!request.auth.access.isSystemManager) throw forbidden();
      return;
    }
    const allowed = Array.isArray(permission)
      ? permission.some((p) => can(request.auth!.access, p))
      : can(request.auth.access, permission);
    if (!allowed) throw forbidden();
  });
}

/**
 * The session checks' and access answers, kept as session-cache.ts says: dropped by every write
 * request before its response leaves, and by every notice of a change made elsewhere.
 */
function keepSessionChecks(
  app: FastifyInstance,
  database: Database,
  caches: { forgetAll(): void; setListening(on: boolean): void }[],
): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method)) for (const cache of caches) cache.forgetAll();
    done(null, payload);
  });
  const listening = database
    .listen(SESSION_CHANGES_CHANNEL, {
      onNotice: () => caches.forEach((cache) => cache.forgetAll()),
      onListening: (on) => {
        caches.forEach((cache) => cache.setListening(on));
        if (!on)
          app.log.warn('session change notices unheard: each request checks its session in the database');
      },
    })
    .catch((error: Error): StopListening => {
      app.log.error(`cannot listen for session change notices (${error.message}); sessions are not kept`);
      return async () => undefined;
    });
  app.addHook('onClose', async () => (await listening)());
}

/** The authenticated caller of a non-public route (set by the guard). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(500, ERROR_CODES.INTERNAL, 'route used requireAuth without a guard');
  return request.auth;
}
