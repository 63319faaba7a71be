import { bookingParamsSchema, createBookingSchema } from '../../shared/schemas/bookings';
import { requireUser } from '../accounts/current-user';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';

export const bookingsFeature: Feature = async (api, { services }) => {
  const { bookings } = services;

  api.post('/bookings', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(createBookingSchema, request.body);
    const ticket = await bookings.create(user, input, { origin: request.headers.origin });
    return reply.status(201).send(ticket);
  });

  api.get('/bookings', async (request) => bookings.list(request.currentUser));

  api.get('/bookings/:id', async (request) => {
    const { id } = parseInput(bookingParamsSchema, request.params);
    return bookings.ticket(id, request.currentUser);
  });

  api.post('/bookings/:id/cancel', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(bookingParamsSchema, request.params);
    return bookings.cancel(user, id);
  });
};
