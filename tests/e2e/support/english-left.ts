import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { parseCatalog } from '../../../src/shared/i18n/catalog';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../../../src/shared/languages';

// "No English left on the page" (issue 26), as a visitor meets the page: its visible text and
// the words it gives screen readers and pointers (aria-label, alt, title, placeholder) of the
// elements that show, the options of its visible menus and the document's title. English is
// any word in Latin letters, named by the English catalog's message where one matches, so a
// failure says which message a page forgot to translate.

const LOCALES = path.resolve(import.meta.dirname, '../../../src/web/locales');

/** A piece of text as the page offers it, and where. */
interface Shown {
  where: string;
  text: string;
  /** The text of the element around a text's own, for an id the page shows in groups ('TJ4e 8Zqs…'). */
  around?: string;
}

/** One script per language: the page must show enough of it for "no English" to mean anything. */
const SCRIPTS: Record<Exclude<Language, 'en'>, RegExp> = {
  hi: /\p{Script=Devanagari}/gu,
  kn: /\p{Script=Kannada}/gu,
  te: /\p{Script=Telugu}/gu,
  ta: /\p{Script=Tamil}/gu,
};
const LEAST_OWN_SCRIPT = 40;

function catalog(language: Language) {
  return parseCatalog(readFileSync(path.join(LOCALES, `${language}.po`), 'utf8'));
}

/**
 * The Latin-letter words a language's catalog itself writes ("SMS", "QR"): its translators
 * kept them, so they are not English left over. ICU's syntax (placeholders, plural and
 * select keys) is not text.
 */
function keptLatinWords(language: Language): Set<string> {
  const words = new Set<string>();
  for (const { translation } of catalog(language)) {
    const text = translation
      .replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, ' ')
      .replace(/[\w=]+\s*\{/g, ' ')
      .replace(/<\/?\d+>/g, ' ');
    for (const word of text.match(/\p{Script=Latin}+/gu) ?? []) words.add(word);
  }
  return words;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English catalog's messages as patterns for a whole text: placeholders, plural and select
 * parts match any text. Only to name which message a piece of English is.
 */
function englishMessages(): { key: string; pattern: RegExp }[] {
  return catalog('en').flatMap(({ key, english }) => {
    const literal = english
      .replace(/<\/?\d+>/g, '')
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
      .map((part) => part.trim());
    if (!/\p{Script=Latin}{3}/u.test(literal.join(''))) return [];
    return [{ key, pattern: new RegExp(`^${literal.map(escapeRegExp).join('.*?')}$`, 's') }];
  });
}

/**
 * Everything the page shows or says, read in the browser. One plain function, no inner named
 * ones: Playwright sends its source to the page, where the test runner's helpers are missing.
 */
function readPage(): Shown[] {
  const shown: Shown[] = [{ where: 'title', text: document.title }];
  const elements: [Element, string][] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, noscript, template')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      classes ? `.${classes.split(/\s+/).join('.')}` : ''
    }`;
    elements.push([element, where]);
  }
  for (const [element, where] of elements) {
    if (!(element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement))
      for (const node of element.childNodes) {
        const text = node.nodeType === Node.TEXT_NODE ? (node.textContent?.trim() ?? '') : '';
        if (text) shown.push({ where, text, around: element.parentElement?.textContent ?? '' });
      }
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) shown.push({ where: `${where}[${attribute}]`, text: value });
    }
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
      shown.push({ where: `${where}[value]`, text: element.value });
    if (element instanceof HTMLSelectElement)
      for (const option of element.options)
        shown.push({ where: `${where} option`, text: option.text.trim() });
  }
  return shown;
}

export interface EnglishLeftOptions {
  /** Texts the page may show in Latin letters: visitors' names, booking ids, the SMS keyword… */
  allow?: (string | RegExp)[];
}

/**
 * The English left on the page (empty when none), each with where it shows and the English
 * message it comes from when it is one. Throws when the page's language is English or the page
 * shows too little in its own script for the answer to mean anything.
 */
export async function englishLeft(page: Page, { allow = [] }: EnglishLeftOptions = {}): Promise<string[]> {
  const lang = (await page.locator('html').getAttribute('lang')) ?? '';
  if (!isLanguage(lang) || lang === 'en')
    throw new Error(`English left: the page is in '${lang}', not in one of the translated languages`);
  const shown = await page.evaluate(readPage);
  const ownScript = shown.reduce((sum, { text }) => sum + (text.match(SCRIPTS[lang]) ?? []).length, 0);
  if (ownScript < LEAST_OWN_SCRIPT)
    throw new Error(
      `English left: only ${ownScript} characters in the page's own script (${lang}); is it painted?`,
    );
  const kept = keptLatinWords(lang);
  const messages = englishMessages();
  const found: string[] = [];
  const squeezed = (text: string) => text.replace(/\s+/g, '');
  for (const { where, text, around = '' } of shown) {
    // The language menu names English in English, as it names each language in itself.
    if (where.endsWith(' option') && text === LANGUAGE_NAMES.en) continue;
    const pieceOfAllowed = allow.some(
      (allowed) =>
        typeof allowed === 'string' && allowed.includes(text) && squeezed(around).includes(squeezed(allowed)),
    );
    if (pieceOfAllowed) continue;
    let rest = text;
    for (const allowed of allow)
      rest =
        typeof allowed === 'string'
          ? rest.split(allowed).join(' ')
          : rest.replace(new RegExp(allowed.source, `${allowed.flags.replace('g', '')}g`), ' ');
    const words = (rest.match(/\p{Script=Latin}+/gu) ?? []).filter((word) => !kept.has(word));
    if (words.length === 0) continue;
    const message = messages.find(({ pattern }) => pattern.test(text));
    found.push(
      `${where}: "${text}" (${words.join(' ')})${message ? ` is the English message ${message.key}` : ''}`,
    );
  }
  return found;
}

/** Fails, listing each piece of English the page still shows, where and which message it is. */
export async function expectNoEnglishLeft(page: Page, options: EnglishLeftOptions = {}): Promise<void> {
  const found = await englishLeft(page, options);
  expect(found, `English left on ${page.url()}`).toEqual([]);
}
