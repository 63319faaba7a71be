import {
  countriesResponseSchema,
  countryParamsSchema,
  statesResponseSchema,
} from '../../shared/schemas/site';
import { defineFeature } from '../feature';
import { notFound } from '../http/errors';
import { type KeptJson, sendKeptJson } from '../http/kept-json';
import { errorResponses } from '../http/route-schemas';
import { compactCountries, statesOf } from './country-list';

const DAY_SECONDS = 86_400;

/** Countries and their states: fixed data read from country-state-city, so no service. */
export const countriesFeature = defineFeature('countries', [], async (api) => {
  // Written out once, with its compressed copies: the list never changes while the process runs.
  const countries: KeptJson = { json: JSON.stringify(compactCountries()), copies: new Map() };

  api.get(
    '/countries',
    {
      schema: {
        operationId: 'listCountries',
        summary: 'Every country with its flag and dial code, India first',
        response: { 200: countriesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${DAY_SECONDS}`);
      sendKeptJson(request, reply, countries);
      return reply;
    },
  );

  api.get(
    '/countries/:isoCode/states',
    {
      schema: {
        operationId: 'listStates',
        summary: "A country's states, for the feedback form",
        params: countryParamsSchema,
        response: { 200: statesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const code = request.params.isoCode.toUpperCase();
      const states = statesOf(code);
      if (!states) throw notFound(`No country with isoCode ${code}`);
      reply.header('cache-control', `public, max-age=${DAY_SECONDS}`);
      return states;
    },
  );
});
