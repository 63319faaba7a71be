import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A visitor page goes out in the device's chosen language (the `lang` cookie), else in the
// best of the browser's Accept-Language, else in English: the build wrote one copy of each
// page per language (scripts/prerender-pages.ts), each with its own <html lang>.

describe('the language of a visitor page', () => {
  let t: TestApp;
  let webDist: string;

  beforeEach(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'visitpass-web-'));
    mkdirSync(path.join(webDist, 'pages'));
    writeFileSync(path.join(webDist, 'index.html'), 'index en');
    for (const name of ['home', 'home.signed-in', 'home.hi', 'home.hi.signed-in', 'home.kn', 'index.ta'])
      writeFileSync(path.join(webDist, 'pages', `${name}.html`), name);
    t = await createTestApp('sqlite', { env: { WEB_DIST: webDist } });
  });
  afterEach(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it("follows the browser's languages on a first visit, English when it has none of ours", async () => {
    expect((await page('/', {})).body).toBe('home');
    expect((await page('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body).toBe('home.hi');
    expect((await page('/', { 'accept-language': 'fr-FR,kn;q=0.5,hi;q=0.4' })).body).toBe('home.kn');
    expect((await page('/', { 'accept-language': 'fr-FR,de;q=0.9' })).body).toBe('home');
    const answer = await page('/', { 'accept-language': 'hi' });
    expect(answer.headers.vary).toContain('accept-language');
    expect(answer.headers.vary).toContain('cookie');
  });

  it("follows the device's choice over the browser's, for a guest and a signed-in visitor", async () => {
    expect((await page('/', { cookie: 'lang=kn', 'accept-language': 'hi' })).body).toBe('home.kn');
    expect((await page('/', { cookie: 'lang=hi; visitpass.session_token=x' })).body).toBe(
      'home.hi.signed-in',
    );
    expect((await page('/', { cookie: 'lang=en', 'accept-language': 'hi' })).body).toBe('home');
    // A language the site does not have is no choice.
    expect((await page('/', { cookie: 'lang=fr', 'accept-language': 'hi' })).body).toBe('home.hi');
  });

  it('sends the bare page in the language to an address with a query, English where none was built', async () => {
    expect((await page('/?mode=signIn', { cookie: 'lang=ta' })).body).toBe('index.ta');
    expect((await page('/?mode=signIn', { cookie: 'lang=te' })).body).toBe('index en');
  });

  it('sends the bare page in the language to a page the build did not prerender', async () => {
    expect((await page('/set-password', { cookie: 'lang=ta' })).body).toBe('index.ta');
    expect((await page('/set-password', { 'accept-language': 'ta' })).body).toBe('index.ta');
    expect((await page('/set-password', { cookie: 'lang=te' })).body).toBe('index en');
    expect((await page('/set-password', {})).body).toBe('index en');
  });
});
