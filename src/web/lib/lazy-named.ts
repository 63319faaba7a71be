import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { restOfCatalog } from './i18n';

/**
 * A named export of a module that is loaded when first rendered, as its own chunk:
 * `lazyNamed(() => import('./ticket-page'), 'TicketPage')`. (React.lazy wants a default export.)
 * It renders once the rest of the page language's messages are in too (i18n.ts), unless it is
 * part of a guest's first load (`firstLoad`, scripts/first-load-keys.ts lists those).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the component keeps its props type
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
  { firstLoad = false } = {},
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), firstLoad ? null : restOfCatalog()]);
    return { default: module[name] };
  });
}
