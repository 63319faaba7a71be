import { intlLocale, type Language } from '../../shared/languages';
import { pageLanguage, type Translate } from './i18n';
import { type CompiledMessage, formatMessage } from './message-format';

/**
 * The staff site's texts (issue 26, decision 0064): a catalog of their own,
 * src/web/locales/staff/<code>.po, compiled like the visitor site's (scripts/po-catalogs.ts)
 * and loaded by the staff app alone (app/admin/admin-app.tsx) before its first render, so no
 * visitor downloads it. Staff code asks for a text by its key with this module's `t`; the
 * catalog check (catalogs.test.ts) holds the staff catalog to the keys asked for by the files
 * that import this module. The staff site is in English: the server sends it so. A staff
 * catalog in another language is found by its file alone (docs/translating.md).
 */
const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/staff/*.po');

let messages: Record<string, CompiledMessage> = {};
let locale = intlLocale('en');

/** The staff catalog of the page's language, or the English one when there is none. */
export async function loadStaffTexts(language: Language = pageLanguage()): Promise<void> {
  const chosen = catalogs[`../locales/staff/${language}.po`] ? language : 'en';
  const module = await catalogs[`../locales/staff/${chosen}.po`]?.();
  messages = (module?.messages ?? {}) as Record<string, CompiledMessage>;
  locale = intlLocale(chosen);
}

/** A staff text; a key missing from the catalog shows as itself (the catalog check forbids it). */
export const t: Translate = (key, values = {}) => {
  const message = messages[key];
  return message ? formatMessage(message, values, locale) : key;
};

// Staff code marks a key kept in data (a table of labels) with this msg(), so that the
// catalog check counts it as the staff catalog's.
export { msg } from '../../shared/i18n/msg';
