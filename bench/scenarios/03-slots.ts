import type { BenchScenario } from '../scenario';

export const scenario: BenchScenario = {
  name: 'GET /api/slots?date=',
  prepare: async ({ appUrl, offeredDate }) => ({ url: `${appUrl}/api/slots?date=${offeredDate}` }),
};
