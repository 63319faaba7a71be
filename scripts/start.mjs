// `npm start`: install when needed, build the web app when stale, then run the server.
// Plain Node with no dependencies, so it works on a fresh clone.
import { spawn } from 'node:child_process';
import { ensureDeps, ROOT } from './ensure-deps.mjs';
import { ensureWebBuilt } from './web-build.mjs';

ensureDeps();
ensureWebBuilt();

// Its own process group, so a terminal's Ctrl-C reaches the server once (forwarded below),
// not twice, and the server can close its connections and database cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  detached: true,
});

// npm and the terminal may both deliver the same Ctrl-C: forward the first signal only, and
// force the server down should it not have stopped 10 seconds later.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
}
// Should this process end unexpectedly, do not leave the server running without it.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
});
