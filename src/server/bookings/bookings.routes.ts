import type { FastifyInstance } from 'fastify';
import { bookingParamsSchema, createBookingSchema } from '../../shared/schemas/bookings';
import { requireUser } from '../accounts/current-user';
import type { AppContext } from '../app';
import { parseInput } from '../http/errors';
import type { MailService } from '../mail/mail.service';
import { createBookingsService } from './bookings.service';
import { createConfirmationSender } from './confirmation-sender';
import { createGroupCommit } from './group-commit';

export function bookingsRoutes(
  app: FastifyInstance,
  { config, database, clock }: AppContext,
  mail: MailService,
): void {
  const confirmations = createConfirmationSender(mail, config, clock);
  const bookings = createBookingsService({
    db: database.db,
    clock,
    lookaheadMinutes: config.schedule.sameDayLookaheadMinutes,
    // SQLite writes one transaction at a time: share each commit among waiting bookings.
    inTransaction: database.dialect === 'sqlite' ? createGroupCommit(database.db) : undefined,
    confirmations,
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
