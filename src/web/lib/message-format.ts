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
      const chosen = options[n] ?? options[new Intl.PluralRules(locale).select(n)] ?? options.other;
      text += render(chosen, values, locale, new Intl.NumberFormat(locale).format(n));
    } else if (type === 'select') {
      const key = String(value);
      text += render(Object.hasOwn(options, key) ? options[key] : options.other, values, locale, count);
    } else if (type === 'number') {
      text += new Intl.NumberFormat(locale).format(Number(value));
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
