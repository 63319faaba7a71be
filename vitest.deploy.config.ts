import { defineConfig } from 'vitest/config';

// The deployment tests (`npm run test:deploy`): the deploy/ files checked by their own tools,
// then the real Caddy, app processes and PostgreSQL together. One file at a time.
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.deploy.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
