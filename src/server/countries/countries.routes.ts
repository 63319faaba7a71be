import type { FastifyInstance } from 'fastify';
import { countryParamsSchema } from '../../shared/schemas/site';
import { notFound, parseInput } from '../http/errors';
import { compactCountries, statesOf } from './country-list';

const DAY_SECONDS = 86_400;

export function countriesRoutes(app: FastifyInstance): void {
  // Built once: the list never changes while the process runs.
  const countries = JSON.stringify(compactCountries());

  app.get('/api/countries', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${DAY_SECONDS}`).type('application/json');
    return countries;
  });

  app.get('/api/countries/:isoCode/states', async (request, reply) => {
    const { isoCode } = parseInput(countryParamsSchema, request.params);
    const code = isoCode.toUpperCase();
    const states = statesOf(code);
    if (!states) throw notFound(`No country with isoCode ${code}`);
    reply.header('cache-control', `public, max-age=${DAY_SECONDS}`);
    return states;
  });
}
