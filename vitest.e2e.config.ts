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
    // Two files at a time: each starts its own server (a fresh database) and browser, so they
    // share nothing; much of a file's time is waiting on the page, so two overlap well on two cores.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
