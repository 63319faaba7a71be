import { z } from 'zod';
import { isRealIsoDate } from '../rules/india-clock';
import { DOCUMENT_NUMBER_MAX, DOCUMENT_NUMBER_MIN } from '../rules/person';
import { texts } from '../texts';
import { readableText } from './typed-text';

export const GENDERS = ['M', 'F', 'O'] as const;
export const NATIONALITIES = ['IN', 'OTHER'] as const;

/**
 * One person on a booking, as the form holds it and the booking API receives it. The rules
 * that depend on "today" (date of birth window) and on the other people (document number
 * only for the first) live in shared/rules/person.ts.
 */
export const personSchema = z.object({
  name: readableText(
    z.string({ error: texts.personNameRequired }).trim().min(1, texts.personNameRequired).max(80),
    'The name',
  ),
  gender: z.enum(GENDERS, { error: texts.genderRequired }),
  dob: z
    .string({ error: texts.dobRequired })
    .refine((dob) => /^\d{4}-\d{2}-\d{2}$/.test(dob) && isRealIsoDate(dob), texts.dobRequired),
  nationality: z.enum(NATIONALITIES, { error: texts.nationalityRequired }),
  documentNumber: z
    .string({ error: texts.documentNumberLength })
    .trim()
    .min(DOCUMENT_NUMBER_MIN, texts.documentNumberLength)
    .max(DOCUMENT_NUMBER_MAX, texts.documentNumberLength),
});

export type Person = z.infer<typeof personSchema>;
