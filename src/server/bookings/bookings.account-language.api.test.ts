import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertChallenge, somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { mailTo, NOW, slotFor, VISIT_DATE, type Visitor, visitor } from '../holds/holds.test-helpers';

// A visitor who never opened the language menu still reads the site in a language: the
// device's (the `lang` cookie) or the browser's (Accept-Language). Their first booking or
// place in a waiting list gives an account with no language that one, so the trust's later
// mails (a message, a reminder, a closure) come in it even about a booking made elsewhere.

const MORNING = '2026-11-22T09:30';
const AFTERNOON = '2026-11-22T15:00';

describeEachDatabase("the account's language from a first booking", (kind) => {
  let t: TestApp;
  let asha: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    asha = await visitor(t, 'asha');
    await slotFor(t, { time: '09:30', capacity: 10 });
    await slotFor(t, { time: '15:00', capacity: 10 });
  });
  afterEach(() => t.close());

  async function book(who: Visitor, slotId: string, headers: Record<string, string>) {
    const verificationId = await insertChallenge(t.database.db, { userId: who.id, now: t.clock() });
    return t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: who.cookie, ...headers },
      payload: { slotId, people: somePeople(1), verificationId },
    });
  }

  async function bookOk(who: Visitor, slotId: string, headers: Record<string, string>) {
    const response = await book(who, slotId, headers);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  }

  async function accountLanguage(who: Visitor) {
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie } });
    expect(me.statusCode).toBe(200);
    return me.json().locale;
  }

  it("gives an account with no language the browser's Kannada", async () => {
    expect(await accountLanguage(asha)).toBeNull();
    await bookOk(asha, MORNING, { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' });
    expect(await accountLanguage(asha)).toBe('kn');
  });

  it("takes the device's choice (the lang cookie) before the browser's", async () => {
    await bookOk(asha, MORNING, { cookie: `${asha.cookie}; lang=kn`, 'accept-language': 'hi' });
    expect(await accountLanguage(asha)).toBe('kn');
  });

  it('keeps the language the visitor chose in the menu, and the one a first booking gave', async () => {
    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: asha.cookie },
      payload: { locale: 'te' },
    });
    expect(chose.statusCode).toBe(200);
    await bookOk(asha, MORNING, { 'accept-language': 'kn' });
    expect(await accountLanguage(asha)).toBe('te');

    const ravi = await visitor(t, 'ravi');
    await bookOk(ravi, MORNING, { 'accept-language': 'kn' });
    await bookOk(ravi, AFTERNOON, { 'accept-language': 'hi' });
    expect(await accountLanguage(ravi)).toBe('kn');
  });

  it('gives none from a request that names none of the languages, nor from a refused booking', async () => {
    await bookOk(asha, MORNING, {});
    await bookOk(asha, AFTERNOON, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(await accountLanguage(asha)).toBeNull();

    // The slot is full: the booking is refused, and the account stays as it was with it.
    const ravi = await visitor(t, 'ravi');
    await slotFor(t, { time: '11:00', capacity: 1, booked: 1 });
    const refused = await book(ravi, '2026-11-22T11:00', { 'accept-language': 'kn' });
    expect(refused.statusCode).toBe(409);
    expect(await accountLanguage(ravi)).toBeNull();
  });

  it('gives the language of the request joining a waiting list too', async () => {
    await slotFor(t, { time: '11:00', capacity: 2, booked: 2 });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: asha.cookie, 'accept-language': 'kn' },
      payload: { slotId: '2026-11-22T11:00', seats: 1 },
    });
    expect(joined.statusCode).toBe(201);
    expect(await accountLanguage(asha)).toBe('kn');
  });

  it('writes a later message in Kannada, even about a booking made from an English browser', async () => {
    await bookOk(asha, MORNING, { 'accept-language': 'kn' });
    const afternoon = await bookOk(asha, AFTERNOON, { 'accept-language': 'en-IN,en;q=0.9' });
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    const subject = 'The 3 PM slot starts late';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: { cookie: admin.cookie },
      payload: { date: VISIT_DATE, slotId: AFTERNOON, subject, text: 'It starts at 3:30 PM today.' },
    });
    expect(sent.statusCode).toBe(200);

    const [mail] = (await mailTo(t, asha.email)).filter((each) => each.subject === subject);
    // The admins' words as they wrote them; the mail's own words in Kannada.
    expect(mail?.text).toContain('It starts at 3:30 PM today.');
    expect(mail?.text).toContain(
      `ಈ ಸಂದೇಶ ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026, 03:00 PM - 03:30 PM ರ ನಿಮ್ಮ ಭೇಟಿಯ ಕುರಿತು (ಬುಕಿಂಗ್ ಐಡಿ: ${afternoon.id}).`,
    );
    expect(mail?.text).not.toContain('This message is about your visit');
    expect(mail?.html).toContain('<html lang="kn">');
  });
});
