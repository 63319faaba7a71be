import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { rawGet } from './support/raw-get';

// The visitor pages arrive with their shell and text already in the HTML (the build's
// prerender), show them without JavaScript, and are then taken over by React in place.

const PAGES = [
  { path: '/', heading: 'Book your visit' },
  { path: '/booking/AbCdEf123', heading: 'Ticket Details' },
  { path: '/bookings', heading: 'My Bookings' },
  { path: '/feedback/AbCdEf123', heading: 'Feedback Form' },
  { path: '/digital-museum', heading: 'Digital Museum' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/no-such-page', heading: 'The Page you are looking for could not be found..' },
];

describe('prerendered visitor pages', () => {
  const session = useE2eSession();

  it('come with the header, greeting, page title and footer in the HTML', async () => {
    for (const { path, heading } of PAGES) {
      const html = (await rawGet(session.url(path))).body.toString();
      expect(html, path).toContain('class="site-header"');
      expect(html, path).toMatch(/Sairam/);
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toContain('class="site-footer"');
    }
  });

  it('come laid out for a signed-in visitor when a session cookie comes along', async () => {
    const guest = (await rawGet(session.url('/bookings'))).body.toString();
    expect(guest).toContain('<div id="root"><');
    const withCookie = (
      await rawGet(session.url('/bookings'), { cookie: 'visitpass.session_token=x.y' })
    ).body.toString();
    expect(withCookie).toContain('<div id="root" data-session="expected">');
    expect(withCookie).toContain('class="account-links"');
    expect(guest).not.toContain('class="account-links"');
  });

  it('leave the staff site, and addresses with a query (links from mails), to the browser', async () => {
    const port = new URL(session.server.url).port;
    const admin = await rawGet(`${session.server.url}/door`, { host: `admin.localhost:${port}` });
    expect(admin.body.toString()).toContain('<div id="root"></div>');
    for (const path of ['/set-password?token=x', '/?token=x', '/bookings?cancel=x']) {
      expect((await rawGet(session.url(path))).body.toString(), path).toContain('<div id="root"></div>');
    }
  });

  it('show the page before any JavaScript runs', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(session.url('/'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Book your visit');
      expect(await greeting(page).textContent()).toContain('Sairam');
      expect(await page.getByRole('heading', { name: 'Plan your visit' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("keep a guest's home steps as sent: no step changes its words once React and the dates come", async () => {
    const steps = ['#choose-slot', '#add-visitors', '#confirm-booking'];
    const textsOf = (page: Page) => Promise.all(steps.map((step) => page.locator(step).innerText()));
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    let sent: string[];
    try {
      const page = await context.newPage();
      await page.goto(session.url('/'));
      sent = await textsOf(page);
    } finally {
      await context.close();
    }
    // Sent for a guest: step 5 asks them to log in, not to wait for their session.
    expect(sent[2]).toContain('Login to Book');
    const { page } = session;
    await page.goto(session.url('/'));
    await eventually(() => page.locator('#choose-date .calendar').isVisible()).toBe(true);
    expect(await textsOf(page)).toEqual(sent);
  });

  it('are hydrated: React keeps the elements the server sent, with no mismatch', async () => {
    const { page } = session;
    // Before any script of the page runs, remember the header the HTML parser makes.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const header = document.querySelector('.site-header');
        if (!header) return;
        (window as unknown as { sentHeader: Element }).sentHeader = header;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { path } of PAGES) {
      await page.goto(session.url(path));
      // The menu opens: React has taken over the page.
      await page.getByRole('button', { name: 'Menu' }).click();
      await eventually(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
      const kept = await page.evaluate(() => {
        const sent = (window as unknown as { sentHeader?: Element }).sentHeader;
        return sent !== undefined && sent === document.querySelector('.site-header');
      });
      expect(kept, path).toBe(true);
      // No booking has that id: the ticket and feedback pages answer 404 (the ticket's API call
      // too), as does the unknown path.
      if (path.startsWith('/booking/')) await session.forgetRefusedCall('/api/bookings/AbCdEf123', 404);
      if (path.startsWith('/booking/') || path.startsWith('/feedback/'))
        await session.forgetRefusedCall(path, 404);
      if (path === '/no-such-page') await session.forgetRefusedCall('/no-such-page', 404);
    }
    await expectNoAxeViolations(page);
  });
});
