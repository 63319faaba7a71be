import { msg } from '../../shared/i18n/msg';
import type { Person } from '../../shared/schemas/people';
import { t } from './i18n';

const GENDER_LABELS: Record<Person['gender'], string> = {
  M: msg('person.gender.M'),
  F: msg('person.gender.F'),
  O: msg('person.gender.O'),
};
const NATIONALITY_LABELS: Record<Person['nationality'], string> = {
  IN: msg('person.nationality.IN'),
  OTHER: msg('person.nationality.OTHER'),
};

/** Gender codes M, F, O in words, in the page's language. */
export function genderLabel(gender: Person['gender']): string {
  return t(GENDER_LABELS[gender]);
}

/** Nationality codes in words, in the page's language: IN is shown as 'Indian'. */
export function nationalityLabel(nationality: Person['nationality']): string {
  return t(NATIONALITY_LABELS[nationality]);
}
