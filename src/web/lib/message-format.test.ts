import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlLocale, LANGUAGES } from '../../shared/languages';
import { staffCatalog, webCatalog } from '../../test/web-texts';
import { type CompiledMessage, formatMessage } from './message-format';

/** Every argument a compiled message uses, with the kind of value it takes. */
function argumentsOf(tokens: unknown, found = new Map<string, 'number' | 'text'>()) {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, options] = token as [string, string?, Record<string, unknown>?];
    found.set(name, type === 'plural' || type === 'number' || type === 'selectordinal' ? 'number' : 'text');
    for (const [key, branch] of Object.entries(options ?? {}))
      if (key !== 'offset') argumentsOf(branch, found);
  }
  return found;
}

describe("the browser's formatting of compiled messages", () => {
  it.each([
    ...LANGUAGES.map((language) => ({ language, name: `${language}.po`, catalog: webCatalog })),
    { language: 'en' as const, name: 'the staff site’s en.po', catalog: staffCatalog },
  ])("is Lingui's runtime's, for every message of $name and several counts", ({ language, catalog }) => {
    const messages = catalog(language);
    const locale = intlLocale(language);
    const lingui = setupI18n({ locale, messages: { [locale]: messages as never } });
    for (const [key, message] of Object.entries(messages)) {
      for (const count of [0, 1, 2, 5, 21, 999, 1000, 12345]) {
        const values = Object.fromEntries(
          [...argumentsOf(message)].map(([name, kind]) => [name, kind === 'number' ? count : `«${name}»`]),
        );
        expect(formatMessage(message, values, locale), `${language} ${key} ${count}`).toBe(
          lingui._(key, values),
        );
      }
    }
  });

  it('writes the whole numbers under a thousand as Intl does in every language', () => {
    const count = [['n', 'plural', { other: ['#'] }]] as unknown as CompiledMessage;
    for (const language of LANGUAGES) {
      const locale = intlLocale(language);
      const intl = new Intl.NumberFormat(locale);
      for (let n = -999; n <= 999; n++) {
        expect(formatMessage(count, { n }, locale), `${language} ${n}`).toBe(intl.format(n));
      }
    }
  });

  it('writes plural forms by the language’s rules', () => {
    const message = webCatalog('hi')['waitlist.join'] ?? [];
    expect(formatMessage(message, { seats: 1 }, 'hi-IN')).toBe('1 व्यक्ति के लिए प्रतीक्षा सूची में जुड़ें');
    expect(formatMessage(message, { seats: 3 }, 'hi-IN')).toBe('3 लोगों के लिए प्रतीक्षा सूची में जुड़ें');
  });

  describe('English counts', () => {
    afterEach(() => vi.restoreAllMocks());

    it("are Lingui's for every whole number to 999 and beyond", () => {
      const message = webCatalog('en')['slots.seatsLeftAfter'] ?? [];
      const lingui = setupI18n({ locale: 'en-IN', messages: { 'en-IN': { m: message as never } } });
      for (const count of [...Array.from({ length: 1000 }, (_, n) => n), 1000, 123456, 2.5]) {
        const values = { left: count, available: count, people: count };
        expect(formatMessage(message, values, 'en-IN'), `${count}`).toBe(lingui._('m', values));
      }
    });

    it('make no Intl object, whose first wakes up the browser’s ICU data inside a tap', async () => {
      const plural = vi.spyOn(Intl, 'PluralRules');
      const number = vi.spyOn(Intl, 'NumberFormat');
      // A new copy of the module, without the formatters the tests above made and kept.
      vi.resetModules();
      const { formatMessage } = await import('./message-format');
      const message = webCatalog('en')['slots.seatsLeft'] ?? [];
      expect(formatMessage(message, { left: 1, available: 40 }, 'en-IN')).toBe('1 seat left of 40');
      expect(formatMessage(message, { left: 4, available: 40 }, 'en-IN')).toBe('4 seats left of 40');
      expect(plural).not.toHaveBeenCalled();
      expect(number).not.toHaveBeenCalled();
    });
  });
});
