import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from '../src/shared/i18n/catalog';
import { firstLoadKeys } from './first-load-keys';

const FORMAT_SLOT_LABEL = path.resolve(import.meta.dirname, '../src/shared/rules/format-slot-label.ts');

/**
 * Lets the web app import a PO catalog: `import('../locales/hi.po')` is a module exporting
 * `messages`, each ICU message compiled at build time, so the browser needs no ICU parser and
 * each language is a chunk of its own, fetched only by those who read it (decision 0064). The
 * plain import holds the messages a guest's home page uses (scripts/first-load-keys.ts);
 * `hi.po?rest` holds all the others. A staff catalog (locales/staff/<code>.po) is one chunk: the
 * staff app loads it whole. A visitor language other than English brings, with its first
 * messages, what writes slot labels' times in it (src/shared/rules/format-slot-label.ts):
 * English shows the server's labels as they are, so the English home page never fetches it.
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
      const formats =
        first && query !== 'rest' && path.basename(file, '.po') !== 'en'
          ? // A query of the language's own makes the formatter part of this chunk, not a chunk
            // of its own: one file less to fetch, and no name of it in the entry script.
            `export { formatSlotLabel } from ${JSON.stringify(`${FORMAT_SLOT_LABEL}?${path.basename(file, '.po')}`)};\n`
          : '';
      return {
        code: `${formats}export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        map: null,
      };
    },
  };
}
