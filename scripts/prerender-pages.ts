import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { LANGUAGES, type Language } from '../src/shared/languages';
import { pageFileName, type VisitorPage } from '../src/shared/visitor-pages';
import { poCatalogs } from './po-catalogs';
import { recordPageMeta, withPageMeta } from './prerender-page-meta';

/** A page to prerender: where the router shows it, and the module of its lazy route (if any). */
interface PrerenderedPage {
  /** The file name under pages/, which the server picks by the page's name in visitor-pages. */
  name: VisitorPage | 'notFound';
  /** A path the router shows this page at; parameters get a made-up value. */
  at: string;
  /** The page's own module, whose stylesheet and scripts the page links to at once. */
  module?: string;
  /** Modules the page loads later but always needs, fetched at once too. */
  alsoFetch?: string[];
}

// Pages that need a link's token to say anything (set-password) or that only redirect (the
// old names) are not prerendered: the server sends them the plain index.html.
const PRERENDERED_PAGES: PrerenderedPage[] = [
  { name: 'home', at: '/' },
  {
    name: 'ticket',
    at: '/booking/prerendered',
    module: 'features/tickets/ticket-page.tsx',
    // The QR code is the ticket's largest element; its drawing code should not wait for the ticket.
    alsoFetch: ['../../node_modules/qrcode/lib/browser.js'],
  },
  { name: 'history', at: '/bookings', module: 'features/history/bookings-page.tsx' },
  { name: 'feedback', at: '/feedback/prerendered', module: 'features/feedback/feedback-page.tsx' },
  {
    name: 'digitalMuseum',
    at: '/digital-museum',
    module: 'features/digital-museum/digital-museum-page.tsx',
  },
  {
    name: 'privacyPolicy',
    at: '/privacy-policy',
    module: 'features/privacy/privacy-policy-page.tsx',
  },
  { name: 'notFound', at: '/prerendered/not-found', module: 'features/not-found/not-found-page.tsx' },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a lazy page module needs at once: its stylesheets, and its scripts with those they import. */
function pageFiles(manifest: Manifest, page: PrerenderedPage): { styles: string[]; scripts: string[] } {
  if (!page.module) return { styles: [], scripts: [] };
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}; was it moved?`);
    return chunk;
  };
  const chunk = chunkOf(page.module);
  // The entry itself is in the page already.
  const imported = (chunk.imports ?? []).map(chunkOf).filter((found) => !found.isEntry);
  const scripts = [chunk, ...imported, ...(page.alsoFetch ?? []).map(chunkOf)].map((found) => found.file);
  return { styles: chunk.css ?? [], scripts };
}

/**
 * After the client build, renders each visitor page with React's static rendering into a copy
 * of the built index.html (dist/web/pages/<name>.html, and <name>.signed-in.html laid out for
 * a visitor whose session is on its way). The browser paints the page before any
 * JavaScript runs, and main.tsx hydrates it. Runs in writeBundle, so the precompress plugin's
 * closeBundle compresses the pages too.
 */
export function prerenderPages(): Plugin {
  let root = '';
  return {
    name: 'visitpass-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? '';
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      // Vite's own server, only to load the React modules in Node (TSX, CSS and JSON imports).
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [poCatalogs(), recordPageMeta(root)],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        await renderInto(
          outDir,
          template,
          manifest,
          (await server.ssrLoadModule('/prerender.tsx')) as PrerenderModule,
        );
      } finally {
        await server.close();
      }
    },
  };
}

type PrerenderModule = typeof import('../src/web/prerender');

/** The two copies of each page: for a guest, and for a visitor whose session cookie came along. */
const VARIANTS = [
  { sessionExpected: false, root: '<div id="root">' },
  { sessionExpected: true, root: '<div id="root" data-session="expected">' },
];

/**
 * What main.tsx loads before React takes a page in a language over: its catalog's first
 * chunk and the chunks that imports (in a language other than English, the slot labels'
 * formatter, scripts/po-catalogs.ts).
 */
function languageFiles(manifest: Manifest, language: Language): string[] {
  const chunk = manifest[`locales/${language}.po`];
  if (!chunk) throw new Error(`The build manifest has no chunk for the ${language} catalog`);
  const imported = (chunk.imports ?? []).map((key) => {
    const found = manifest[key];
    if (!found) throw new Error(`The build manifest has no chunk for ${key}`);
    return found;
  });
  // The entry itself is in the page already.
  return [chunk, ...imported.filter((found) => !found.isEntry)].map((found) => found.file);
}

/**
 * The page in a language: `<html lang>` says which (main.tsx loads that catalog before React
 * takes over the page), and the catalog is fetched beside the page's other scripts.
 */
function inLanguage(template: string, manifest: Manifest, language: Language, scripts: string[]) {
  const html = template.replace('<html lang="en">', `<html lang="${language}">`);
  return withScriptsLast(html, [...scripts, ...languageFiles(manifest, language)]);
}

/**
 * index.html with its site-wide stylesheet written into the page: the first paint then waits
 * for no other file (the page's CSP allows inline styles). The browser app never loads that
 * stylesheet itself, so it is not fetched twice.
 */
async function withInlineStyles(outDir: string, template: string): Promise<string> {
  const link = template.match(/<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/);
  if (!link) throw new Error('index.html links no site-wide stylesheet to write into the pages');
  const css = await readFile(path.join(outDir, link[1] ?? ''), 'utf8');
  return template.replace(link[0], () => `<style>${css}</style>`);
}

const SCRIPT_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The page paints from its HTML alone; its scripts only make it interactive. Moved to the end
 * of the body and fetched at low priority, they leave a slow connection to the page first.
 */
function withScriptsLast(template: string, pageScripts: string[]): string {
  const entryTags = (template.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  const newFiles = [...new Set(pageScripts)].filter(
    (file) => !entryTags.some((tag) => tag.includes(`/${file}"`)),
  );
  const tags = [
    ...entryTags,
    ...newFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].map((tag) => tag.replace(/^<(script|link) /, '<$1 fetchpriority="low" '));
  return template.replace(SCRIPT_TAGS, '').replace('</body>', `${tags.join('')}</body>`);
}

async function renderInto(outDir: string, built: string, manifest: Manifest, module: PrerenderModule) {
  if (!built.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div>');
  if (!built.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en">');
  const template = await withInlineStyles(outDir, built);
  await mkdir(path.join(outDir, 'pages'), { recursive: true });
  // The bare page (a link with a query, the staff site) fetches its catalog with the entry too.
  for (const language of LANGUAGES) {
    const bare = built.replace('<html lang="en">', `<html lang="${language}">`).replace(
      '</head>',
      `${languageFiles(manifest, language)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('')}</head>`,
    );
    const file =
      language === 'en' ? 'index.html' : path.join('pages', `${pageFileName('index', language, false)}.html`);
    await writeFile(path.join(outDir, file), bare);
  }
  for (const page of PRERENDERED_PAGES) {
    const { styles, scripts } = pageFiles(manifest, page);
    const stylesheets = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
    for (const language of LANGUAGES) {
      const pageTemplate = inLanguage(template, manifest, language, scripts).replace(
        '</head>',
        `${stylesheets}</head>`,
      );
      for (const variant of VARIANTS) {
        const { markup, meta } = await module.renderPage(page.at, {
          sessionExpected: variant.sessionExpected,
          language,
        });
        const html = withPageMeta(pageTemplate, meta).replace(
          '<div id="root"></div>',
          () => `${variant.root}${markup}</div>`,
        );
        const name = pageFileName(page.name, language, variant.sessionExpected);
        await writeFile(path.join(outDir, 'pages', `${name}.html`), html);
      }
    }
  }
}
