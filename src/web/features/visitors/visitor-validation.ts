import { dobProblem, dobWindow, MINIMUM_AGE_YEARS, randomPersonId } from '../../../shared/rules/person';
import { type Person, personSchema } from '../../../shared/schemas/people';
import { fieldErrors } from '../../lib/field-errors';
import { formatFieldDate } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/spec-text';

/** The add-visitor form as typed; empty strings until the visitor picks or types something. */
export interface VisitorFormValues {
  name: string;
  documentNumber: string;
  gender: string;
  dob: string;
  nationality: string;
}

export type VisitorFormErrors = Partial<Record<keyof VisitorFormValues, string>>;

export const EMPTY_VISITOR: VisitorFormValues = {
  name: '',
  documentNumber: '',
  gender: '',
  dob: '',
  nationality: '',
};

/**
 * Checks the form with the booking API's own person schema and date-of-birth rule. The first
 * person must give a document number; anyone after may leave it empty and gets a random id.
 */
export function checkVisitor(
  values: VisitorFormValues,
  isFirst: boolean,
  now: Date,
): { person: Person; errors: null } | { person: null; errors: VisitorFormErrors } {
  const documentNumber = values.documentNumber.trim() || (isFirst ? '' : randomPersonId());
  const parsed = personSchema.safeParse({
    name: values.name,
    documentNumber,
    gender: values.gender || undefined,
    dob: values.dob || undefined,
    nationality: values.nationality || undefined,
  });
  const errors = fieldErrors<keyof VisitorFormValues>(parsed.error?.issues ?? []);
  for (const [field, message] of Object.entries(errors) as [keyof VisitorFormValues, string][])
    errors[field] = inPageLanguage(message);
  if (!errors.dob && dobProblem(values.dob, now)) {
    const { earliest, latest } = dobWindow(now);
    errors.dob = t('dobOutOfRange', {
      earliest: formatFieldDate(earliest),
      latest: formatFieldDate(latest),
      minimumAge: MINIMUM_AGE_YEARS,
    });
  }
  if (parsed.success && Object.keys(errors).length === 0) return { person: parsed.data, errors: null };
  return { person: null, errors };
}
