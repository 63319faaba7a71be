import { slotsQuerySchema } from '../../shared/schemas/slots';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';

export const slotsFeature: Feature = async (api, { services }) => {
  const { slots } = services;

  api.get('/dates', async () => slots.listDates());

  api.get('/slots', async (request) => {
    const { date } = parseInput(slotsQuerySchema, request.query);
    return slots.listSlots(date);
  });
};
