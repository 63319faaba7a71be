interface YesNoQuestionProps {
  name: string;
  question: string;
  value: boolean | null;
  onChange: (answer: boolean) => void;
  error?: string;
}

/** A Yes/No question as a radio group in its own fieldset. */
export function YesNoQuestion({ name, question, value, onChange, error }: YesNoQuestionProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="feedback-question" aria-describedby={error ? errorId : undefined}>
      <legend>{question}</legend>
      <div className="feedback-yes-no">
        <label>
          <input
            type="radio"
            id={`${name}-yes`}
            name={name}
            checked={value === true}
            onChange={() => onChange(true)}
          />{' '}
          Yes
        </label>
        <label>
          <input type="radio" name={name} checked={value === false} onChange={() => onChange(false)} /> No
        </label>
      </div>
      {error && (
        <p id={errorId} className="feedback-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
