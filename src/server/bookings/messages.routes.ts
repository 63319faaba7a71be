import { visitorMessageResultSchema, visitorMessageSchema } from '../../shared/schemas/front-desk-mail';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** Admins write to the visitors of a day or one slot (decision 0056). */
export const messagesFeature = defineFeature('messages', ['messages'], async (api, { services }) => {
  const { messages } = services;

  api.post(
    '/admin/messages',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'sendVisitorMessage',
        summary: 'Mail a message to each live booking of a day or slot once (or count whom it would reach)',
        body: visitorMessageSchema,
        response: { 200: visitorMessageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => messages.send(requireUser(request), request.body),
  );
});
