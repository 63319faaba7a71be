import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A named export of a module that is loaded when first rendered, as its own chunk:
 * `lazyNamed(() => import('./ticket-page'), 'TicketPage')`. (React.lazy wants a default export.)
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the component keeps its props type
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
