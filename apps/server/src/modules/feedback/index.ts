/**
 * /api/feedback-box beyond the engine's routes: a sender's own messages (/mine) and a manager's
 * reply and status (/:id/reply). Sending is the engine's create (an anonymous one records nobody).
 */
import { FEEDBACK_PERMISSIONS } from '@school/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { idParams, pageQuery } from '../../http/params';
import { myFeedback, replyBody, replyToFeedback } from './feedback-service';

export { myFeedbackLink } from './feedback-service';

const feedbackRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['feedback-box'];

    app.get(
      '/mine',
      {
        schema: { tags, summary: "The user's own signed messages and their replies", querystring: pageQuery },
        config: { permission: FEEDBACK_PERMISSIONS.add },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const { page, pageSize } = request.query;
        return { success: true, data: await myFeedback(db, userId, page, pageSize) };
      },
    );

    app.post(
      '/:id/reply',
      {
        schema: { tags, summary: 'Reply to a message and set its status', params: idParams, body: replyBody },
        config: { permission: FEEDBACK_PERMISSIONS.edit },
      },
      async (request) => ({
        success: true,
        data: await replyToFeedback(db, requireAuth(request).access, request.params.id, request.body),
      }),
    );
  };

export async function registerFeedback(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(feedbackRoutes(db), { prefix: '/api/feedback-box' });
}
