/**
 * /api/public/news — the network's published news for the landing page and a news item's public
 * page, without signing in: only published items, read-only, rate-limited per address. The body is
 * the sanitised rich text stored on write; nothing else carries markup.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { publishedCover, publishedNews, publishedNewsItem } from './news-public';

/** Per address and minute: a landing page asks once, a crawler or a scraper gets no more. */
const PUBLIC_LIMIT = { max: 120, timeWindow: '1 minute' };
const NOT_FOUND = 'خبر یافت نشد.';

const listQuery = z
  .object({
    page: z.coerce
      .number({ error: 'شماره صفحه باید عدد باشد.' })
      .int('شماره صفحه باید عدد صحیح باشد.')
      .min(1, 'شماره صفحه دست‌کم ۱ است.')
      .max(10_000, 'شماره صفحه بیش از حد بزرگ است.')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'اندازه صفحه باید عدد باشد.' })
      .int('اندازه صفحه باید عدد صحیح باشد.')
      .min(1, 'اندازه صفحه دست‌کم ۱ است.')
      .max(24, 'اندازه صفحه حداکثر ۲۴ است.')
      .default(6),
  })
  .strict();

export const publicNewsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['news'];
    const config = { permission: 'public' as const, rateLimit: PUBLIC_LIMIT };

    app.get(
      '/',
      { schema: { tags, summary: 'Published news, newest first', querystring: listQuery }, config },
      async (request) => {
        const { page, pageSize } = request.query;
        return { success: true, data: await publishedNews(db, page, pageSize) };
      },
    );

    app.get(
      '/:id',
      { schema: { tags, summary: 'One published news item', params: idParams }, config },
      async (request) => {
        const item = await publishedNewsItem(db, request.params.id);
        if (!item) throw notFound(NOT_FOUND);
        return { success: true, data: item };
      },
    );

    app.get(
      '/:id/cover',
      { schema: { tags, summary: "A published news item's cover image", params: idParams }, config },
      async (request, reply) => {
        const file = await publishedCover(db, request.params.id);
        if (!file) throw notFound(NOT_FOUND);
        // Public and unchanging while the item keeps it; a shared link's preview fetches it often.
        return reply
          .header('cache-control', 'public, max-age=3600')
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .send(file.bytes);
      },
    );
  };
