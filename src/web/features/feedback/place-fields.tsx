import type { Language } from '../../../shared/languages';
import type { Country } from '../../../shared/schemas/site';
import { Field } from '../../lib/field';
import { useCountries } from '../../lib/get-countries';
import { useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import type { useStates } from './get-states';

/**
 * The countries named in the page's language where the browser knows the name (Intl.DisplayNames),
 * India first and the rest by that name; English keeps the list's own names and order.
 */
function countryNames(countries: Country[], language: Language, locale: string): Country[] {
  if (language === 'en' || typeof Intl.DisplayNames !== 'function') return countries;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const named = countries.map((country) => ({ ...country, name: names.of(country.isoCode) ?? country.name }));
  const [first, ...rest] = named;
  return first ? [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, locale))] : named;
}

interface PlaceFieldsProps {
  country: string;
  state: string;
  onCountry: (country: string) => void;
  onState: (state: string) => void;
  /** The chosen country's states, loaded by the form (it needs to know whether there are any). */
  states: ReturnType<typeof useStates>;
  errors: { country?: string; state?: string };
}

/** Where the visitor comes from: a country, then one of its states when it has any. */
export function PlaceFields({ country, state, onCountry, onState, states, errors }: PlaceFieldsProps) {
  const countries = useCountries();
  const { t, language, intlLocale } = useTexts();
  const stateList = states.data ?? [];

  if (countries.isPending) return <p role="status">{t('feedback.countriesLoading')}</p>;
  if (countries.isError)
    return <LoadError error={countries.error} onRetry={() => void countries.refetch()} />;

  return (
    <div className="feedback-place">
      <Field id="feedback-country" label={t('feedback.country')} error={errors.country}>
        {(control) => (
          <select {...control} value={country} onChange={(event) => onCountry(event.target.value)}>
            <option value="">{t('feedback.selectCountryOption')}</option>
            {countryNames(countries.data, language, intlLocale).map((item) => (
              <option key={item.isoCode} value={item.isoCode}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {country !== '' && states.isPending && <p role="status">{t('feedback.statesLoading')}</p>}
      {states.isError && <LoadError error={states.error} onRetry={() => void states.refetch()} />}
      {stateList.length > 0 && (
        <Field id="feedback-state" label={t('feedback.state')} error={errors.state}>
          {(control) => (
            <select {...control} value={state} onChange={(event) => onState(event.target.value)}>
              <option value="">{t('feedback.selectStateOption')}</option>
              {stateList.map((item) => (
                <option key={item.isoCode} value={item.isoCode}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
