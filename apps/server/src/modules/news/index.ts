/** The news module: public reading routes and the link preview of a news item's public page. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { publicNewsRoutes } from './news-routes';

export { newsPageHead } from './news-page-head';

export async function registerNews(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(publicNewsRoutes(db), { prefix: '/api/public/news' });
}
