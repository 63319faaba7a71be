import type { BenchScenario } from '../scenario';

/** The yardstick: every other line is compared with this one. */
export const scenario: BenchScenario = {
  name: 'GET /bare (bare Fastify)',
  prepare: async ({ bareUrl }) => ({ url: `${bareUrl}/bare` }),
};
