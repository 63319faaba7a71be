import { texts } from '../texts';
import { addDays, type IsoDate, indiaDateOf } from './india-clock';

/** The date of birth must lie between these many days back from today (India), both included. */
export const OLDEST_DOB_DAYS_BACK = 63_540;
export const YOUNGEST_DOB_DAYS_BACK = 2_930;
export const CHILD_UNDER_YEARS = 13;
export const DAYS_PER_YEAR = 365.25;
export const DOCUMENT_NUMBER_MIN = 5;
export const DOCUMENT_NUMBER_MAX = 14;
export const GENERATED_ID_LENGTH = 10;
/** The youngest a visitor can be, in whole years (2930 days back is just over 8 years). */
export const MINIMUM_AGE_YEARS = Math.floor(YOUNGEST_DOB_DAYS_BACK / 365.25);

const DAY_MS = 86_400_000;

/** The earliest and latest date of birth accepted today (India date of `now`). */
export function dobWindow(now: Date): { earliest: IsoDate; latest: IsoDate } {
  const today = indiaDateOf(now);
  return { earliest: addDays(today, -OLDEST_DOB_DAYS_BACK), latest: addDays(today, -YOUNGEST_DOB_DAYS_BACK) };
}

/**
 * The problem with a date of birth today, or null when it is acceptable. `showDate` writes the
 * window's ends as the visitor's date field shows dates (ISO where there is no field).
 */
export function dobProblem(
  dob: IsoDate | undefined,
  now: Date,
  showDate: (date: IsoDate) => string = (date) => date,
): string | null {
  if (!dob) return texts.dobRequired;
  const { earliest, latest } = dobWindow(now);
  if (dob >= earliest && dob <= latest) return null;
  return texts.dobOutOfRange(showDate(earliest), showDate(latest), MINIMUM_AGE_YEARS);
}

/** Whole years between the date of birth and today (India), at 365.25 days a year. */
export function ageInYears(dob: IsoDate, now: Date): number {
  return ageOnDate(dob, indiaDateOf(now));
}

/** Whole years between the date of birth and a calendar date, at 365.25 days a year. */
export function ageOnDate(dob: IsoDate, date: IsoDate): number {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${dob}T00:00:00Z`)) / DAY_MS;
  return Math.floor(days / DAYS_PER_YEAR);
}

export function isChild(dob: IsoDate, now: Date): boolean {
  return ageInYears(dob, now) < CHILD_UNDER_YEARS;
}

/** Styled as a child on the ticket and at the door. */
export function isChildAge(age: number): boolean {
  return age < CHILD_UNDER_YEARS;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CHECKED_LENGTH = GENERATED_ID_LENGTH - 2;

/** Two characters that check the first eight, so a generated id can be told from a document. */
function checkOf(body: string): string {
  let hash = 1777;
  for (const char of body) hash = (hash * 131 + char.charCodeAt(0)) % (62 * 62);
  return `${ALPHANUMERIC[Math.floor(hash / 62)]}${ALPHANUMERIC[hash % 62]}`;
}

/**
 * The id given to every person after the first, who enter no document number of their own:
 * 10 alphanumeric characters as the spec says, the last two a check of the first eight
 * (decision 0029). Rejection sampling keeps every character equally likely.
 */
export function randomPersonId(): string {
  let body = '';
  while (body.length < CHECKED_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 248 && body.length < CHECKED_LENGTH) body += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return body + checkOf(body);
}

/**
 * True for an id made by randomPersonId: such a person showed no document, and pages say so
 * rather than show the id as an Aadhaar or passport number. A typed number passes the check
 * only by chance (10 alphanumeric characters, 1 in 3,844); ids made before the check are not
 * recognised.
 */
export function isGeneratedPersonId(documentNumber: string): boolean {
  if (!/^[A-Za-z0-9]{10}$/.test(documentNumber)) return false;
  return checkOf(documentNumber.slice(0, CHECKED_LENGTH)) === documentNumber.slice(CHECKED_LENGTH);
}

/**
 * Adds a person to the list; someone with the same document number replaces the earlier entry
 * (`replaced` says which happened).
 */
export function addOrReplacePerson<P extends { documentNumber: string }>(
  people: readonly P[],
  person: P,
): { people: P[]; replaced: boolean } {
  const key = person.documentNumber.trim();
  const index = people.findIndex((existing) => existing.documentNumber.trim() === key);
  if (index === -1) return { people: [...people, person], replaced: false };
  return {
    people: people.map((existing, position) => (position === index ? person : existing)),
    replaced: true,
  };
}

/** True when two people on one booking share a document number. */
export function hasDuplicateDocumentNumbers(people: readonly { documentNumber: string }[]): boolean {
  const numbers = people.map((person) => person.documentNumber.trim());
  return new Set(numbers).size !== numbers.length;
}

/** Masks all but the last 4 characters, as the public ticket shows document numbers. */
export function maskDocumentNumber(documentNumber: string): string {
  // A generated id is nobody's document: shown whole, so a page can tell it is one.
  if (isGeneratedPersonId(documentNumber)) return documentNumber;
  const visible = documentNumber.slice(-4);
  return '*'.repeat(Math.max(documentNumber.length - visible.length, 0)) + visible;
}

/** The label a document number carries on the ticket. */
export function documentLabel(nationality: 'IN' | 'OTHER'): 'ADHAAR' | 'PASSPORT' {
  return nationality === 'IN' ? 'ADHAAR' : 'PASSPORT';
}
