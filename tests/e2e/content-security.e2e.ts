import { describe, expect, it } from 'vitest';
import { useE2eSession } from './support/browser';

// The pages run under a CSP without 'unsafe-eval'. Chromium reports a refused eval as a
// `securitypolicyviolation` event, not as a console error, so it is listened for here: zod,
// left to itself, probes `new Function("")` when the first object schema is made.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

describe('content security policy', () => {
  const session = useE2eSession();

  it('is not violated by the pages as they load and run', async () => {
    const { page } = session;
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`);
      });
    });
    // The home page, and pages whose code makes zod schemas as it loads: signing in, feedback.
    for (const path of ['/', '/?mode=signIn', '/feedback/no-such-booking']) {
      await page.goto(session.url(path));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
    }
    // An unknown booking's page answers 404 (the app still shows it), which the browser logs.
    await session.forgetRefusedCall('/feedback/no-such-booking', 404);
  });
});
