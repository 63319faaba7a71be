import type { Country } from '../../../shared/schemas/site';
import { useCountries } from '../../lib/get-countries';

// Shown until the list arrives, so the field is usable at once for the usual case.
const INDIA: Country = { name: 'India', isoCode: 'IN', flag: '🇮🇳', phonecode: '91' };

interface CountryCodeSelectProps {
  isoCode: string;
  onChange: (country: Country) => void;
}

/** The mobile number's country: India first, then every country with its flag, isoCode and +dial code. */
export function CountryCodeSelect({ isoCode, onChange }: CountryCodeSelectProps) {
  const countries = useCountries();
  const list = countries.data ?? [INDIA];
  return (
    <div className="field confirm-country">
      <label htmlFor="mobile-country">Country code</label>
      <select
        id="mobile-country"
        value={isoCode}
        onChange={(event) => {
          const country = list.find((item) => item.isoCode === event.target.value);
          if (country) onChange(country);
        }}
        aria-describedby={countries.isError ? 'mobile-country-error' : undefined}
      >
        {list.map((country) => (
          <option key={country.isoCode} value={country.isoCode}>
            {country.flag} {country.isoCode} +{country.phonecode}
          </option>
        ))}
      </select>
      {countries.isError && (
        <p id="mobile-country-error" className="field-hint">
          Only India is listed: the list of countries could not be loaded.{' '}
          <button type="button" className="confirm-text-button" onClick={() => void countries.refetch()}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
