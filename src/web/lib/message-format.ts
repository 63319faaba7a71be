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

function pluralOf(locale: string, n: number): string {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  return rules.select(n);
}

function numberText(locale: string, n: number): string {
  // The first Intl.NumberFormat of a page loads the locale's number data: 6 to 17 ms at full
  // speed, a long task of its own on a slow phone, for the '1 person' of a booking's row. The
  // site's languages write whole numbers under a thousand in Latin digits with no separator
  // (message-format.test.ts holds them to Intl), so those are written without one.
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
