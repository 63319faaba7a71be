// The CPU time of the PostgreSQL server on this machine: every process named `postgres`
// (the postmaster, its backends, and through the postmaster's counts, backends that exited).
// A booking costs CPU in the database as well as in the app, and both share the machine.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's counters: 100 on Linux for x86 and ARM. */
const TICKS_PER_SECOND = 100;

/** The PostgreSQL processes' CPU time so far, in µs; null where /proc is missing. */
export function postgresCpuMicros(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid …": the name may hold spaces, so split after its closing bracket.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14–17 of the line, 12–15 after the name.
    for (const index of [11, 12, 13, 14]) ticks += Number(fields[index]);
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}
