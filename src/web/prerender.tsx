// Run at build time only (scripts/prerender-pages.ts), in Node: renders a visitor page the
// way the browser's first render will, for main.tsx to hydrate.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../shared/languages';
import { VisitorSite } from './app/app';
import { createQueryClient } from './app/query-client';
import { organisation } from './lib/environment';
import { loadLanguage } from './lib/i18n';
import type { PageMeta } from './lib/use-page-meta';
import { takeRenderedMeta } from './prerender-page-meta';

/**
 * The markup of the page at `pathname`, as it shows before any answer from the API: the
 * shell, the page's title and text, and the loading state of whatever it fetches. React's
 * static rendering waits for the page's lazy code, so the page itself is in the markup.
 * `sessionExpected`: laid out for a signed-in visitor whose session is on its way; `language`:
 * the language the page is written in. With it, the page's title (in full, as
 * lib/use-page-meta.ts writes it in the browser), description and keywords.
 */
export async function renderPage(
  pathname: string,
  { sessionExpected, language }: { sessionExpected: boolean; language: Language },
): Promise<{ markup: string; meta: PageMeta | undefined }> {
  await loadLanguage(language, { whole: true });
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={pathname}>
          <VisitorSite sessionExpected={sessionExpected} />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const meta = takeRenderedMeta();
  return {
    markup: await new Response(prelude).text(),
    meta: meta && { ...meta, title: `${meta.title} | ${organisation.name}` },
  };
}
