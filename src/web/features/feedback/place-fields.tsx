import { Field } from '../../lib/field';
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
      <Field id="feedback-country" label="Which country are you from?" error={errors.country}>
        {(control) => (
          <select {...control} value={country} onChange={(event) => onCountry(event.target.value)}>
            <option value="">Select your country</option>
            {countries.data.map((item) => (
              <option key={item.isoCode} value={item.isoCode}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {country !== '' && states.isPending && <p role="status">Loading the states…</p>}
      {states.isError && <LoadError error={states.error} onRetry={() => void states.refetch()} />}
      {stateList.length > 0 && (
        <Field id="feedback-state" label="Which state?" error={errors.state}>
          {(control) => (
            <select {...control} value={state} onChange={(event) => onState(event.target.value)}>
              <option value="">Select your state</option>
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
