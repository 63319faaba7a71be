import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

// The rules must give the same answers whatever time zone the server or browser runs in.
// This file runs every rule test of this folder again in a child Vitest with TZ set to New
// York's zone (behind UTC, with daylight saving: the opposite of India).
const ZONE = 'America/New_York';
const ROOT = path.resolve(import.meta.dirname, '../../..');

it.runIf(process.env.TZ === ZONE)('runs in New York time', () => {
  // 04:30 UTC on 20 November is 23:30 on the 19th in New York (UTC-5 in winter).
  expect(new Date('2026-11-20T04:30:00.000Z').getDate()).toBe(19);
  expect(new Date('2026-07-01T00:00:00.000Z').getTimezoneOffset()).toBe(240);
});

it.skipIf(process.env.TZ === ZONE)(
  `gives the same answers with TZ=${ZONE}`,
  () => {
    const outputDir = mkdtempSync(path.join(tmpdir(), 'visitpass-tz-'));
    const report = path.join(outputDir, 'report.json');
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
    );
    try {
      const child = spawnSync(
        process.execPath,
        [
          'node_modules/vitest/vitest.mjs',
          'run',
          'src/shared/rules/',
          '--reporter=json',
          `--outputFile=${report}`,
        ],
        { cwd: ROOT, env: { ...env, TZ: ZONE }, encoding: 'utf8' },
      );
      const results = JSON.parse(readFileSync(report, 'utf8'));
      const failed = results.testResults.flatMap(
        (file: { assertionResults: { fullName: string; status: string }[] }) =>
          file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
      );
      expect(failed).toEqual([]);
      expect(child.status, child.stderr).toBe(0);
      const names = results.testResults.flatMap(
        (file: { assertionResults: { fullName: string; status: string }[] }) =>
          file.assertionResults.filter((test) => test.status === 'passed').map((test) => test.fullName),
      );
      expect(names).toContain('runs in New York time');
      expect(names).toContain('indiaDateOf changes date at India midnight, 18:30 UTC');
      expect(results.numPassedTests).toBeGreaterThan(50);
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  },
  120_000,
);
