import { useSyncExternalStore } from 'react';
import { INTL_LOCALES, isLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/languages';
import { type CompiledMessage, formatMessage, type Values } from './message-format';

/**
 * The visitor site's messages (decision 0064): the chosen language's catalog, compiled at
 * build time from its PO file (scripts/po-catalogs.ts) and fetched as a chunk of its own, so
 * only that language is downloaded. main.tsx loads it before the first render, so a page never
 * shows another language first. Components read texts with `useTexts()`, which renders them
 * again when the visitor picks another language.
 */
type Catalog = Record<string, CompiledMessage>;

const catalogs: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../locales/en.po'),
  hi: () => import('../locales/hi.po'),
  kn: () => import('../locales/kn.po'),
  te: () => import('../locales/te.po'),
  ta: () => import('../locales/ta.po'),
};

let current: { language: Language; messages: Catalog } = { language: 'en', messages: {} };
const listeners = new Set<() => void>();

export async function loadLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  current = { language, messages: messages as Catalog };
  for (const listener of listeners) listener();
}

/** The language the page was sent in (the server picks it and writes it in `<html lang>`). */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** The visitor picks another language: remembered on this device for a year, shown at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' browsers we serve (Firefox, older Safari).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

export type Translate = (key: string, values?: Values) => string;

/**
 * A message of the current language; a key missing from the catalog shows as itself (the
 * catalog check, catalogs.test.ts, keeps that from happening).
 */
export const t: Translate = (key, values = {}) => {
  const message = current.messages[key];
  return message ? formatMessage(message, values, INTL_LOCALES[current.language]) : key;
};

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const currentLanguage = () => current.language;

/** The current language and its texts; the component renders again when the language changes. */
export function useTexts(): { t: Translate; language: Language; intlLocale: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t, language, intlLocale: INTL_LOCALES[language] };
}
