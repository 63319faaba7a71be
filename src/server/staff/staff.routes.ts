import { z } from 'zod';
import {
  addStaffSchema,
  changeRoleSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
} from '../../shared/schemas/staff';
import { staffTexts } from '../../shared/staff-texts';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/route-schemas';

/** Staff management, admins only (`access: 'admin'`); every change is audited by the service. */
export const staffFeature = defineFeature('staff', ['staff'], async (api, { services }) => {
  const { staff } = services;
  const adminsOnly = { access: 'admin' } as const;
  // Changing who is staff: the answer waits until this instance has heard of it (session-cache.ts).
  const changesStaff = { access: 'admin', changesAccount: true } as const;

  api.get(
    '/admin/staff',
    {
      config: adminsOnly,
      schema: {
        operationId: 'listStaff',
        summary: 'Staff and admins',
        response: { 200: staffListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return staff.list();
    },
  );

  api.post(
    '/admin/staff',
    {
      config: changesStaff,
      schema: {
        operationId: 'addStaff',
        summary: 'Give an address the staff or admin role',
        body: addStaffSchema,
        response: { 200: staffMemberSchema, 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const change = await staff.grant(requireUser(request), request.body.email, request.body.role);
      // 201 when the account was made for this address, 200 when it existed.
      return reply.status(change.before === null ? 201 : 200).send(await staff.member(change.userId));
    },
  );

  api.patch(
    '/admin/staff/:userId',
    {
      config: changesStaff,
      schema: {
        operationId: 'changeStaffRole',
        summary: "Change a staff member's role",
        params: staffParamsSchema,
        body: changeRoleSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.changeRole(requireUser(request), request.params.userId, request.body.role),
  );

  api.delete(
    '/admin/staff/:userId',
    {
      config: changesStaff,
      schema: {
        operationId: 'removeStaff',
        summary: 'Take the staff role back',
        params: staffParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const change = await staff.revoke(requireUser(request), { id: request.params.userId });
      if (!change) throw notFound(staffTexts.staffNotFound);
      return reply.status(204).send(null);
    },
  );

  // Another member's second factor, reset: they set it up again at their next admin call.
  api.delete(
    '/admin/staff/:userId/two-factor',
    {
      config: changesStaff,
      schema: {
        operationId: 'resetStaffTwoFactor',
        summary: "Reset another admin's second factor",
        params: staffParamsSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.resetSecondFactor(requireUser(request), request.params.userId),
  );
});
