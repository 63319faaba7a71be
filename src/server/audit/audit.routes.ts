import { auditQuerySchema } from '../../shared/schemas/staff';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';

/** Every staff action: who, when, what, before and after (admins only). */
export const auditFeature: Feature = async (api, { services }) => {
  const { audit, staffAccess } = services;

  api.get('/admin/audit', async (request, reply) => {
    await staffAccess.admin(request);
    reply.header('cache-control', 'no-store');
    return audit.list(parseInput(auditQuerySchema, request.query));
  });
};
