import { frontDeskTexts } from '../../shared/front-desk-texts';
import { holdTexts } from '../../shared/hold-texts';
import { msg } from '../../shared/i18n/msg';
import { HttpError } from './api';
import { errorText } from './error-text';
import { t } from './i18n';
import { inPageLanguage } from './spec-text';

// The server refuses in English, with the words of shared/*-texts.ts. Those a visitor meets
// on My Bookings (moving a booking, the waiting list) are in the site's catalogs under these
// keys; the spec's own refusals go through spec-text.ts. Lazy pages only: the texts stay off
// the home page's first load.
const REFUSALS: [english: string, key: string][] = [
  [frontDeskTexts.notMovable, msg('refusal.notMovable')],
  [frontDeskTexts.moveCutOff, msg('refusal.moveCutOff')],
  [frontDeskTexts.sameSlot, msg('refusal.sameSlot')],
  [holdTexts.waitlistEntryNotFound, msg('refusal.waitlistEntryNotFound')],
  [holdTexts.holdExpiredSeatsTaken, msg('refusal.holdExpiredSeatsTaken')],
];

/**
 * What a failed call says, in the page's language: the server's refusal translated where the
 * catalog has it (else as the server wrote it), or why the server could not be asked.
 */
export function refusalText(error: unknown): string {
  if (!(error instanceof HttpError)) return errorText(error);
  // apiFetch's own words for an answer without a refusal in it: 'Error: 502'.
  if (error.code === 'http_error') return t('loadFailed', { status: error.status });
  const key = REFUSALS.find(([english]) => english === error.message)?.[1];
  return key ? t(key) : inPageLanguage(error.message);
}
