import type { FastifyInstance } from 'fastify';
import { addStaffSchema, changeRoleSchema, staffParamsSchema } from '../../shared/schemas/staff';
import { texts } from '../../shared/texts';
import type { StaffAccess } from '../accounts/staff-access';
import { notFound, parseInput } from '../http/errors';
import type { StaffService } from './staff.service';

export function staffRoutes(app: FastifyInstance, access: StaffAccess, staff: StaffService): void {
  app.get('/api/admin/staff', async (request, reply) => {
    await access.admin(request);
    reply.header('cache-control', 'no-store');
    return staff.list();
  });

  app.post('/api/admin/staff', async (request, reply) => {
    const actor = await access.admin(request);
    const { email, role } = parseInput(addStaffSchema, request.body);
    const change = await staff.grant(actor, email, role);
    return reply.status(change.before === null ? 201 : 200).send(await staff.member(change.userId));
  });

  app.patch('/api/admin/staff/:userId', async (request) => {
    const actor = await access.admin(request);
    const { userId } = parseInput(staffParamsSchema, request.params);
    const { role } = parseInput(changeRoleSchema, request.body);
    return staff.changeRole(actor, userId, role);
  });

  app.delete('/api/admin/staff/:userId', async (request, reply) => {
    const actor = await access.admin(request);
    const { userId } = parseInput(staffParamsSchema, request.params);
    if (!(await staff.revoke(actor, { id: userId }))) throw notFound(texts.staffNotFound);
    return reply.status(204).send();
  });
}
