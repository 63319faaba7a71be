import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '../../shared/schemas/staff';
import type { StaffAccess } from '../accounts/staff-access';
import { parseInput } from '../http/errors';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyInstance, access: StaffAccess, audit: AuditService): void {
  app.get('/api/admin/audit', async (request, reply) => {
    await access.admin(request);
    reply.header('cache-control', 'no-store');
    return audit.list(parseInput(auditQuerySchema, request.query));
  });
}
