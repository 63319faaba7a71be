import { useCountries } from '../../lib/get-countries';
import { LoadError } from '../../lib/load-error';
import type { useStates } from './get-states';

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
  const stateList = states.data ?? [];

  if (countries.isPending) return <p role="status">Loading the list of countries…</p>;
  if (countries.isError)
    return <LoadError error={countries.error} onRetry={() => void countries.refetch()} />;

  return (
    <div className="feedback-place">
      <div className="field">
        <label htmlFor="feedback-country">Which country are you from?</label>
        <select
          id="feedback-country"
          value={country}
          onChange={(event) => onCountry(event.target.value)}
          aria-invalid={errors.country !== undefined}
          aria-describedby={errors.country ? 'feedback-country-error' : undefined}
        >
          <option value="">Select your country</option>
          {countries.data.map((item) => (
            <option key={item.isoCode} value={item.isoCode}>
              {item.name}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id="feedback-country-error" className="field-error">
            {errors.country}
          </p>
        )}
      </div>
      {country !== '' && states.isPending && <p role="status">Loading the states…</p>}
      {states.isError && <LoadError error={states.error} onRetry={() => void states.refetch()} />}
      {stateList.length > 0 && (
        <div className="field">
          <label htmlFor="feedback-state">Which state?</label>
          <select
            id="feedback-state"
            value={state}
            onChange={(event) => onState(event.target.value)}
            aria-invalid={errors.state !== undefined}
            aria-describedby={errors.state ? 'feedback-state-error' : undefined}
          >
            <option value="">Select your state</option>
            {stateList.map((item) => (
              <option key={item.isoCode} value={item.isoCode}>
                {item.name}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id="feedback-state-error" className="field-error">
              {errors.state}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
