import './choice-group.css';

interface ChoiceGroupProps {
  /** Also the prefix of each radio's id: `${name}-${value}`. */
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A required one-of choice as a radio group in its own fieldset. */
export function ChoiceGroup({ name, legend, options, value, onChange, error }: ChoiceGroupProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              id={`${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
