/**
 * How old the database snapshot a kept availability answer is checked against may be: a
 * change committed anywhere else (another instance, the slots command, psql) shows in this
 * instance's reads at most this long after its commit (decision 0049).
 */
export const STALENESS_BOUND_MS = 20;

export interface SnapshotProbe {
  /**
   * PostgreSQL's change stamp for kept answers: at once while the last snapshot taken is
   * younger than the bound, else once a new one is taken (reads meanwhile share it).
   */
  stamp(): string | Promise<string>;
  /** A write of this instance committed: its own next read must see it, without waiting. */
  changedHere(): void;
  /** Resolves once a snapshot taken after the call is the one reads are checked against. */
  caughtUp(): Promise<void>;
}

/**
 * Shares one snapshot query among the reads of a short window instead of asking per read
 * (decision 0049). `takeSnapshot` is `pg_current_snapshot()` as text: the same while no
 * writing transaction ends, on any connection of any instance. This instance's own commits
 * move the stamp at once (`changedHere`), so a visitor sees their booking at their next read.
 */
export function createSnapshotProbe(takeSnapshot: () => Promise<string>): SnapshotProbe {
  let changesHere = 0;
  let last: { takenFrom: number; snapshot: string } | undefined;
  let taking: { from: number; snapshot: Promise<string> } | undefined;

  function take(): Promise<string> {
    const from = performance.now();
    const snapshot = takeSnapshot().then(
      (taken) => {
        // Asked for at `from`: it shows every commit made before then.
        if (!last || last.takenFrom < from) last = { takenFrom: from, snapshot: taken };
        if (taking?.from === from) taking = undefined;
        return taken;
      },
      (error: unknown) => {
        if (taking?.from === from) taking = undefined;
        throw error;
      },
    );
    taking = { from, snapshot };
    return snapshot;
  }

  return {
    stamp() {
      const since = performance.now() - STALENESS_BOUND_MS;
      const here = changesHere;
      if (last && last.takenFrom >= since) return `${here} ${last.snapshot}`;
      const pending = taking && taking.from >= since ? taking.snapshot : take();
      return pending.then((snapshot) => `${here} ${snapshot}`);
    },
    changedHere() {
      changesHere++;
    },
    caughtUp: async () => {
      await take();
    },
  };
}
