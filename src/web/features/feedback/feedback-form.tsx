import { type FormEvent, useEffect, useRef, useState } from 'react';
import { msg } from '../../../shared/i18n/msg';
import {
  EXPERIENCE_MAX_LENGTH,
  type FeedbackAnswers,
  feedbackAnswersSchema,
} from '../../../shared/schemas/feedback';
import { ChoiceGroup } from '../../lib/choice-group';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { fieldErrors, useFocusFirstInvalid } from '../../lib/field-errors';
import { type Translate, useTexts } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/spec-text';
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
  knowsSriSathyaSai: msg('feedback.q.knowsSriSathyaSai'),
  visitedAshramBefore: msg('feedback.q.visitedAshramBefore'),
  connectedWithOrganisations: msg('feedback.q.connectedWithOrganisations'),
  usesCompanionApp: msg('feedback.q.usesCompanionApp'),
};

/** The shared schema's messages, by field, in the page's language. */
function translated(t: Translate, errors: Errors): Errors {
  const text = (field: keyof FeedbackAnswers, message: string) => {
    if (field === 'country') return t('feedback.selectCountry');
    if (field === 'state') return t('feedback.selectState');
    if (field === 'experience') return inPageLanguage(message);
    return t('feedback.answerYesNo');
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, text(field as keyof FeedbackAnswers, message)]),
  );
}

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
  const { t } = useTexts();
  const yesNoOptions = [
    { value: 'yes', label: t('feedback.yes') },
    { value: 'no', label: t('feedback.no') },
  ];
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
    const found: Errors = translated(t, fieldErrors<keyof FeedbackAnswers>(parsed.error?.issues ?? []));
    if ((states.data?.length ?? 0) > 0 && !state) found.state = t('feedback.selectState');
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
      legend={t(QUESTIONS[field])}
      options={yesNoOptions}
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
        label={t('feedback.experience')}
        hint={t('feedback.experienceHint', { max: EXPERIENCE_MAX_LENGTH })}
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
          {t('feedback.checkAnswers')}
        </p>
      )}
      {submit.isError && (
        <p ref={serverError} tabIndex={-1} className="feedback-error" role="alert">
          {inPageLanguage(errorText(submit.error))}
        </p>
      )}
      <button type="submit" className="button" disabled={submit.isPending}>
        {submit.isPending ? t('feedback.saving') : t('feedback.submit')}
      </button>
    </form>
  );
}
