import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Formats a message compiled by Lingui (@lingui/message-utils, at build time) the way Lingui's
 * runtime does: arguments, `plural` (with `#` and `=N`, without `offset`), `select` and
 * `number`; docs/translating.md names these as the catalogs' syntax. The browser gets this instead of @lingui/core, whose 1.9 KB (brotli) the home
 * page's download budget cannot carry (decision 0064); message-format.test.ts holds the two to
 * the same output for every message of every catalog.
 */
export type { CompiledMessage };
export type Values = Record<string, unknown>;

// Making an Intl formatter costs far more than using one (on a slow phone, a millisecond or
// more each; the booking history formats a plural per booking): one of each per locale.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

// And the page's first Intl object of any kind wakes up the browser's ICU data: 100–150 ms on a
// phone 8× slower than the development machine. An English page writes its dates by hand, so it
// made none until picking a slot showed the first count ('4 seats left'), inside that tap's
// answer (bench/interactions.ts). English whole numbers under a thousand need no Intl: their
// plural is 'one' for 1 only, and they are written as they are.
const isSmallEnglishCount = (locale: string, n: number) =>
  (locale === 'en' || locale.startsWith('en-')) && Number.isInteger(n) && n >= 0 && n < 1000;

function pluralOf(locale: string, n: number): string {
  if (isSmallEnglishCount(locale, n)) return n === 1 ? 'one' : 'other';
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  return rules.select(n);
}

function numberText(locale: string, n: number): string {
  // The site's languages write whole numbers under a thousand in Latin digits with no
  // separator (message-format.test.ts holds them to Intl): those need no Intl object.
  if (Number.isInteger(n) && Math.abs(n) < 1000) return String(n);
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale);
  numberFormats.set(locale, format);
  return format.format(n);
}

export function formatMessage(message: CompiledMessage, values: Values, locale: string): string {
  return render(message, values, locale, undefined);
}

function render(tokens: unknown, values: Values, locale: string, count: string | undefined): string {
  if (!Array.isArray(tokens)) return String(tokens ?? '');
  let text = '';
  for (const token of tokens as CompiledMessage) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token;
    const options = (format ?? {}) as Record<string, unknown>;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type === 'plural') {
      const n = Number(value);
      const chosen = options[n] ?? options[pluralOf(locale, n)] ?? options.other;
      text += render(chosen, values, locale, numberText(locale, n));
    } else if (type === 'select') {
      const key = String(value);
      text += render(Object.hasOwn(options, key) ? options[key] : options.other, values, locale, count);
    } else if (type === 'number') {
      text += numberText(locale, Number(value));
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
