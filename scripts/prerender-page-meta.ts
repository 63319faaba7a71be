import path from 'node:path';
import type { Plugin } from 'vite';
import type { PageMeta } from '../src/web/lib/use-page-meta';

// A prerendered page's title and description, written into its <head> (scripts/prerender-pages.ts):
// without them the page would carry index.html's English ones until its script runs.

const STAND_IN = 'prerender-page-meta.ts';

/** In the prerender's Vite server, the pages' usePageMeta is src/web/prerender-page-meta.ts. */
export function recordPageMeta(root: string): Plugin {
  return {
    name: 'visitpass-prerender-page-meta',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!/\/use-page-meta(\.ts)?$/.test(source) || importer?.endsWith(STAND_IN)) return null;
      return path.join(root, STAND_IN);
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page with the meta it rendered (its title in full, as the browser's tab shows it). */
export function withPageMeta(html: string, meta: PageMeta | undefined): string {
  if (!meta) return html;
  const set = (name: string, content: string) => (page: string) => {
    const tag = new RegExp(`<meta name="${name}" content="[^"]*"\\s*/?>`);
    if (!tag.test(page)) throw new Error(`index.html has no <meta name="${name}">`);
    return page.replace(tag, () => `<meta name="${name}" content="${escapeHtml(content)}" />`);
  };
  const titled = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
  return [set('description', meta.description), set('keywords', meta.keywords.join(', '))].reduce(
    (page, apply) => apply(page),
    titled,
  );
}
