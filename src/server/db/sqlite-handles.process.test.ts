import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

// On Node 24, better-sqlite3 12 aborted a process when the garbage collector destroyed one of
// its statements (decision 0063): in the middle of a busy run, or at exit. A process that
// prepares many different statements through the app's connection, closes it and exits must
// finish its work and exit with 0. (Node 20 never aborted; scripts/test-node24.sh runs this too.)

const ROOT = path.resolve(import.meta.dirname, '../../..');

const SCRIPT = `
import { sql } from 'kysely';
import { connectDatabase } from './src/server/db/connect.ts';
const database = connectDatabase(process.env.DATABASE_URL, 'vp_');
let total = 0;
for (let i = 0; i < 20000; i++) {
  const { rows } = await sql\`select \${sql.lit(i)} as n\`.execute(database.db);
  total += rows[0].n;
}
await database.db.destroy();
console.log('total', total);
`;

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('a process that prepared 20,000 different statements on SQLite exits cleanly', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-handles-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dataDir, 'visitpass.sqlite')}` },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect({ code, output }).toEqual({ code: 0, output: `total ${(19999 * 20000) / 2}\n` });
});
