import type { Country } from '../../../shared/schemas/site';
import { useCountries } from '../../lib/get-countries';
import { useTexts } from '../../lib/i18n';

// Shown until the list arrives, so the field is usable at once for the usual case.
const INDIA: Country = { name: 'India', isoCode: 'IN', flag: '🇮🇳', phonecode: '91', phonecodes: ['91'] };

/** The mobile number's country and the dial code picked for it. */
export interface DialCodeChoice {
  isoCode: string;
  phonecode: string;
}

interface DialCodeOption extends DialCodeChoice {
  /** The country's main code is named by the country alone ('IN'); further codes add theirs ('DO-1829'). */
  value: string;
  label: string;
}

/** One option per dial code: a country with several (Dominican Republic) is listed once for each. */
export function optionsOf(countries: Country[]): DialCodeOption[] {
  return countries.flatMap(({ isoCode, flag, phonecode: mainCode, phonecodes }) =>
    phonecodes.map((phonecode) => ({
      isoCode,
      phonecode,
      value: phonecode === mainCode ? isoCode : `${isoCode}-${phonecode}`,
      label: `${flag} ${isoCode} +${phonecode}`,
    })),
  );
}

interface CountryCodeSelectProps {
  value: DialCodeChoice;
  onChange: (choice: DialCodeChoice) => void;
}

/** The mobile number's country: India first, then every dial code with its country's flag and isoCode. */
export function CountryCodeSelect({ value, onChange }: CountryCodeSelectProps) {
  const countries = useCountries();
  const { t } = useTexts();
  const options = optionsOf(countries.data ?? [INDIA]);
  const selected = options.find(
    (option) => option.isoCode === value.isoCode && option.phonecode === value.phonecode,
  );
  return (
    <div className="field confirm-country">
      <label htmlFor="mobile-country">{t('confirm.countryCode')}</label>
      <select
        id="mobile-country"
        value={selected?.value ?? value.isoCode}
        onChange={(event) => {
          const option = options.find((item) => item.value === event.target.value);
          if (option) onChange({ isoCode: option.isoCode, phonecode: option.phonecode });
        }}
        aria-describedby={countries.isError ? 'mobile-country-error' : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {countries.isError && (
        <p id="mobile-country-error" className="field-hint">
          {t('confirm.countriesFailed')}{' '}
          <button type="button" className="confirm-text-button" onClick={() => void countries.refetch()}>
            {t('common.tryAgain')}
          </button>
        </p>
      )}
    </div>
  );
}
