import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Formats a message compiled by Lingui (@lingui/message-utils, at build time) the way Lingui's
 * runtime does: arguments, `plural` (with `#` and `=N`), `select`, `selectordinal` and
 * `number`. The browser gets this instead of @lingui/core, whose 1.9 KB (brotli) the home
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
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...rules } = options;
      const n = Number(value) - Number(offset);
      const rule = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(
        n,
      );
      const chosen = rules[String(value)] ?? rules[rule] ?? rules.other;
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
