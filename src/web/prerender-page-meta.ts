// Build time only (scripts/prerender-page-meta.ts puts this module in the place of
// lib/use-page-meta.ts while the pages are prerendered). The browser's hook sets the title in
// an effect, which a static render never runs; this one keeps what the page asked for, so
// that the prerendered page's <head> carries its own title and description, in its language.
import type { PageMeta } from './lib/use-page-meta';

let rendered: PageMeta | undefined;

export function usePageMeta(meta: PageMeta): void {
  rendered = meta;
}

/** What the page rendered last asked for, forgotten once read. */
export function takeRenderedMeta(): PageMeta | undefined {
  const meta = rendered;
  rendered = undefined;
  return meta;
}
