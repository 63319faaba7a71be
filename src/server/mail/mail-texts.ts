import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { compileCatalog } from '../../shared/i18n/catalog';
import { intlLocale, isLanguage, type Language } from '../../shared/languages';

/**
 * The words of the visitor mails in each language (decision 0064): src/server/locales/<code>.po,
 * compiled when first asked for and formatted with Lingui's runtime. `mailTexts(language)`
 * gives the lookup; a key missing from the catalog shows as itself (the catalog check,
 * catalogs.test.ts, keeps that from happening).
 */
export type MailTranslate = (key: string, values?: Record<string, unknown>) => string;

const LOCALES = path.resolve(import.meta.dirname, '../locales');
const loaded = new Map<Language, I18n>();

export function mailTexts(language: Language): MailTranslate {
  let i18n = loaded.get(language);
  if (!i18n) {
    const po = readFileSync(path.join(LOCALES, `${language}.po`), 'utf8');
    const locale = intlLocale(language);
    i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(po) as never } });
    loaded.set(language, i18n);
  }
  const active = i18n;
  return (key, values) => active._(key, values);
}

/** A language kept with a queued mail, English for mails queued before languages (or none). */
export function mailLanguage(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/**
 * The language of a mail the trust sends a visitor later (a reminder, a closure, an offer...):
 * the one they chose for their account, else the one they booked (or joined the waiting list)
 * in, else English.
 */
export function laterMailLanguage(accountLocale: unknown, bookedIn?: unknown): Language {
  if (isLanguage(accountLocale)) return accountLocale;
  return mailLanguage(bookedIn);
}
