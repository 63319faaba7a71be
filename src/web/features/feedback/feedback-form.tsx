import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  EXPERIENCE_MAX_LENGTH,
  type FeedbackAnswers,
  feedbackAnswersSchema,
} from '../../../shared/schemas/feedback';
import { ChoiceGroup } from '../../lib/choice-group';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { fieldErrors, useFocusFirstInvalid } from '../../lib/field-errors';
import { useStates } from './get-states';
import { PlaceFields } from './place-fields';
import { useSubmitFeedback } from './submit-feedback';

type YesNoField =
  | 'knowsSriSathyaSai'
  | 'visitedAshramBefore'
  | 'connectedWithOrganisations'
  | 'usesCompanionApp';
type Errors = Partial<Record<keyof FeedbackAnswers, string>>;

const QUESTIONS: Record<YesNoField, string> = {
  knowsSriSathyaSai: 'Do you know about Bhagawan Sri Sathya Sai Baba?',
  visitedAshramBefore: 'Have you visited Brindavan Ashram before?',
  connectedWithOrganisations: 'Are you connected with any of the Sri Sathya Sai organisations?',
  usesCompanionApp: 'Do you use the Sri Sathya Sai companion app on your phone?',
};

// Where focus goes for each field's error, in the order the fields appear.
const FIELD_IDS: [keyof FeedbackAnswers, string][] = [
  ['knowsSriSathyaSai', 'knowsSriSathyaSai-yes'],
  ['visitedAshramBefore', 'visitedAshramBefore-yes'],
  ['connectedWithOrganisations', 'connectedWithOrganisations-yes'],
  ['country', 'feedback-country'],
  ['state', 'feedback-state'],
  ['usesCompanionApp', 'usesCompanionApp-yes'],
  ['experience', 'feedback-experience'],
];

const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const NO_ANSWERS: Record<YesNoField, boolean | null> = {
  knowsSriSathyaSai: null,
  visitedAshramBefore: null,
  connectedWithOrganisations: null,
  usesCompanionApp: null,
};

/** The spec's feedback questions; the answers are checked with the server's own schema. */
export function FeedbackForm({ bookingId, onSaved }: { bookingId: string; onSaved: () => void }) {
  const [yesNo, setYesNo] = useState(NO_ANSWERS);
  const [country, setCountry] = useState('');
  const [state, setState] = useState('');
  const [experience, setExperience] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const states = useStates(country);
  const submit = useSubmitFeedback(bookingId);
  const serverError = useRef<HTMLParagraphElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(FIELD_IDS);

  useEffect(() => {
    if (submit.isError) serverError.current?.focus();
  }, [submit.isError]);

  function answer(field: YesNoField, value: boolean) {
    setYesNo((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = feedbackAnswersSchema.safeParse({
      ...Object.fromEntries(Object.entries(yesNo).map(([field, value]) => [field, value ?? undefined])),
      country: country || undefined,
      state: state || null,
      experience,
    });
    const found: Errors = fieldErrors<keyof FeedbackAnswers>(parsed.error?.issues ?? []);
    if ((states.data?.length ?? 0) > 0 && !state) found.state = 'Please select your state';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) {
      focusFirstInvalid(found);
      return;
    }
    submit.mutate(parsed.data, { onSuccess: onSaved });
  }

  const yesNoQuestion = (field: YesNoField) => (
    <ChoiceGroup
      name={field}
      legend={QUESTIONS[field]}
      options={YES_NO_OPTIONS}
      value={yesNo[field] === null ? '' : yesNo[field] ? 'yes' : 'no'}
      onChange={(value) => answer(field, value === 'yes')}
      error={errors[field]}
    />
  );

  return (
    <form className="feedback-form" onSubmit={onSubmit} noValidate>
      {yesNoQuestion('knowsSriSathyaSai')}
      {yesNoQuestion('visitedAshramBefore')}
      {yesNoQuestion('connectedWithOrganisations')}
      <PlaceFields
        country={country}
        state={state}
        onCountry={(value) => {
          setCountry(value);
          setState('');
        }}
        onState={setState}
        states={states}
        errors={errors}
      />
      {yesNoQuestion('usesCompanionApp')}
      <Field
        id="feedback-experience"
        className="feedback-experience"
        label="Please tell us about your experience"
        hint={`Optional, up to ${EXPERIENCE_MAX_LENGTH} characters.`}
        error={errors.experience}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={EXPERIENCE_MAX_LENGTH}
            value={experience}
            onChange={(event) => setExperience(event.target.value)}
          />
        )}
      </Field>
      {Object.keys(errors).length > 0 && (
        <p className="feedback-error" role="alert">
          Please check the answers marked above.
        </p>
      )}
      {submit.isError && (
        <p ref={serverError} tabIndex={-1} className="feedback-error" role="alert">
          {errorText(submit.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={submit.isPending}>
        {submit.isPending ? 'Saving…' : 'Submit Feedback'}
      </button>
    </form>
  );
}
