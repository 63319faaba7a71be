import { msg } from '../../shared/i18n/msg';
import { texts } from '../../shared/texts';
import { HttpError } from './api';
import { errorText } from './error-text';
import { t } from './i18n';

// Shared schemas and rules write their messages in English, from shared/texts.ts (the server
// answers with the same words). The visitor site's catalogs carry each of them under the same
// name, so a form shows them in the page's language. Lazy form modules only: texts.ts stays
// off the home page's first load.
const SPEC_KEYS = [
  msg('personNameRequired'),
  msg('genderRequired'),
  msg('nationalityRequired'),
  msg('dobRequired'),
  msg('documentNumberLength'),
  msg('mobileRequired'),
  // The server's answers on the way to a booking.
  msg('smsReceived'),
  msg('smsNotReceived'),
  msg('mobileVerificationRequired'),
  msg('mobileNotVerified'),
  msg('mobileVerificationExpired'),
  msg('mobileVerificationUsed'),
  msg('slotNotFound'),
  msg('slotClosedDay'),
  msg('slotNoLongerBookable'),
  msg('tooManyPeopleForSlot'),
  msg('duplicateDocumentNumber'),
  msg('loginToContinue'),
  msg('feedbackBookingCancelled'),
  msg('feedbackBookingRefused'),
  msg('cancelNotAllowed'),
  msg('cancelAfterStart'),
  msg('bookingNotFound'),
  // The accounts' forms (shared/schemas/accounts.ts) and the server's answers to them.
  msg('emailRequired'),
  msg('emailInvalid'),
  msg('passwordRequired'),
  msg('nameRequired'),
  msg('nameTooLong'),
  msg('passwordWrong'),
  msg('userNotAvailable'),
  msg('linkInvalid'),
  msg('emailNotTheLinks'),
  msg('emailNotYours'),
  msg('deleteAccountEmailMismatch'),
  msg('staffAccountNotDeletable'),
];

// Messages texts.ts words with a value (a length, a status): the English is matched with the
// value left open, and the value goes into the catalog's message under the name given here.
const SPEC_KEYS_WITH_VALUE: [key: string, value: string][] = [
  [msg('passwordTooShort'), 'min'],
  [msg('passwordTooLong'), 'max'],
  // apiFetch's words for an answer that is not the API's own (a proxy's 502, say).
  [msg('loadFailed'), 'status'],
];

// A message texts.ts words around a field's English name: 'The name' is how the person and
// display-name schemas (schemas/people.ts, schemas/accounts.ts) name theirs.
const SPEC_WORDED: [english: string, key: string][] = [
  [texts.hiddenCharacters('The name'), msg('nameHiddenCharacters')],
];

const specTexts: Record<string, unknown> = texts;

/** An English message of texts.ts in the page's language; any other text as it is. */
export function inPageLanguage(english: string): string {
  const key =
    SPEC_KEYS.find((candidate) => specTexts[candidate] === english) ??
    SPEC_WORDED.find(([worded]) => worded === english)?.[1];
  if (key) return t(key);
  for (const [withValue, name] of SPEC_KEYS_WITH_VALUE) {
    const value = valueIn(english, specTexts[withValue] as (value: string) => string, name);
    if (value !== undefined) return t(withValue, { [name]: value });
  }
  return english;
}

/** The value `english` has where texts.ts's `wording` puts it, if it is that message. */
function valueIn(english: string, wording: (value: string) => string, name: string): string | undefined {
  const open = `{${name}}`;
  const [before = '', after = ''] = wording(open).split(open);
  const fits =
    english.length > before.length + after.length && english.startsWith(before) && english.endsWith(after);
  return fits ? english.slice(before.length, english.length - after.length) : undefined;
}

/**
 * What a failed call says, in the page's language: the server's refusal translated where the
 * catalog has it (else as the server wrote it), or why the server could not be asked.
 */
export function refusalText(error: unknown): string {
  if (!(error instanceof HttpError)) return errorText(error);
  // apiFetch's own words for an answer without a refusal in it: 'Error: 502'.
  if (error.code === 'http_error') return t('loadFailed', { status: error.status });
  // The server writes its own refusals in the page's language (the lang cookie); the spec's
  // words it shares with the forms are matched here.
  return inPageLanguage(error.message);
}
