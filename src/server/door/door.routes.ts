import type { FastifyInstance } from 'fastify';
import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { dayQuerySchema, doorSearchQuerySchema, statusChangeSchema } from '../../shared/schemas/door';
import { texts } from '../../shared/texts';
import type { StaffAccess } from '../accounts/staff-access';
import { parseInput } from '../http/errors';
import type { DoorService } from './door.service';
import type { DoorSearch } from './door-search';

export function doorRoutes(
  app: FastifyInstance,
  access: StaffAccess,
  door: DoorService,
  search: DoorSearch,
): void {
  app.get('/api/admin/bookings/:id', async (request, reply) => {
    const viewer = await access.staff(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    reply.header('cache-control', 'no-store');
    const booking = await door.view(id, viewer);
    // The door shows an unknown ticket like any other verdict: the error carries it.
    if (!booking) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: texts.bookingNotFound }, verdict: 'unknown' });
    }
    return booking;
  });

  app.get('/api/admin/bookings', async (request, reply) => {
    await access.staff(request);
    const { q, date } = parseInput(doorSearchQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return search.search(q, date);
  });

  app.post('/api/admin/bookings/:id/status', async (request) => {
    const actor = await access.staff(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    const change = parseInput(statusChangeSchema, request.body);
    return door.changeStatus(actor, id, change);
  });

  app.get('/api/admin/day', async (request, reply) => {
    await access.staff(request);
    const { date } = parseInput(dayQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return search.daySheet(date);
  });
}
