import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { texts } from '../texts';
import { type CatalogEntry, parseCatalog } from './catalog';

// The catalog check (decision 0064, docs/translating.md): the keys the code asks for, found
// in its t('…') and msg('…') calls (and the server's say('…'), a refusal's message: said.ts),
// against each language's catalog. A message the code uses and a catalog lacks fails, as does
// one a catalog carries that the code no longer uses.

const SRC = path.resolve(import.meta.dirname, '../..');
const KEY_CALL = /\b(?:t|msg|say)\(\s*['"]([^'"]+)['"]/g;

/** The keys used by the code under `folders` (tests aside). */
function keysUsedIn(folders: string[]): Set<string> {
  const keys = new Set<string>();
  for (const folder of folders) keysUsedInFolder(folder, keys);
  return keys;
}

function keysUsedInFolder(folder: string, keys: Set<string>): void {
  for (const file of readdirSync(path.join(SRC, folder), { recursive: true })) {
    const name = String(file);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$|\.d\.ts$/.test(name)) continue;
    const source = readFileSync(path.join(SRC, folder, name), 'utf8');
    for (const match of source.matchAll(KEY_CALL)) keys.add(match[1] ?? '');
  }
}

function catalog(folder: string, language: string): CatalogEntry[] {
  return parseCatalog(readFileSync(path.join(SRC, folder, 'locales', `${language}.po`), 'utf8'));
}

/** What a message needs from the code: its arguments and its numbered parts (<0>…</0>). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , options] = token as [string, string?, Record<string, unknown>?];
      names.add(`{${name}}`);
      for (const [key, branch] of Object.entries(options ?? {})) if (key !== 'offset') walk(branch);
    }
  };
  walk(compileMessageOrThrow(text));
  for (const tag of text.matchAll(/<(\d+)>/g)) names.add(tag[0]);
  return [...names].sort();
}

// Shared rules take the visitor site's lookup (people-limits.ts): their keys are the site's.
const DOMAINS = [
  { folder: 'web', name: 'the visitor site', code: ['web', 'shared'] },
  { folder: 'server', name: 'the visitor mails', code: ['server'] },
];

describe.each(DOMAINS)('the catalogs of $name (src/$folder/locales)', ({ folder, code }) => {
  const english = catalog(folder, 'en');
  const byKey = new Map(english.map((entry) => [entry.key, entry]));

  it('hold every message the code asks for, and none it no longer asks for', () => {
    const used = keysUsedIn(code);
    expect([...used].filter((key) => !byKey.has(key)).sort(), 'asked for, missing from en.po').toEqual([]);
    expect([...byKey.keys()].filter((key) => !used.has(key)).sort(), 'in en.po, no longer asked for').toEqual(
      [],
    );
  });

  it('give each message one key, its English text and a note for translators', () => {
    expect(english.length).toBe(byKey.size);
    for (const entry of english) {
      expect(entry.key, entry.english).not.toBe('');
      expect(entry.english, entry.key).not.toBe('');
      expect(entry.note, `${entry.key} has no #. note`).not.toBe('');
      expect(entry.translation, `en.po's msgstr of ${entry.key} stays empty`).toBe('');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s.po translates each message of en.po, and only those, with the same placeholders',
    (language) => {
      const entries = catalog(folder, language);
      expect(entries.map((entry) => entry.key).sort()).toEqual([...byKey.keys()].sort());
      for (const entry of entries) {
        const source = byKey.get(entry.key);
        expect(
          entry.english,
          `${language}.po ${entry.key}: its msgid is not en.po's (English changed?)`,
        ).toBe(source?.english);
        expect(entry.translation, `${language}.po ${entry.key} is not translated`).not.toBe('');
        expect(placeholders(entry.translation), `${language}.po ${entry.key}`).toEqual(
          placeholders(entry.english),
        );
      }
    },
  );
});

describe("the visitor site's English", () => {
  it("is the spec's, word for word, where texts.ts has the same message", () => {
    const specTexts: Record<string, unknown> = { ...texts };
    texts.visitingRules.forEach((rule, index) => {
      specTexts[`visitingRules.${index}`] = rule;
    });
    const compared = catalog('web', 'en').filter((entry) => typeof specTexts[entry.key] === 'string');
    expect(compared.length).toBeGreaterThan(10);
    for (const entry of compared) expect(entry.english, entry.key).toBe(specTexts[entry.key]);
  });
});

describe("the mails' English", () => {
  it("is the spec's, word for word, where the mails use its words", () => {
    const english = new Map(catalog('server', 'en').map((entry) => [entry.key, entry.english]));
    expect(english.get('mail.bookingConfirmed')).toBe(texts.bookingConfirmed);
    expect(english.get('mail.viewTicket')).toBe(texts.viewTicket);
    expect([english.get('mail.reminder.0'), english.get('mail.reminder.1')]).toEqual(texts.ticketReminders);
  });
});

describe("the server's error answers in English", () => {
  it("are the spec's, word for word, where texts.ts has the same message (error.<its name>)", () => {
    const specTexts: Record<string, unknown> = { ...texts };
    const compared = catalog('server', 'en').filter(
      (entry) => entry.key.startsWith('error.') && typeof specTexts[entry.key.slice(6)] === 'string',
    );
    expect(compared.length).toBeGreaterThan(30);
    for (const entry of compared) expect(entry.english, entry.key).toBe(specTexts[entry.key.slice(6)]);
  });
});
