import { defineConfig } from 'vitest/config';
import { poCatalogs } from './scripts/po-catalogs';

// Unit and API tests. End-to-end tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  // Web modules import their language's PO catalog, as in the build.
  plugins: [poCatalogs()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
