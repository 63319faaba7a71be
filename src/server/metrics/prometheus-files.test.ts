import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROMTOOL = '/usr/bin/promtool';
const ALERTS = path.join(ROOT, 'deploy/prometheus/alerts.yml');

function promtool(...args: string[]) {
  const run = spawnSync(PROMTOOL, args, { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the Prometheus files in deploy/prometheus', () => {
  it('alerts.yml: three rules that promtool accepts, on metrics the app exports', (context) => {
    if (!existsSync(PROMTOOL)) context.skip(`${PROMTOOL} is missing: apt-get install prometheus`);
    const checked = promtool('check', 'rules', ALERTS);
    expect(checked.output).toContain('SUCCESS: 3 rules found');
    expect(checked.status).toBe(0);
    const rules = readFileSync(ALERTS, 'utf8');
    for (const metric of [
      'visitpass_mail_outbox_oldest_pending_age_seconds',
      'visitpass_http_request_duration_seconds_count',
      'visitpass_database_up',
    ])
      expect(rules).toContain(metric);
  });

  it('prometheus.yml: a configuration promtool accepts, once its files are where it says', (context) => {
    if (!existsSync(PROMTOOL)) context.skip(`${PROMTOOL} is missing: apt-get install prometheus`);
    const dir = mkdtempSync(path.join(tmpdir(), 'visitpass-prometheus-'));
    try {
      copyFileSync(ALERTS, path.join(dir, 'visitpass-alerts.yml'));
      writeFileSync(path.join(dir, 'visitpass-metrics-token'), 'a-token');
      const config = readFileSync(path.join(ROOT, 'deploy/prometheus/prometheus.yml'), 'utf8');
      writeFileSync(path.join(dir, 'prometheus.yml'), config.replaceAll('/etc/prometheus/', `${dir}/`));
      const checked = promtool('check', 'config', path.join(dir, 'prometheus.yml'));
      expect(checked.output).toContain('SUCCESS');
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
