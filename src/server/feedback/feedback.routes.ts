import type { FastifyInstance } from 'fastify';
import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { feedbackAnswersSchema } from '../../shared/schemas/feedback';
import { requireUser } from '../accounts/current-user';
import type { AppContext } from '../app';
import { parseInput } from '../http/errors';
import { createFeedbackService } from './feedback.service';

export function feedbackRoutes(app: FastifyInstance, { database, clock }: AppContext): void {
  const feedback = createFeedbackService({ db: database.db, clock });

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
