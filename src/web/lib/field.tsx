import { type ReactNode, useId } from 'react';

/** What a field's control carries: its id for the label, its description and its validity. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** The control (input, select, textarea), with `control` spread on it. */
  children: (control: FieldControl) => ReactNode;
  /** Shown under the control and read out with it. */
  hint?: ReactNode;
  /** This field's problem: shown under it, read out with it, and the control marked invalid. */
  error?: string;
  /** The id of a hint the form shows elsewhere (under a row of fields), instead of `hint`. */
  hintId?: string;
  /** The id of this field's problem while the form shows it elsewhere (an alert under its buttons). */
  errorId?: string;
  /** The control's id when other code must find it (focus on the first invalid field); else generated. */
  id?: string;
  /** Extra classes on the field's box, e.g. its width in a row. */
  className?: string;
}

/**
 * One form field: its label, the control, and the hint and error text under it. The control is
 * described by the hint and the error (aria-describedby) and marked aria-invalid while there is
 * an error, so a screen reader reads both when the field takes focus. Styled by the .field
 * rules of styles/base.css.
 */
export function Field({ label, children, hint, error, hintId, errorId, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintRef = hint ? `${controlId}-hint` : hintId;
  const errorRef = error ? `${controlId}-error` : errorId;
  const describedBy = [hintRef, errorRef].filter(Boolean).join(' ');
  const control: FieldControl = {
    id: controlId,
    'aria-invalid': errorRef ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children(control)}
      {hint && (
        <p id={hintRef} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorRef} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
