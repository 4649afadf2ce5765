/**
 * The teacher surveys module: issuing codes, the reports, and the public page's routes. Surveys and
 * their questions themselves are on the engine (engine/bindings/surveys.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { publicSurveyRoutes } from './public-survey-routes';
import { surveyCodeRoutes, surveyReportRoutes } from './survey-routes';

export { surveyPageShell } from './survey-page-shell';

export async function registerSurveys(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(surveyCodeRoutes(db), { prefix: '/api/survey-hashes' });
  await app.register(surveyReportRoutes(db), { prefix: '/api/survey-reports' });
  await app.register(publicSurveyRoutes(db), { prefix: '/api/public/surveys' });
}
