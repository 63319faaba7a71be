import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';
import environments from '../config/environments.json' with { type: 'json' };
import { STAFF_MANIFEST_PATH, STAFF_WORKER_PATH } from '../src/shared/staff-app';

// The installable staff app (decision 0059): writes `sw.js`, the staff site's service worker
// (src/web/staff-service-worker.ts with the list of files it keeps), and `staff.webmanifest`.
// The server serves both on the admin host only (src/server/http/web-app.ts).

/** The staff app's page: the server sends this file for every path of the admin host. */
const SHELL = '/index.html';
const ICON = '/favicon.svg';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/**
 * The files the staff app can need: the entry with what it imports, and the staff site's
 * chunk with everything it imports or loads later (its pages, the QR reader and its .wasm),
 * each with its stylesheets and assets. Visitor pages are left out.
 */
export function staffAppFiles(bundle: Record<string, { type: string; fileName: string }>): string[] {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: BundleChunk | undefined, followLazy: boolean) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const name of chunk.imports) visit(byName.get(name), followLazy);
    if (followLazy) for (const name of chunk.dynamicImports) visit(byName.get(name), true);
  };
  visit(
    chunks.find((chunk) => chunk.isEntry),
    false,
  );
  const staffSite = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/app/admin/admin-app.tsx'));
  if (!staffSite) throw new Error('The build has no chunk for app/admin/admin-app.tsx; was it moved?');
  visit(staffSite, true);
  // The staff site is in English: its message catalog's chunks (the entry loads them lazily).
  for (const chunk of chunks) if (/^assets\/en-[\w-]+\.js$/.test(chunk.fileName)) visit(chunk, false);
  return [...files].map((file) => `/${file}`).sort();
}

function staffManifest(): string {
  return JSON.stringify(
    {
      name: `Staff site — ${environments.organisation.name}`,
      short_name: 'Door',
      description: 'The door, the day sheet and the front desk, for staff.',
      start_url: '/door',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2a211b',
      icons: [{ src: ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  );
}

export function staffAppOffline(): Plugin {
  let workerSource = '';
  return {
    name: 'visitpass-staff-app-offline',
    apply: 'build',
    configResolved(config) {
      workerSource = path.resolve(config.root, 'staff-service-worker.ts');
    },
    async generateBundle(_options, bundle) {
      const files = [...staffAppFiles(bundle), SHELL, ICON, STAFF_MANIFEST_PATH];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const { code } = await transformWithOxc(await readFile(workerSource, 'utf8'), workerSource, {
        lang: 'ts',
      });
      const precache = JSON.stringify({ version, shell: SHELL, files });
      this.emitFile({
        type: 'asset',
        fileName: STAFF_WORKER_PATH.slice(1),
        source: `const STAFF_PRECACHE = ${precache};\n${code}`,
      });
      this.emitFile({ type: 'asset', fileName: STAFF_MANIFEST_PATH.slice(1), source: staffManifest() });
    },
  };
}
