/**
 * The languages of the visitor site and its mails (issue 26), English first. The same short
 * codes go in `<html lang>`, the `lang` cookie, an account's `locale` and the catalogs' file
 * names (src/web/locales/<code>.po, src/server/locales/<code>.po).
 */
export const LANGUAGES = ['en', 'hi', 'kn', 'te', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  te: 'తెలుగు',
  ta: 'தமிழ்',
};

/** The locale Intl formats a language's dates and numbers with: India's conventions (`hi-IN`). */
export function intlLocale(language: Language): string {
  return `${language}-IN`;
}

/** The device's choice, readable by the server so that it sends the page in that language. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a `lang` cookie names, if it names one of ours. */
export function languageFromCookie(cookieHeader: string | undefined): Language | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The best of our languages for an `Accept-Language` header (`hi-IN,hi;q=0.9,en;q=0.8`):
 * the highest-weighted range whose primary subtag we have, English when none.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  return acceptedLanguage(header) ?? 'en';
}

/** The same, undefined when the header names none of our languages (or is absent). */
function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        code: range.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((range) => range.weight > 0 && isLanguage(range.code))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.code as Language | undefined;
}

/** The language to answer a request in: the device's choice, else the browser's wish. */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return languageFromCookie(headers.cookie) ?? languageFromAcceptLanguage(headers['accept-language']);
}

/**
 * The language a request names (the device's choice, else one of ours the browser asks for),
 * undefined when it names none: English by default is the site's fallback, not the visitor's
 * word, so an account keeps no language from such a request.
 */
export function statedLanguage(headers: {
  cookie?: string;
  'accept-language'?: string;
}): Language | undefined {
  return languageFromCookie(headers.cookie) ?? acceptedLanguage(headers['accept-language']);
}
