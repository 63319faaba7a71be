import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (e.g. '(min-width: 60rem)'). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The prerendered page assumes no match; hydration then follows the browser.
    () => false,
  );
}
