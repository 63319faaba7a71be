import type { BenchScenario } from '../scenario';

export const scenario: BenchScenario = {
  name: 'GET /api/dates',
  // Spread over every app instance (one unless BENCH_INSTANCES says more).
  prepare: async ({ appUrls }) => ({ url: appUrls.map((appUrl) => `${appUrl}/api/dates`) }),
};
