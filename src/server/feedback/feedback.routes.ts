import type { FastifyInstance } from 'fastify';
import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { feedbackAnswersSchema } from '../../shared/schemas/feedback';
import { requireUser } from '../accounts/current-user';
import { parseInput } from '../http/errors';
import type { FeedbackService } from './feedback.service';

export function feedbackRoutes(app: FastifyInstance, feedback: FeedbackService): void {
  app.get('/api/bookings/:id/feedback', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    return feedback.get(user, id);
  });

  app.post('/api/bookings/:id/feedback', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    const answers = parseInput(feedbackAnswersSchema, request.body);
    return reply.status(201).send(await feedback.submit(user, id, answers));
  });
}
