import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { defineFeature } from './feature';
import type { Services } from './services';

it('hands a feature the services it declared and no others', async () => {
  let handed: object | undefined;
  const feature = defineFeature('probe', ['slots', 'holds'], async (_api, { services }) => {
    handed = services;
  });
  const services = { slots: { name: 'slots' }, holds: { name: 'holds' }, bookings: {}, mail: {} };
  const app = Fastify({ logger: false });
  await feature.register(app, testConfig(), services as unknown as Services);
  await app.ready();
  expect(handed).toEqual({ slots: { name: 'slots' }, holds: { name: 'holds' } });
  await app.close();
});
