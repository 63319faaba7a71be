import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserConfig } from './scripts/browser-config';
import { poCatalogs } from './scripts/po-catalogs';
import { precompress } from './scripts/precompress';
import { prerenderPages } from './scripts/prerender-pages';
import { staffAppOffline } from './scripts/staff-app-offline';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), browserConfig(), poCatalogs(), prerenderPages(), staffAppOffline(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Without the polyfill, Vite's loader of lazy chunks falls back to rel=preload where a
    // browser lacks modulepreload; the polyfill itself runs only once the entry's imports
    // have loaded, too late for the links in index.html. It saved nothing and cost every visit.
    modulePreload: { polyfill: false },
    // The guest's home page and the staff app share a few small lib modules; left alone, each
    // becomes a chunk of its own, and their imports cost the home page's download budget more
    // than the modules themselves. One chunk for them all.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared-lib',
              test: /src[\\/]web[\\/]lib[\\/](error-text|use-browser-value|session|field|people-limits|slot-option-text)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
