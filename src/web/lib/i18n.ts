import { useSyncExternalStore } from 'react';
import { intlLocale, isLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/languages';
import { type CompiledMessage, formatMessage, type Values } from './message-format';

/**
 * The visitor site's messages (decision 0064): the chosen language's catalog, compiled at
 * build time from its PO file (scripts/po-catalogs.ts) and fetched as a chunk of its own, so
 * only that language is downloaded. main.tsx loads it before the first render, so a page never
 * shows another language first. Components read texts with `useTexts()`, which renders them
 * again when the visitor picks another language.
 */
type Catalog = Record<string, CompiledMessage>;
type CatalogModule = Promise<{
  messages: Record<string, unknown>;
  formatSlotLabel?: (label: string, locale: string) => string;
}>;

// Each language in two chunks (scripts/po-catalogs.ts): what a guest's home page uses, and the
// rest, fetched by the first lazy page or form (lazy-named.ts waits for it).
const catalogs: Record<Language, { first: () => CatalogModule; rest: () => CatalogModule }> = {
  en: { first: () => import('../locales/en.po'), rest: () => import('../locales/en.po?rest') },
  hi: { first: () => import('../locales/hi.po'), rest: () => import('../locales/hi.po?rest') },
  kn: { first: () => import('../locales/kn.po'), rest: () => import('../locales/kn.po?rest') },
  te: { first: () => import('../locales/te.po'), rest: () => import('../locales/te.po?rest') },
  ta: { first: () => import('../locales/ta.po'), rest: () => import('../locales/ta.po?rest') },
};

let current: { language: Language; messages: Catalog } = { language: 'en', messages: {} };
// Slot labels' times in a language other than English come with its first messages
// (scripts/po-catalogs.ts); English keeps the server's labels.
let formatSlotLabel: ((label: string, locale: string) => string) | undefined;
const rests: Partial<Record<Language, Promise<Record<string, unknown>>>> = {};
const listeners = new Set<() => void>();

function show(language: Language, messages: Record<string, unknown>): void {
  const kept = current.language === language ? current.messages : {};
  current = { language, messages: { ...kept, ...messages } as Catalog };
  for (const listener of listeners) listener();
}

/** The rest of a language's messages, fetched once. */
function restOf(language: Language): Promise<Record<string, unknown>> {
  rests[language] ??= catalogs[language].rest().then(({ messages }) => messages);
  return rests[language];
}

/**
 * Loads a language's messages for the home page (`whole`: all of them) and then shows it, all
 * at once. The rest of its messages follow when `restOfCatalog()` is first awaited.
 */
export async function loadLanguage(language: Language, { whole = false } = {}): Promise<void> {
  const [first, rest] = await Promise.all([catalogs[language].first(), whole ? restOf(language) : {}]);
  formatSlotLabel = first.formatSlotLabel;
  show(language, { ...first.messages, ...rest });
}

/** The rest of the current language's messages (a lazy page or form waits for them). */
export async function restOfCatalog(): Promise<void> {
  const { language } = current;
  const messages = await restOf(language);
  if (current.language === language) show(language, messages);
}

/** The language the page was sent in (the server picks it and writes it in `<html lang>`). */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** The visitor picks another language: remembered on this device for a year, shown at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  // Whole: the forms and pages already on screen need their messages in it too.
  await Promise.all([catalogs[language].first(), restOf(language)]);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' browsers we serve (Firefox, older Safari).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  // The page's language first, then its words: Chromium (Debian's, with the Noto fonts) drew
  // some Tamil words swapped into a page still marked English as empty boxes, and went on
  // doing so on the next pages (tests/e2e/languages-flow-tamil.e2e.ts's screenshots).
  document.documentElement.lang = language;
  await loadLanguage(language, { whole: true });
}

export type Translate = (key: string, values?: Values) => string;

/**
 * A message of the current language; a key missing from the catalog shows as itself (the
 * catalog check, catalogs.test.ts, keeps that from happening).
 */
export const t: Translate = (key, values = {}) => {
  const message = current.messages[key];
  return message ? formatMessage(message, values, intlLocale(current.language)) : key;
};

/** A slot's label ('09:30 AM - 10:00 AM') in the current language. */
export const slotLabel = (label: string): string =>
  formatSlotLabel?.(label, intlLocale(current.language)) ?? label;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const currentLanguage = () => current.language;

/** The current language and its texts; the component renders again when the language changes. */
export function useTexts(): { t: Translate; language: Language; intlLocale: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t, language, intlLocale: intlLocale(language) };
}
