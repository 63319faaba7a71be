import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { feedbackAnswersSchema, feedbackResponseSchema } from '../../shared/schemas/feedback';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** The visitor's feedback on their own booking, once the visit is over. */
export const feedbackFeature = defineFeature('feedback', ['feedback'], async (api, { services }) => {
  const { feedback } = services;

  api.get(
    '/bookings/:id/feedback',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'getFeedback',
        summary: "A visit's feedback, once given",
        params: bookingParamsSchema,
        response: { 200: feedbackResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => feedback.get(requireUser(request), request.params.id),
  );

  api.post(
    '/bookings/:id/feedback',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'giveFeedback',
        summary: 'Give feedback after the visit',
        params: bookingParamsSchema,
        body: feedbackAnswersSchema,
        response: { 201: feedbackResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const saved = await feedback.submit(requireUser(request), request.params.id, request.body);
      return reply.status(201).send(saved);
    },
  );
});
