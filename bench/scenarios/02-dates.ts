import type { BenchScenario } from '../scenario';

export const scenario: BenchScenario = {
  name: 'GET /api/dates',
  prepare: async ({ appUrl }) => ({ url: `${appUrl}/api/dates` }),
};
