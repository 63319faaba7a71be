import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalog } from '../shared/i18n/catalog';
import { intlLocale, type Language } from '../shared/languages';
import type { Translate } from '../web/lib/i18n';
import { formatMessage } from '../web/lib/message-format';

/** A visitor-site catalog (src/web/locales/<language>.po), compiled as the build compiles it. */
export function webCatalog(language: Language) {
  const po = readFileSync(path.resolve(import.meta.dirname, `../web/locales/${language}.po`), 'utf8');
  return compileCatalog(po);
}

/** A staff site catalog (src/web/locales/staff/<language>.po), compiled as the build compiles it. */
export function staffCatalog(language: Language) {
  const po = readFileSync(path.resolve(import.meta.dirname, `../web/locales/staff/${language}.po`), 'utf8');
  return compileCatalog(po);
}

/** The visitor site's texts in a language, as the browser shows them, for unit tests. */
export function webTexts(language: Language): Translate {
  const messages = webCatalog(language);
  return (key, values = {}) => {
    const message = messages[key];
    if (!message) throw new Error(`no message ${key} in the ${language} catalog`);
    return formatMessage(message, values, intlLocale(language));
  };
}
