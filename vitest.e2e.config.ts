import { defineConfig } from 'vitest/config';
import { poCatalogs } from './scripts/po-catalogs';

// End-to-end tests: the built app served by the real server, driven through Debian's
// Chromium. `npm test` builds the web app first; run `npm run build` before running these alone.
export default defineConfig({
  // Test helpers import web modules, which import their language's PO catalog.
  plugins: [poCatalogs()],
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // One file at a time: each starts its own server and browser, and the machine is small.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
