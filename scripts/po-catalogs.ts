import type { Plugin } from 'vite';
import { compileCatalog } from '../src/shared/i18n/catalog';
import { firstLoadKeys } from './first-load-keys';

/**
 * Lets the web app import a PO catalog: `import('../locales/hi.po')` is a module exporting
 * `messages`, each ICU message compiled at build time, so the browser needs no ICU parser and
 * each language is a chunk of its own, fetched only by those who read it (decision 0064). The
 * plain import holds the messages a guest's home page uses (scripts/first-load-keys.ts);
 * `hi.po?rest` holds all the others. A staff catalog (locales/staff/<code>.po) is one chunk: the
 * staff app loads it whole.
 */
export function poCatalogs(): Plugin {
  return {
    name: 'visitpass-po-catalogs',
    transform(source, id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.po')) return null;
      const compiled = compileCatalog(source);
      // The files the first load reads are read afresh on each build and each test run.
      const first = file.includes('/locales/staff/') ? null : firstLoadKeys();
      const messages = first
        ? Object.fromEntries(
            Object.entries(compiled).filter(([key]) => first.has(key) === (query !== 'rest')),
          )
        : compiled;
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        map: null,
      };
    },
  };
}
