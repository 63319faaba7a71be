import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { dayQuerySchema, doorSearchQuerySchema, statusChangeSchema } from '../../shared/schemas/door';
import { texts } from '../../shared/texts';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';

/** The door and the day sheet (staff and admins). */
export const doorFeature: Feature = async (api, { services }) => {
  const { door, doorSearch, staffAccess } = services;

  api.get('/admin/bookings/:id', async (request, reply) => {
    const viewer = await staffAccess.staff(request);
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

  api.get('/admin/bookings', async (request, reply) => {
    await staffAccess.staff(request);
    const { q, date } = parseInput(doorSearchQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return doorSearch.search(q, date);
  });

  api.post('/admin/bookings/:id/status', async (request) => {
    const actor = await staffAccess.staff(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    const change = parseInput(statusChangeSchema, request.body);
    return door.changeStatus(actor, id, change);
  });

  api.get('/admin/day', async (request, reply) => {
    await staffAccess.staff(request);
    const { date } = parseInput(dayQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return doorSearch.daySheet(date);
  });
};
