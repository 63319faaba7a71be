import { auditListSchema, auditQuerySchema } from '../../shared/schemas/staff';
import { defineFeature } from '../feature';
import { errorResponses } from '../http/route-schemas';

/** Every staff action: who, when, what, before and after (admins only). */
export const auditFeature = defineFeature('audit', ['audit'], async (api, { services }) => {
  const { audit } = services;

  api.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listAudit',
        summary: 'Every staff and admin action in a range',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return audit.list(request.query);
    },
  );
});
