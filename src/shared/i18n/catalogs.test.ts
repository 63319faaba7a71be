import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { AUDIT_ACTION_LABELS, DOOR_STEP_LABELS } from '../rules/audit-actions';
import { NO_DOCUMENT_TEXT } from '../rules/person-document';
import { SCHEDULE_PROBLEMS } from '../rules/weekly-schedule';
import { texts } from '../texts';
import { type CatalogEntry, parseCatalog } from './catalog';

// The catalog check (decision 0064, docs/translating.md): the keys the code asks for, found
// in its t('…') and msg('…') calls (and the server's say('…'), a refusal's message: said.ts),
// against each language's catalog. A message the code uses and a catalog lacks fails, as does
// one a catalog carries that the code no longer uses.

const SRC = path.resolve(import.meta.dirname, '../..');
const KEY_CALL = /\b(?:t|msg|say)\(\s*['"]([^'"]+)['"]/g;
// A file of the staff site asks the staff catalog, through web/lib/staff-texts.ts.
const STAFF_TEXTS = /\bfrom\s+['"][^'"]*\/staff-texts['"]/;
const VISITOR_TEXTS = /\bfrom\s+['"][^'"]*\/lib\/i18n['"]|\bfrom\s+['"]\.\/i18n['"]/;

type Asks = 'staff' | 'other';

/** The code files under `folders` (tests aside), with their source. */
function codeFiles(folders: string[]): { name: string; source: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(SRC, folder), { recursive: true })
      .map(String)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-helpers\.ts$|\.d\.ts$/.test(name))
      .map((name) => ({
        name: path.join(folder, name),
        source: readFileSync(path.join(SRC, folder, name), 'utf8'),
      })),
  );
}

/** The keys used by the code under `folders` whose files ask the staff catalog, or the other. */
function keysUsedIn(folders: string[], asks: Asks): Set<string> {
  const keys = new Set<string>();
  for (const { source } of codeFiles(folders)) {
    if (STAFF_TEXTS.test(source) !== (asks === 'staff')) continue;
    for (const match of source.matchAll(KEY_CALL)) keys.add(match[1] ?? '');
  }
  return keys;
}

function catalog(folder: string, language: string): CatalogEntry[] {
  return parseCatalog(readFileSync(path.join(SRC, folder, `${language}.po`), 'utf8'));
}

/** The languages a catalog folder has besides English. */
function otherLanguages(folder: string): string[] {
  return readdirSync(path.join(SRC, folder))
    .filter((file) => file.endsWith('.po') && file !== 'en.po')
    .map((file) => file.slice(0, -'.po'.length))
    .sort();
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

/** The same, a broken message named by its catalog and key (the parser names neither). */
function partsOf(text: string, where: string): string[] {
  try {
    return placeholders(text);
  } catch (error) {
    throw new Error(`${where} is not a valid message: ${(error as Error).message}`);
  }
}

// Shared rules take the visitor site's lookup (people-limits.ts): their keys are the site's.
// The staff site's catalog holds the keys of the files that import web/lib/staff-texts.ts.
const DOMAINS: { folder: string; name: string; code: string[]; asks: Asks }[] = [
  { folder: 'web/locales', name: 'the visitor site', code: ['web', 'shared'], asks: 'other' },
  { folder: 'web/locales/staff', name: 'the staff site', code: ['web'], asks: 'staff' },
  { folder: 'server/locales', name: 'the visitor mails', code: ['server'], asks: 'other' },
];

describe.each(DOMAINS)('the catalogs of $name (src/$folder)', ({ folder, code, asks }) => {
  const english = catalog(folder, 'en');
  const byKey = new Map(english.map((entry) => [entry.key, entry]));

  it('hold every message the code asks for, and none it no longer asks for', () => {
    const used = keysUsedIn(code, asks);
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

  // Each visitor language; the staff site's, whichever catalogs its folder has (English alone, so far).
  const languages = folder === 'web/locales/staff' ? otherLanguages(folder) : LANGUAGES.slice(1);

  for (const language of languages)
    it(`${language}.po translates each message of en.po, and only those, with the same placeholders`, () => {
      const entries = catalog(folder, language);
      expect(entries.map((entry) => entry.key).sort()).toEqual([...byKey.keys()].sort());
      for (const entry of entries) {
        const source = byKey.get(entry.key);
        expect(
          entry.english,
          `${language}.po ${entry.key}: its msgid is not en.po's (English changed?)`,
        ).toBe(source?.english);
        expect(entry.translation, `${language}.po ${entry.key} is not translated`).not.toBe('');
        expect(
          partsOf(entry.translation, `${language}.po ${entry.key}`),
          `${language}.po ${entry.key}`,
        ).toEqual(placeholders(entry.english));
      }
    });
});

describe("the staff site's texts", () => {
  it('come from its own catalog alone: no staff file asks the visitor catalog too', () => {
    const both = codeFiles(['web'])
      .filter(({ source }) => STAFF_TEXTS.test(source) && VISITOR_TEXTS.test(source))
      .map(({ name }) => name);
    expect(both).toEqual([]);
  });

  const english = new Map(catalog('web/locales/staff', 'en').map((entry) => [entry.key, entry.english]));

  it('name a person with no document as the bookings export does', () => {
    expect(english.get('person.noDocument')).toBe(NO_DOCUMENT_TEXT);
  });

  it("write the schedule's problems in the API's words", () => {
    for (const [name, problem] of Object.entries(SCHEDULE_PROBLEMS))
      expect(english.get(`schedule.problem.${name}`), name).toBe(problem);
  });

  it("name the audit's actions and door steps in the words its filter searches", () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS))
      expect(english.get(`audit.action.${action}`), action).toBe(label);
    for (const [step, label] of Object.entries(DOOR_STEP_LABELS))
      expect(english.get(`audit.step.${step}`), step).toBe(label);
  });
});

describe("the visitor site's English", () => {
  it("is the spec's, word for word, where texts.ts has the same message", () => {
    const specTexts: Record<string, unknown> = { ...texts };
    texts.visitingRules.forEach((rule, index) => {
      specTexts[`visitingRules.${index}`] = rule;
    });
    const compared = catalog('web/locales', 'en').filter((entry) => typeof specTexts[entry.key] === 'string');
    expect(compared.length).toBeGreaterThan(10);
    for (const entry of compared) expect(entry.english, entry.key).toBe(specTexts[entry.key]);
  });
});

describe("the mails' English", () => {
  it("is the spec's, word for word, where the mails use its words", () => {
    const english = new Map(catalog('server/locales', 'en').map((entry) => [entry.key, entry.english]));
    expect(english.get('mail.bookingConfirmed')).toBe(texts.bookingConfirmed);
    expect(english.get('mail.viewTicket')).toBe(texts.viewTicket);
    expect([english.get('mail.reminder.0'), english.get('mail.reminder.1')]).toEqual(texts.ticketReminders);
  });
});

describe("the server's error answers in English", () => {
  it("are the spec's, word for word, where texts.ts has the same message (error.<its name>)", () => {
    const specTexts: Record<string, unknown> = { ...texts };
    const compared = catalog('server/locales', 'en').filter(
      (entry) => entry.key.startsWith('error.') && typeof specTexts[entry.key.slice(6)] === 'string',
    );
    expect(compared.length).toBeGreaterThan(30);
    for (const entry of compared) expect(entry.english, entry.key).toBe(specTexts[entry.key.slice(6)]);
  });
});
