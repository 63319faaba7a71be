import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';
import { rawGet } from './support/raw-get';

// The budget: every script a guest's home page downloads, counted as the server sends it to a
// browser that accepts brotli (every browser on https), must stay within 120 KB.
const BUDGET_BYTES = 120_000;

/** The built files of a source module's chunk (the staff site's, here), from Vite's manifest. */
function chunkFileOf(module: string): string {
  const manifestFile = path.resolve(import.meta.dirname, '../../dist/web/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`no chunk for ${module} in the build manifest`);
  return `/${chunk.file}`;
}

/** The scripts a guest's home page downloads at 390 px, brotli, once the calendar shows and all is quiet. */
async function guestHomeScripts(
  session: ReturnType<typeof useE2eSession>,
  language?: string,
  page: Page = session.page,
) {
  const context = page.context();
  if (language) await context.addCookies([{ name: 'lang', value: language, url: session.url('/') }]);
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(session.url('/'), { waitUntil: 'networkidle' });
  await eventually(() => page.getByRole('grid').first().isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');

  const sizes: [string, number][] = [];
  for (const script of scripts) {
    const answer = await rawGet(session.url(script), { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding'], script).toBe('br');
    sizes.push([script, answer.body.length]);
  }
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `Guest home${language ? ` (${language})` : ''}: ${scripts.size} scripts, ${total} bytes brotli of the ${BUDGET_BYTES} budget\n` +
      sizes.map(([script, bytes]) => `  ${String(bytes).padStart(7)}  ${script}`).join('\n'),
  );
  return { scripts, total };
}

// Another language than English may add at most this much to the English page's download
// (issue 26): its catalog instead of the English one.
const OTHER_LANGUAGE_BYTES = 15_000;

describe("a guest's home page download", () => {
  const session = useE2eSession();
  let englishTotal: number | undefined;

  /** The English page's download, measured by the first test (or here, when run alone). */
  async function english(): Promise<number> {
    if (englishTotal === undefined) {
      const context = await session.browser.newContext();
      try {
        englishTotal = (await guestHomeScripts(session, undefined, await context.newPage())).total;
      } finally {
        await context.close();
      }
    }
    return englishTotal;
  }

  it('is within the budget, on a phone, once the calendar shows and the network is quiet', async () => {
    const { scripts, total } = await guestHomeScripts(session);
    englishTotal = total;
    expect(scripts.size).toBeGreaterThan(0);
    expect(scripts.has(chunkFileOf('app/admin/admin-app.tsx')), 'the staff site is never fetched').toBe(
      false,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it.each(['hi', 'kn', 'te', 'ta'])(
    'in %s adds at most 15 KB to the English page, fetching that language’s catalog and no other',
    async (language) => {
      const englishCatalog = chunkFileOf('locales/en.po');
      const own = chunkFileOf(`locales/${language}.po`);
      const { scripts, total } = await guestHomeScripts(session, language);
      expect(scripts.has(own)).toBe(true);
      expect(scripts.has(englishCatalog)).toBe(false);
      const extra = total - (await english());
      console.log(`  ${language} adds ${extra} bytes brotli to the English page`);
      expect(extra).toBeLessThanOrEqual(OTHER_LANGUAGE_BYTES);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES + OTHER_LANGUAGE_BYTES);
    },
  );
});
