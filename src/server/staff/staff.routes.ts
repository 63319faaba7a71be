import { addStaffSchema, changeRoleSchema, staffParamsSchema } from '../../shared/schemas/staff';
import { texts } from '../../shared/texts';
import type { Feature } from '../feature';
import { notFound, parseInput } from '../http/errors';

/** Staff management (admins only); every change is audited by the service. */
export const staffFeature: Feature = async (api, { services }) => {
  const { staff, staffAccess } = services;

  api.get('/admin/staff', async (request, reply) => {
    await staffAccess.admin(request);
    reply.header('cache-control', 'no-store');
    return staff.list();
  });

  api.post('/admin/staff', async (request, reply) => {
    const actor = await staffAccess.admin(request);
    const { email, role } = parseInput(addStaffSchema, request.body);
    const change = await staff.grant(actor, email, role);
    // 201 when the account was made for this address, 200 when it existed.
    return reply.status(change.before === null ? 201 : 200).send(await staff.member(change.userId));
  });

  api.patch('/admin/staff/:userId', async (request) => {
    const actor = await staffAccess.admin(request);
    const { userId } = parseInput(staffParamsSchema, request.params);
    const { role } = parseInput(changeRoleSchema, request.body);
    return staff.changeRole(actor, userId, role);
  });

  api.delete('/admin/staff/:userId', async (request, reply) => {
    const actor = await staffAccess.admin(request);
    const { userId } = parseInput(staffParamsSchema, request.params);
    if (!(await staff.revoke(actor, { id: userId }))) throw notFound(texts.staffNotFound);
    return reply.status(204).send();
  });
};
