import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `read()` in the browser, but `prerendered` in the build's prerender and while React hydrates
 * the prerendered page, so markup and page agree; React renders again with the browser's value
 * right after. `read` must return the same value each time it is called.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, read, () => prerendered);
}
