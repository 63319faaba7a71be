import type { BenchScenario } from '../scenario';

export const scenario: BenchScenario = {
  name: 'GET /api/slots?date=',
  // Spread over every app instance (one unless BENCH_INSTANCES says more).
  prepare: async ({ appUrls, offeredDate }) => ({
    url: appUrls.map((appUrl) => `${appUrl}/api/slots?date=${offeredDate}`),
  }),
};
