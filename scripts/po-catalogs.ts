import type { Plugin } from 'vite';
import { compileCatalog } from '../src/shared/i18n/catalog';

/**
 * Lets the web app import a PO catalog (`import('../locales/hi.po')`): the module exports
 * `messages`, each ICU message compiled at build time, so the browser needs no ICU parser and
 * each language is a chunk of its own, fetched only by those who read it (decision 0064).
 */
export function poCatalogs(): Plugin {
  return {
    name: 'visitpass-po-catalogs',
    transform(source, id) {
      if (!id.endsWith('.po')) return null;
      const messages = compileCatalog(source);
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        map: null,
      };
    },
  };
}
