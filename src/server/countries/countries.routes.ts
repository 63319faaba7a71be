import { Country, State } from 'country-state-city';
import type { FastifyInstance } from 'fastify';
import { type Country as CountryItem, countryParamsSchema } from '../../shared/schemas/site';
import { notFound, parseInput } from '../http/errors';

const DAY_SECONDS = 86_400;

/** India first (the default dial code), then every other country by name. */
export function compactCountries(): CountryItem[] {
  const all = Country.getAllCountries().map(({ name, isoCode, flag, phonecode }) => ({
    name,
    isoCode,
    flag,
    // The package writes some codes as "+358-18" or "1-268"; callers want digits only.
    phonecode: phonecode.replace(/\D/g, ''),
  }));
  const india = all.filter((country) => country.isoCode === 'IN');
  const others = all
    .filter((country) => country.isoCode !== 'IN')
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...india, ...others];
}

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
    if (!Country.getCountryByCode(code)) throw notFound(`No country with isoCode ${code}`);
    reply.header('cache-control', `public, max-age=${DAY_SECONDS}`);
    return State.getStatesOfCountry(code).map(({ name, isoCode: stateCode }) => ({
      name,
      isoCode: stateCode,
    }));
  });
}
