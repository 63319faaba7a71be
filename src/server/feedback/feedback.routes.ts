import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { feedbackAnswersSchema } from '../../shared/schemas/feedback';
import { requireUser } from '../accounts/current-user';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';

export const feedbackFeature: Feature = async (api, { services }) => {
  const { feedback } = services;

  api.get('/bookings/:id/feedback', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    return feedback.get(user, id);
  });

  api.post('/bookings/:id/feedback', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    const answers = parseInput(feedbackAnswersSchema, request.body);
    return reply.status(201).send(await feedback.submit(user, id, answers));
  });
};
