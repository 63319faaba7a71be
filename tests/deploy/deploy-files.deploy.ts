import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const deployFile = (name: string) => path.join(ROOT, 'deploy', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return {
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    error: result.error,
  };
}

const hasSystemdAnalyze = !run('systemd-analyze', ['--version']).error;

describe('deploy/Caddyfile', () => {
  for (const tls of ['acme', 'internal']) {
    it(`adapts without a warning (TLS=${tls}), with both hosts, the health checks and the retries`, () => {
      const { status, output } = run(
        'caddy',
        ['adapt', '--config', deployFile('Caddyfile'), '--adapter', 'caddyfile'],
        { TLS: tls, VISITOR_HOST: 'booking.example.org', ADMIN_HOST: 'admin.example.org' },
      );
      expect(status, output).toBe(0);
      expect(output).not.toMatch(/WARN|not formatted/);
      const config = JSON.parse(output.slice(output.indexOf('{')));
      const text = JSON.stringify(config);
      expect(text).toContain('"host":["booking.example.org","admin.example.org"]');
      expect(text).toContain('"uri":"/api/health/ready"');
      expect(text).toContain('"try_duration":15000000000');
      // Compression is the app's: no encode handler.
      expect(text).not.toContain('"handler":"encode"');
      expect(text.includes('"issuers":[{"module":"internal"}]')).toBe(tls === 'internal');
    });
  }
});

describe('deploy/ systemd units', () => {
  const verifyTitle = hasSystemdAnalyze
    ? 'pass systemd-analyze verify with no complaint'
    : 'pass systemd-analyze verify: SKIPPED, systemd-analyze is missing (Debian package systemd)';
  it.skipIf(!hasSystemdAnalyze)(verifyTitle, () => {
    // Checked as they would be installed: one instance of the template, and this checkout as
    // the release in /opt/visitpass/current.
    const folder = mkdtempSync(path.join(tmpdir(), 'visitpass-units-'));
    try {
      const units = {
        'visitpass@3001.service': 'visitpass@.service',
        'visitpass-backup.service': 'visitpass-backup.service',
        'visitpass-backup.timer': 'visitpass-backup.timer',
      };
      for (const [installed, source] of Object.entries(units)) {
        const text = readFileSync(deployFile(source), 'utf8').replaceAll('/opt/visitpass/current', ROOT);
        writeFileSync(path.join(folder, installed), text);
      }
      const { status, output } = run(
        'systemd-analyze',
        ['verify', ...Object.keys(units).map((unit) => path.join(folder, unit))],
        { SYSTEMD_LOG_LEVEL: 'notice' },
      );
      expect(status, output).toBe(0);
      // It answers 0 even for unknown keys; any line it prints is a problem.
      expect(output.trim()).toBe('');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keep each instance on its port, as its own user, with only the data folder writable', () => {
    const unit = readFileSync(deployFile('visitpass@.service'), 'utf8');
    for (const line of [
      'Environment=PORT=%i',
      'User=visitpass',
      'EnvironmentFile=/etc/visitpass/visitpass.env',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/visitpass',
      'NoNewPrivileges=true',
      'PrivateTmp=true',
      'Restart=on-failure',
      'KillSignal=SIGTERM',
    ]) {
      expect(unit.split('\n')).toContain(line);
    }
  });
});

describe('deploy/visitpass.env.example', () => {
  it('names every setting the server reads', () => {
    const config = readFileSync(path.join(ROOT, 'src/server/config.ts'), 'utf8');
    const block = config.slice(config.indexOf('const processEnv = z.object({'));
    const settings = [...block.slice(0, block.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(
      (match) => match[1],
    );
    expect(settings.length).toBeGreaterThan(20);
    const example = readFileSync(deployFile('visitpass.env.example'), 'utf8');
    const named = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(settings.filter((setting) => !named.has(setting))).toEqual([]);
  });
});

describe('deploy/backup-nightly.sh', () => {
  it('is a valid shell script', () => {
    const { status, output } = run('sh', ['-n', deployFile('backup-nightly.sh')]);
    expect(status, output).toBe(0);
  });
});
