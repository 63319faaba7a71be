import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The page at 320, 390 and 1280 px wide (900 tall, whole page) as `<folder>/<name>-<width>.png`,
 * to be looked at; `atWidth` runs at each width before its screenshot (a layout check). The
 * page is left 1280 px wide.
 */
export async function screenshotsAtWidths(
  page: Page,
  folder: string,
  name: string,
  atWidth?: (width: number) => Promise<void>,
) {
  mkdirSync(folder, { recursive: true });
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await atWidth?.(width);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}
