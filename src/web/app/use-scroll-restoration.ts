import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
// A page that loads its content (the booking history) gets this long to grow tall enough.
const WAIT_FOR_CONTENT_MS = 3000;

const positions = new Map<string, number>();
// The first location this document renders: only a Back, Forward or reload restores it.
let initialRender = true;

function readStored(): void {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, top] of Object.entries(stored)) if (typeof top === 'number') positions.set(key, top);
  } catch {
    // Unreadable or blocked storage: positions live for this page only.
  }
}

function store(): void {
  try {
    // The latest 50 entries are plenty for Back and Forward.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // As above.
  }
}

/** Scrolls to `top` once the page is tall enough, unless the visitor scrolls first or it takes too long. */
function scrollWhenTallEnough(top: number): () => void {
  const started = Date.now();
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    const reached = Math.abs(window.scrollY - top) < 2;
    if (reached || Date.now() - started > WAIT_FOR_CONTENT_MS) stop();
    else frame = window.requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * Whether the browser came back to this document (Back, Forward, a reload) rather than
 * opening it afresh: every page load starts at the key 'default', so a new visit to an
 * address must not get the position of an earlier load.
 */
function cameBackToPageLoad(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

/**
 * Back and Forward return to where the visitor was on that page. The declarative router has
 * no <ScrollRestoration> (a data-router component), and the browser's own restoration runs
 * on popstate, before the page it returns to has rendered its content: the position is lost
 * on any page shorter than that at first (the booking history, while its list loads). So
 * positions are kept per history entry (sessionStorage, across reloads) and put back here.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${location.key} ${location.pathname}`;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    readStored();
    window.addEventListener('pagehide', store);
    return () => window.removeEventListener('pagehide', store);
  }, []);

  // A layout effect, so that the old page's listener is gone before the new page's first paint:
  // that page, shorter, makes the browser scroll up, and the old listener would keep that
  // position as the one to come back to. A passive effect's cleanup may run after that paint
  // (on a slow or busy phone with React; always with Preact).
  useLayoutEffect(() => {
    let frame = 0;
    const remember = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    const fresh = initialRender && !cameBackToPageLoad();
    initialRender = false;
    // A new load of an address starts at the top, whatever an earlier load kept under its key.
    if (fresh) positions.delete(key);
    const saved = positions.get(key);
    const returning = navigationType === 'POP' && !fresh;
    const stop = returning && saved !== undefined && saved > 0 ? scrollWhenTallEnough(saved) : null;
    return () => {
      window.removeEventListener('scroll', remember);
      window.cancelAnimationFrame(frame);
      stop?.();
    };
  }, [key, navigationType]);
}
