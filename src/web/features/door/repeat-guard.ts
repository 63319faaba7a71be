/** How long the same code is taken for the same scan: a camera reads a held ticket many times a second. */
export const REPEAT_WINDOW_MS = 4000;

/**
 * Tells a repeated scan from a new one. The window slides: a ticket held in front of the
 * camera keeps being ignored until it has been out of sight for the whole window.
 */
export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return {
    isRepeat(code: string): boolean {
      const at = now();
      const repeat = last !== null && last.code === code && at - last.at < windowMs;
      last = { code, at };
      return repeat;
    },
    /** Forget the last code, so that the next scan of it counts again. */
    reset(): void {
      last = null;
    },
  };
}
