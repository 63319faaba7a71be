// Countries, their dial codes and their states, read from country-state-city's own JSON files.
// Importing the package itself would also load its 8 MB of cities, which nothing here uses
// (docs/decisions/0015-countries-without-cities.md).
import countryRows from 'country-state-city/lib/assets/country.json' with { type: 'json' };
import stateRows from 'country-state-city/lib/assets/state.json' with { type: 'json' };
import type { ICountry, IState } from 'country-state-city/lib/interface';
import type { Country, State } from '../../shared/schemas/site';

const packageCountries: ICountry[] = countryRows;
const packageStates: IState[] = stateRows;

/** India first (the default dial code), then every other country by name. */
export function compactCountries(): Country[] {
  const all = packageCountries.map(({ name, isoCode, flag, phonecode }) => ({
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

/** The country's states by name (as the package orders them), or undefined for no such country. */
export function statesOf(isoCode: string): State[] | undefined {
  if (!packageCountries.some((country) => country.isoCode === isoCode)) return undefined;
  return packageStates
    .filter((state) => state.countryCode === isoCode)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, isoCode: stateCode }) => ({ name, isoCode: stateCode }));
}
