import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's lock: a submit button stays disabled for 3 seconds after each submit. */
export const SUBMIT_LOCK_MS = 3000;

export function useSubmitLock(): { locked: boolean; lock(): void } {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
  }, []);
  return { locked, lock };
}
