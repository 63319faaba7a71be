import type { FastifyInstance } from 'fastify';
import { bookingParamsSchema, createBookingSchema } from '../../shared/schemas/bookings';
import { requireUser } from '../accounts/current-user';
import type { AppContext } from '../app';
import { parseInput } from '../http/errors';
import { createBookingsService } from './bookings.service';

export function bookingsRoutes(app: FastifyInstance, { config, database, clock }: AppContext): void {
  const bookings = createBookingsService({
    db: database.db,
    clock,
    lookaheadMinutes: config.schedule.sameDayLookaheadMinutes,
  });

  app.post('/api/bookings', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(createBookingSchema, request.body);
    const ticket = await bookings.create(user, input, { origin: request.headers.origin });
    return reply.status(201).send(ticket);
  });

  app.get('/api/bookings', async (request) => bookings.list(request.currentUser));

  app.get('/api/bookings/:id', async (request) => {
    const { id } = parseInput(bookingParamsSchema, request.params);
    return bookings.ticket(id, request.currentUser);
  });

  app.post('/api/bookings/:id/cancel', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    return bookings.cancel(user, id);
  });
}
