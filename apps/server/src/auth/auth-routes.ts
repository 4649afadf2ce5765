import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../access/guard';
import { toUserData } from '../access/user-access';
import { MESSAGES } from '../http/errors';
import { AUTH_MESSAGES, type AuthService } from './auth-service';

const required = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);

const loginBody = z
  .object({
    username: required(USERNAME_MAX_LENGTH),
    // Length policy applies when a password is set; here any stored password must be able to log in.
    password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
    remember_me: z.boolean({ error: 'مقدار «مرا به خاطر بسپار» باید درست یا نادرست باشد.' }).optional(),
  })
  .strict();

const refreshBody = z.object({ refresh_token: required(200) }).strict();

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      {
        schema: { tags: ['auth'], summary: 'Log in with username and password', body: loginBody },
        // A tighter per-IP cap on top of the per-username/IP failure throttle.
        config: { permission: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) =>
        auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    );

    app.post(
      '/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh token and get a new access token',
          body: refreshBody,
        },
        config: { permission: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => auth.refresh(request.body.refresh_token),
    );

    app.get(
      '/me',
      {
        schema: { tags: ['auth'], summary: 'The logged-in user, with fresh ability rules' },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        // `me` rebuilds the abilities from the roles as they are now (as login and refresh do).
        const auth = requireAuth(request);
        const access = await auth.reloadAccess();
        const { sessionExpiresAt } = auth;
        return { success: true, data: toUserData(access, sessionExpiresAt), userAbilityRules: access.rules };
      },
    );

    app.post(
      '/logout',
      {
        schema: { tags: ['auth'], summary: 'End the session at once' },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        await auth.revokeSession(requireAuth(request).sessionId, 'logout');
        return { success: true, message: AUTH_MESSAGES.loggedOut };
      },
    );
  };
