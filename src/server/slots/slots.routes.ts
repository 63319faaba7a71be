import type { FastifyInstance } from 'fastify';
import { slotsQuerySchema } from '../../shared/schemas/slots';
import { parseInput } from '../http/errors';
import type { SlotsService } from './slots.service';

export function slotsRoutes(app: FastifyInstance, slots: SlotsService): void {
  app.get('/api/dates', async () => slots.listDates());

  app.get('/api/slots', async (request) => {
    const { date } = parseInput(slotsQuerySchema, request.query);
    return slots.listSlots(date);
  });
}
