// Countries, their dial codes and their states, read from country-state-city's own JSON files.
// Importing the package itself would also load its 8 MB of cities, which nothing here uses
// (docs/decisions/0015-countries-without-cities.md).
import countryRows from 'country-state-city/lib/assets/country.json' with { type: 'json' };
import stateRows from 'country-state-city/lib/assets/state.json' with { type: 'json' };
import type { ICountry, IState } from 'country-state-city/lib/interface';
import type { Country, State } from '../../shared/schemas/site';

const packageCountries: ICountry[] = countryRows;
const packageStates: IState[] = stateRows;

/**
 * The codes the country really has where the package's entry is wrong or incomplete, main
 * code first. Checked against ITU-T E.164 and the North American Numbering Plan's area codes.
 */
const DIAL_CODE_CORRECTIONS: Record<string, string[]> = {
  // The package glues several area codes into one number ('+1-809 and 1-829').
  DO: ['1809', '1829', '1849'],
  PR: ['1787', '1939'],
  JM: ['1876', '1658'],
  // The package adds a landline area code; mobiles there have none of it.
  AX: ['358'],
  GG: ['44'],
  JE: ['44'],
  IM: ['44'],
  // 379 is assigned to the Vatican but never used: its numbers are Italian (+39 06 698).
  VA: ['39'],
  // The package's 870 is Inmarsat's; Pitcairn's numbers are New Zealand's.
  PN: ['64'],
  // Uninhabited, with no telephone service and no code ('0055' and '672' in the package).
  BV: [],
  HM: [],
};

/** '+1-684' → ['1684']; '91' → ['91']: the digits of the package's single code. */
function dialCodesOf(country: ICountry): string[] {
  return DIAL_CODE_CORRECTIONS[country.isoCode] ?? [country.phonecode.replace(/\D/g, '')];
}

/** India first (the default dial code), then every other country by name. */
export function compactCountries(): Country[] {
  const all = packageCountries.map((country) => {
    const phonecodes = dialCodesOf(country);
    const { name, isoCode, flag } = country;
    return { name, isoCode, flag, phonecode: phonecodes[0] ?? '', phonecodes };
  });
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
