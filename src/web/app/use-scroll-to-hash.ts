import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec's scroll-anchor wait: a target may appear once its data has loaded. */
const WAIT_MS = 10_000;
const POLL_MS = 100;

/** After each navigation to a `#hash`, scrolls to that element as soon as it exists (up to 10 s). */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs this for every navigation, even to the same hash.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const giveUpAt = Date.now() + WAIT_MS;
    let timer: number | undefined;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        return;
      }
      if (Date.now() < giveUpAt) timer = window.setTimeout(tryScroll, POLL_MS);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
