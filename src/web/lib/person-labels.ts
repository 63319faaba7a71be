import type { Person } from '../../shared/schemas/people';

const GENDER_LABELS: Record<Person['gender'], string> = { M: 'Male', F: 'Female', O: 'Other' };
const NATIONALITY_LABELS: Record<Person['nationality'], string> = { IN: 'Indian', OTHER: 'Other' };

/** Gender codes M, F, O in words. */
export function genderLabel(gender: Person['gender']): string {
  return GENDER_LABELS[gender];
}

/** Nationality codes in words: IN is shown as 'Indian'. */
export function nationalityLabel(nationality: Person['nationality']): string {
  return NATIONALITY_LABELS[nationality];
}
