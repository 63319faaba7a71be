import { msg } from '../../shared/i18n/msg';
import { texts } from '../../shared/texts';
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
];

const specTexts: Record<string, unknown> = texts;

/** An English message of texts.ts in the page's language; any other text as it is. */
export function inPageLanguage(english: string): string {
  const key = SPEC_KEYS.find((candidate) => specTexts[candidate] === english);
  return key ? t(key) : english;
}
