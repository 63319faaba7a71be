import type { Language } from './languages';

/**
 * The visitor site's pages, as React Router path patterns. The browser's router is built from
 * them and the server answers any other path with 404 (still the app's page, which shows
 * "not found"), so a page added to one and not the other shows up at once.
 */
export const visitorPages = {
  home: '/',
  ticket: '/booking/:id',
  /** The reminder's "I can't come" link: a confirmation, then the booking is cancelled. */
  cantCome: '/booking/:id/cant-come',
  history: '/bookings',
  feedback: '/feedback/:id',
  digitalMuseum: '/digital-museum',
  setPassword: '/set-password',
  privacyPolicy: '/privacy-policy',
  /** Old navigation names, sent on to today's pages. */
  historyAlias: '/Bookings',
  homeAlias: '/Booking',
  /** The local outbox (local environment only). */
  devMailbox: '/dev/mailbox',
} as const;

export type VisitorPage = keyof typeof visitorPages;

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length) return false;
  return wanted.every((part, index) => (part.startsWith(':') ? given[index] !== '' : part === given[index]));
}

/** The page the router shows at `pathname` (case-sensitive, as the router is), if any. */
export function visitorPageAt(pathname: string, { local }: { local: boolean }): VisitorPage | undefined {
  const found = Object.entries(visitorPages).find(
    ([page, pattern]) => (local || page !== 'devMailbox') && matches(pattern, pathname),
  );
  return found?.[0] as VisitorPage | undefined;
}

/**
 * The prerendered copy of a page laid out for a signed-in visitor (pages/<name>.signed-in.html),
 * sent when the request carries a session cookie.
 */
export const SIGNED_IN_SUFFIX = '.signed-in';

/**
 * The prerendered file of a page in a language, under pages/ without `.html`: English keeps
 * the plain name (`home`, `home.signed-in`), another language has its code before the suffix
 * (`home.hi`, `home.hi.signed-in`). `index` is the bare app page in that language.
 */
export function pageFileName(page: string, language: Language, signedIn: boolean): string {
  return `${page}${language === 'en' ? '' : `.${language}`}${signedIn ? SIGNED_IN_SUFFIX : ''}`;
}
