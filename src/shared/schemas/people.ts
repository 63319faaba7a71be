import { z } from 'zod';

export const GENDERS = ['M', 'F', 'O'] as const;
export const NATIONALITIES = ['IN', 'OTHER'] as const;

/**
 * One person on a booking, as the form holds it and the booking API receives it. The rules
 * that depend on "today" (date of birth window) and on the other people (document number
 * only for the first) live in shared/rules/person.ts.
 */
export const personSchema = z.object({
  name: z.string().trim().min(1, "Please enter the person's name").max(80),
  gender: z.enum(GENDERS, { error: 'Please select a gender' }),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date of birth'),
  nationality: z.enum(NATIONALITIES, { error: 'Please select a nationality' }),
  documentNumber: z.string().trim().min(5).max(14),
});

export type Person = z.infer<typeof personSchema>;
