/** Builds the Fastify instance without listening — tests drive it through app.inject. */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES, type HealthResponse } from '@school/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerGuard } from './access/guard';
import { AuthService } from './auth/auth-service';
import { authRoutes } from './auth/auth-routes';
import { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { MESSAGES, failure, registerErrorHandling, sendFailure } from './http/errors';
import { registerMetrics } from './http/metrics';
import { registerNulByteRefusal } from './http/nul-bytes';
import { connectRateLimitRedis } from './http/rate-limit-redis';
import { registerReadiness } from './http/readiness';
import { inlineScriptHashes, registerSecurityHeaders } from './http/security-headers';
import { firstPageShell } from './http/page-shell';
import { registerWebApp } from './http/web-app';
import { MAX_XLSX_BYTES } from './http/xlsx-upload';
import { contextRoutes } from './modules/context/context-routes';
import { entityBindings } from './engine/bindings';
import { EntityService } from './engine/entity-service';
import { registerEntityRoutes } from './engine/entity-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { studentImportRoutes } from './modules/student-import/student-import-routes';
import { phoneImportRoutes } from './modules/student-import/phone-import';
import { studentFileRoutes } from './modules/student-file/student-file-routes';
import { activityRoutes } from './modules/activity/activity-routes';
import { attendanceRoutes, leaveDecisionRoutes } from './modules/attendance/attendance-routes';
import { weeklyScheduleRoutes } from './modules/weekly-schedule/weekly-schedule-routes';
import { attendanceReportRoutes } from './modules/attendance-reports/attendance-report-routes';
import { assessmentReportRoutes } from './modules/assessment-reports/assessment-report-routes';
import { scoreAnalyticsRoutes } from './modules/score-analytics/score-analytics-routes';
import { classroomRollRoutes } from './modules/classroom-roll/classroom-roll-routes';
import { teacherProfileRoutes } from './modules/teacher-profile/teacher-profile-routes';
import { schoolInformationRoutes } from './modules/school-information/school-information-routes';
import { fileRoutes } from './modules/files/file-routes';
import { studentPhotosRoutes } from './modules/student-photos/student-photos-routes';
import { teacherImportRoutes } from './modules/teacher-import/teacher-import-routes';
import { teacherAccountRoutes } from './modules/teacher-account/teacher-account-routes';
import { teacherPhotoRoutes } from './modules/teacher-profile/teacher-photo-routes';
import { courseGroupStudentsRoutes } from './modules/course-group-students/course-group-students-routes';
import { examScoresRoutes } from './modules/exam-scores/exam-scores-routes';
import { reportCardRoutes } from './modules/report-cards/report-card-routes';
import { continuousScoreRoutes } from './modules/grading/continuous-score-routes';
import { worksheetRoutes } from './modules/worksheet/worksheet-routes';
import { smsRoutes } from './modules/sms/sms-routes';
import { securityLogRoutes } from './modules/security-log/security-log-routes';
import { registerDiscipline } from './modules/discipline';
import { registerDebts } from './modules/debts';
import { newsPageHead, registerNews } from './modules/news';
import { registerForms } from './modules/forms';
import { registerCorpExams } from './modules/corp-exams';
import { registerNotifications } from './modules/notifications';
import { registerFeedback } from './modules/feedback';
import { registerExamPlanning } from './modules/exam-planning';
import { registerExamSeating } from './modules/exam-seating';
import { registerYearResults } from './modules/year-results';
import { registerExamPrintouts } from './modules/exam-printouts';
import { registerSurveys, surveyPageShell } from './modules/surveys';
import { outboxWaiting } from './modules/sms';
import { userAccountRoutes } from './modules/user-accounts/user-account-routes';
import { applicationPageShell, registerPreregistration } from './modules/preregistration';
import { registerYearRollover } from './modules/year-rollover';
import { sidaRoutes } from './modules/sida/sida-routes';

// Validation messages of zod's built-in checks in Persian; our own schemas add field-specific ones.
z.config(z.locales.fa());

export interface BuildOptions {
  config: AppConfig;
  database: Database;
}

export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.refresh_token'],
      // Behind a proxy, every line says which server wrote it.
      ...(config.instanceId ? { base: { pid: process.pid, instance: config.instanceId } } : {}),
    },
    // A hop count trusts that many proxies nearest the server (what proxy-addr does for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Stopping (main.ts): a request that arrives on a kept-alive connection while the ones in flight
    // finish is answered as usual, with `Connection: close`, instead of a 503 that a proxy would pass
    // on to the user; new connections are refused from the start.
    return503OnClosing: false,
    // Router-level failures (a malformed URL escape...) answer in the contract's shape too.
    frameworkErrors: (_error, _request, reply) =>
      sendFailure(reply as FastifyReply, 400, failure(ERROR_CODES.VALIDATION, MESSAGES.validation)),
  }).withTypeProvider<ZodTypeProvider>();

  // REDIS_URL: the rate limits count in Redis, shared by every server (rate-limit-redis.ts). First,
  // so that a Redis that does not answer stops the start before anything else is opened.
  const redis = config.redisUrl ? await connectRateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  // Clients often send `Content-Type: application/json` on bodiless POSTs (logout): an empty body is
  // no body, not malformed JSON. Everything else goes through Fastify's safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body.toString(), done),
  );

  // Which of several servers answered (INSTANCE_ID); set first, so refusals carry it too.
  const { instanceId } = config;
  if (instanceId)
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-instance', instanceId);
    });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulByteRefusal(app);

  registerSecurityHeaders(app, inlineScriptHashes(config.webDist));
  const tokens = new TokenService(config.jwtSecret);
  registerGuard(app, database, tokens, config.keepSessionChecks);

  // Brotli or gzip for text (the app's JS and CSS, JSON); quality 5 keeps compression cheap per request.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyRateLimit, {
    ...(redis ? { redis, nameSpace: config.redisKeyPrefix, skipOnError: true } : {}),
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...failure(ERROR_CODES.THROTTLED, MESSAGES.throttled),
      retryAfter: context.after,
    }),
  });

  // Uploads: one file of at most 5 MB per request (Excel imports); checked further per route.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_XLSX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'School network API', description: 'API of شبکه هوشمند مدارس', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Connectivity check' }, config: { permission: 'public' } },
    async (): Promise<HealthResponse> => ({ success: true, status: 200, statusText: 'OK' }),
  );
  registerReadiness(app, database);
  // After the rate limit, which then counts a scraper's tries of the token too.
  if (config.metricsToken) {
    registerMetrics(app, database, config.metricsToken, { outboxWaiting: () => outboxWaiting(database.db) });
  }
  await app.register(authRoutes(new AuthService(database.db, tokens)), { prefix: '/api/auth' });
  await app.register(contextRoutes(database.db), { prefix: '/api/context' });
  const bindings = entityBindings();
  const entities = new EntityService(database.db, bindings);
  await registerEntityRoutes(app, entities, bindings);
  await app.register(userAccountRoutes(database.db, bindings), { prefix: '/api/users/with-role' });
  await app.register(schoolInformationRoutes(database.db, entities), { prefix: '/api/school-information' });
  await app.register(dashboardRoutes(database.db), { prefix: '/api/dashboard' });
  await app.register(studentImportRoutes(database.db), { prefix: '/api/students/import' });
  await app.register(phoneImportRoutes(database.db), { prefix: '/api/students/phone-import' });
  await app.register(studentPhotosRoutes(database.db), { prefix: '/api/students/photos' });
  await app.register(studentFileRoutes(database.db, entities), { prefix: '/api/students' });
  await app.register(weeklyScheduleRoutes(database.db), { prefix: '/api/weekly-schedule' });
  await app.register(attendanceRoutes(database.db), { prefix: '/api/attendance' });
  await app.register(leaveDecisionRoutes(database.db), { prefix: '/api/student-leaves' });
  await app.register(activityRoutes(database.db), { prefix: '/api/activity' });
  await app.register(classroomRollRoutes(database.db), { prefix: '/api/classrooms' });
  await app.register(teacherProfileRoutes(database.db), { prefix: '/api/teacher/profile' });
  await app.register(attendanceReportRoutes(database.db), { prefix: '/api/attendance-reports' });
  await app.register(assessmentReportRoutes(database.db), { prefix: '/api/assessment-reports' });
  await app.register(scoreAnalyticsRoutes(database.db), { prefix: '/api/score-analytics' });
  await app.register(fileRoutes(database.db), { prefix: '/api/files' });
  await app.register(teacherImportRoutes(database.db), { prefix: '/api/teachers/import' });
  await app.register(teacherAccountRoutes(database.db), { prefix: '/api/teachers' });
  await app.register(teacherPhotoRoutes(database.db), { prefix: '/api/teacher/profile/photo' });
  await app.register(examScoresRoutes(database.db), { prefix: '/api/exams' });
  await app.register(reportCardRoutes(database.db), { prefix: '/api/report-cards' });
  await app.register(continuousScoreRoutes(database.db), { prefix: '/api/course-groups' });
  await app.register(worksheetRoutes(database.db), { prefix: '/api/course-groups' });
  await app.register(courseGroupStudentsRoutes(database.db), { prefix: '/api/course-groups' });
  await app.register(securityLogRoutes(database.db), { prefix: '/api/security-log' });
  await app.register(smsRoutes(database.db), { prefix: '/api/sms' });
  await registerDiscipline(app, database.db, entities);
  await registerDebts(app, database.db, entities);
  await registerCorpExams(app, database.db, entities);
  await registerNotifications(app, database.db);
  await registerFeedback(app, database.db);
  await registerExamPlanning(app, database.db);
  await registerExamSeating(app, database.db);
  await registerExamPrintouts(app, database.db);
  await registerSurveys(app, database.db);
  await registerNews(app, database.db);
  await registerForms(app, database.db, entities);
  await registerPreregistration(app, database.db, entities);
  await registerYearRollover(app, database.db, entities);
  await app.register(sidaRoutes(database.db), { prefix: '/api/sida' });
  await registerYearResults(app, database.db);
  await registerWebApp(app, config.webDist, {
    pageHead: newsPageHead(database.db),
    pageShell: firstPageShell(applicationPageShell(database.db), surveyPageShell(database.db)),
  });

  return app;
}
