import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { dobWindow } from '../../../shared/rules/person';
import { GENDERS, NATIONALITIES, type Person } from '../../../shared/schemas/people';
import { ChoiceGroup } from '../../lib/choice-group';
import { Field } from '../../lib/field';
import { useFocusFirstInvalid } from '../../lib/field-errors';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';
import {
  checkVisitor,
  EMPTY_VISITOR,
  type VisitorFormErrors,
  type VisitorFormValues,
} from './visitor-validation';

interface AddVisitorFormProps {
  /** The first person must give a document number; later ones may leave it empty. */
  isFirst: boolean;
  nameRef: Ref<HTMLInputElement>;
  /** Adds the person; answers the spec's message when the booking cannot take them. */
  onAdd: (person: Person) => string | null;
  /** Shown when there are people already: closes the form without adding. */
  onClose?: () => void;
  /** The person already on the booking with this document number, if any. */
  sameDocumentAs: (documentNumber: string) => Person | undefined;
}

/** A person waiting for the visitor to say whether they may replace someone on the list. */
interface PendingReplacement {
  person: Person;
  replaces: Person;
}

// Where focus goes for each field's error, in the order the fields appear.
const FIELD_IDS: [keyof VisitorFormValues, string][] = [
  ['name', 'visitor-name'],
  ['documentNumber', 'visitor-document'],
  ['gender', 'visitor-gender-M'],
  ['dob', 'visitor-dob'],
  ['nationality', 'visitor-nationality-IN'],
];

/** The add-visitor form: name, document number, gender, date of birth, nationality. */
export function AddVisitorForm({ isFirst, nameRef, onAdd, onClose, sameDocumentAs }: AddVisitorFormProps) {
  const [values, setValues] = useState<VisitorFormValues>(EMPTY_VISITOR);
  const [errors, setErrors] = useState<VisitorFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingReplacement | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(FIELD_IDS);
  const { earliest, latest } = dobWindow(new Date());

  useEffect(() => {
    if (pending) question.current?.focus();
  }, [pending]);

  const set = (field: keyof VisitorFormValues) => (value: string) => {
    setPending(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  function add(person: Person) {
    setPending(null);
    const problem = onAdd(person);
    setRefusal(problem);
    if (!problem) setValues(EMPTY_VISITOR);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVisitor(values, isFirst, new Date());
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      setRefusal(null);
      focusFirstInvalid(checked.errors);
      return;
    }
    // The spec's rule stands (one person per document number), but never silently: ask first.
    const replaces = sameDocumentAs(checked.person.documentNumber);
    if (replaces) {
      setRefusal(null);
      setPending({ person: checked.person, replaces });
      return;
    }
    add(checked.person);
  }

  function keepEarlier() {
    setPending(null);
    document.getElementById('visitor-document')?.focus();
  }

  return (
    <form className="visitor-form" onSubmit={submit} noValidate aria-label="Add a person">
      <Field id="visitor-name" label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            placeholder="Person's Name"
            autoComplete="off"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="visitor-document"
        label={`Aadhar or Passport number${isFirst ? '' : ' (optional)'}`}
        hint={
          isFirst
            ? '5 to 14 characters, as on the ID you will bring.'
            : 'Only the first person needs one; leave it empty and we give this person an ID. The same number as someone on the list replaces that person, once you say so.'
        }
        error={errors.documentNumber}
      >
        {(control) => (
          <input
            {...control}
            placeholder="Aadhar or Passport"
            autoComplete="off"
            maxLength={20}
            value={values.documentNumber}
            onChange={(event) => set('documentNumber')(event.target.value)}
          />
        )}
      </Field>
      <ChoiceGroup
        name="visitor-gender"
        legend="Gender"
        options={GENDERS.map((code) => ({ value: code, label: genderLabel(code) }))}
        value={values.gender}
        onChange={set('gender')}
        error={errors.gender}
      />
      <Field id="visitor-dob" label="Date of birth" error={errors.dob}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={earliest}
            max={latest}
            value={values.dob}
            onChange={(event) => set('dob')(event.target.value)}
          />
        )}
      </Field>
      <ChoiceGroup
        name="visitor-nationality"
        legend="Nationality"
        options={NATIONALITIES.map((code) => ({ value: code, label: nationalityLabel(code) }))}
        value={values.nationality}
        onChange={set('nationality')}
        error={errors.nationality}
      />
      {pending && (
        <div className="visitor-replace" role="alert">
          <p ref={question} tabIndex={-1}>
            {pending.replaces.name} is already on this booking with document number{' '}
            {pending.person.documentNumber}. A document number can be on a booking only once, so adding{' '}
            {pending.person.name} will replace {pending.replaces.name}.
          </p>
          <div className="visitor-form-actions">
            <button type="button" className="button" onClick={() => add(pending.person)}>
              Replace {pending.replaces.name}
            </button>
            <button type="button" className="button button-secondary" onClick={keepEarlier}>
              Keep {pending.replaces.name} and change the number
            </button>
          </div>
        </div>
      )}
      {refusal && (
        <p className="visitor-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="visitor-form-actions">
        <button type="submit" className="button">
          Add Person
        </button>
        {onClose && (
          <button type="button" className="button button-secondary" onClick={onClose}>
            Done adding
          </button>
        )}
      </div>
    </form>
  );
}
