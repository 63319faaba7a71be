import { afterEach, expect, it } from 'vitest';
import { insertChallenge, somePeople } from '../../test/factories';
import { outboxMail } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { AT_THE_DOOR, BOOKED_AT, bookVisit, doorSetup, step } from '../bookings/door.test-helpers';
import {
  bookOk,
  cancel,
  joinWaitlist,
  mailTo,
  NOW,
  SLOT_ID,
  slotFor,
  visitor,
} from '../holds/holds.test-helpers';

// The mails the trust sends later (a reminder, an offer, a closure, the feedback invitation)
// come in the language the visitor chose for their account (PATCH /api/me), else in the one
// they booked in, else in English. Each visitor here books without any language of the
// request, so only the account's choice can make a mail Kannada.

const SITE = 'Sri Sathya Sai Divyasmrti Digital Experience Centre';
/** 17:00 in India the day before the visit (REMINDER_HOUR). */
const THE_HOUR = '2026-11-21T11:30:00.000Z';

describeEachDatabase('the language of the mails sent later', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function choose(who: { cookie: string }, locale: string) {
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: who.cookie },
      payload: { locale },
    });
    expect(chosen.statusCode).toBe(200);
  }

  const kannada = async () => {
    const who = await visitor(t, 'kannada');
    await choose(who, 'kn');
    return who;
  };

  it('writes the reminder in Kannada for an account that chose Kannada, its calendar file too', async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t, { capacity: 10 });
    const who = await kannada();
    const ticket = await bookOk(t, who, SLOT_ID, 2);
    t.clock.set(THE_HOUR);
    expect(await t.services.reminders.sendDue(t.clock())).toBe(1);

    const mail = (await mailTo(t, who.email)).find((each) => each.subject.startsWith('ಜ್ಞಾಪನೆ'));
    expect(mail?.subject).toBe('ಜ್ಞಾಪನೆ: ನಾಳೆ ನಿಮ್ಮ ಭೇಟಿ, ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026, 09:30 AM - 10:00 AM');
    expect(mail?.text).toContain(`ನಾಳೆ ${SITE} ಗೆ ನಿಮ್ಮನ್ನು ಸ್ವಾಗತಿಸಲು ಎದುರು ನೋಡುತ್ತಿದ್ದೇವೆ.`);
    expect(mail?.text).toContain(`ಬುಕಿಂಗ್ ಐಡಿ: ${ticket.id}`);
    expect(mail?.text).toContain('ನನಗೆ ಬರಲು ಆಗುವುದಿಲ್ಲ:\nhttp://localhost:3000/booking/');
    expect(mail?.text).not.toContain('Reminder');
    expect(mail?.html).toContain('<html lang="kn">');
    expect(unfolded(mail?.attachments?.[0]?.content)).toContain(`SUMMARY:ಭೇಟಿ: ${SITE}`);
  });

  it('writes the offer of freed seats in Kannada', async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t, { capacity: 2 });
    const asha = await visitor(t, 'asha');
    const who = await kannada();
    const booking = await bookOk(t, asha, SLOT_ID, 2);
    expect((await joinWaitlist(t, who, SLOT_ID, 2)).statusCode).toBe(201);
    expect((await cancel(t, asha, booking.id)).statusCode).toBe(200);

    const [mail] = (await mailTo(t, who.email)).filter((each) => each.text.includes('/?slot='));
    expect(mail?.subject).toBe('ನಿಮಗಾಗಿ ಆಸನಗಳು ಖಾಲಿಯಾಗಿವೆ: ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026, 09:30 AM - 10:00 AM');
    expect(mail?.text).toContain(
      'ಸಂತೋಷದ ಸುದ್ದಿ: ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026, 09:30 AM - 10:00 AM ಗೆ 2 ಆಸನಗಳು ಖಾಲಿಯಾಗಿವೆ, ಮತ್ತು ಅವುಗಳನ್ನು ನಿಮಗಾಗಿ ಕಾಯ್ದಿರಿಸಿದ್ದೇವೆ.',
    );
    // OFFER_MINUTES (120) from 10:00 in India.
    expect(mail?.text).toContain('ಶುಕ್ರವಾರ, ನವೆಂಬರ್ 20, 2026 ರಂದು 12:00 PM (ಭಾರತೀಯ ಸಮಯ) ರವರೆಗೆ');
    expect(mail?.text).toContain('ಈ ಆಸನಗಳನ್ನು ಬುಕ್ ಮಾಡಿ:\nhttp://localhost:3000/?slot=');
  });

  it('writes the closure of the day in Kannada, keeping the reason as staff typed it', async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t, { capacity: 10 });
    const who = await kannada();
    const english = await visitor(t, 'english');
    const ticket = await bookOk(t, who, SLOT_ID, 1);
    await bookOk(t, english, SLOT_ID, 1);
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    // The admin's own browser language plays no part: each mail is in its visitor's.
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: { cookie: admin.cookie, 'accept-language': 'kn' },
      payload: { date: '2026-11-22', reason: 'Repairs' },
    });
    expect(closed.statusCode).toBe(201);

    const [mail] = await mailTo(t, who.email).then((mails) =>
      mails.filter((each) => each.text.includes('Repairs')),
    );
    expect(mail?.subject).toBe('ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026 ರ ನಿಮ್ಮ ಭೇಟಿ ರದ್ದಾಗಿದೆ');
    expect(mail?.text).toContain(
      `ಕ್ಷಮಿಸಿ: ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026 ರಂದು ${SITE} ಮುಚ್ಚಿರುತ್ತದೆ, ಆದ್ದರಿಂದ 09:30 AM - 10:00 AM ರ ನಿಮ್ಮ ಭೇಟಿಯನ್ನು ರದ್ದುಮಾಡಲಾಗಿದೆ.`,
    );
    expect(mail?.text).toContain('ಕಾರಣ: Repairs');
    expect(mail?.text).toContain(`ಬುಕಿಂಗ್ ಐಡಿ: ${ticket.id}.`);
    // The other visitor chose nothing and booked in English: the spec's English, as before.
    const [other] = await mailTo(t, english.email).then((mails) =>
      mails.filter((each) => each.text.includes('Repairs')),
    );
    expect(other?.subject).toBe('Your visit on Sunday, 22 November 2026 is cancelled');
    expect(other?.text).toContain('Why: Repairs');
  });

  it('writes the invitation to give feedback in Kannada', async () => {
    t = await createTestApp(kind, { now: BOOKED_AT });
    const setup = await doorSetup(t);
    await choose(setup.visitor, 'kn');
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, setup.staff.cookie, id, { from: 0, to: 3 });
    t.clock.advance(60);
    await step(t, setup.staff.cookie, id, { from: 3, to: 4 });

    const mail = (await outboxMail(t)).find((each) => each.text.includes('/feedback/'));
    expect(mail?.subject).toBe(`${SITE} ಗೆ ನಿಮ್ಮ ಭೇಟಿ ಹೇಗಿತ್ತು?`);
    expect(mail?.text).toContain('ಭೇಟಿ ನೀಡಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು!');
    expect(mail?.text).toContain(`ಬುಕಿಂಗ್ ಐಡಿ: ${id}`);
    expect(mail?.text).toContain(`ಅಭಿಪ್ರಾಯ ನೀಡಿ:\nhttp://localhost:3000/feedback/${id}`);
  });

  it('falls back to the language the booking was made in when the account chose none', async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t, { capacity: 10 });
    const hindi = await visitor(t, 'hindi');
    const verificationId = await insertChallenge(t.database.db, { userId: hindi.id, now: t.clock() });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: hindi.cookie, 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { slotId: SLOT_ID, people: somePeople(1), verificationId },
    });
    expect(booked.statusCode).toBe(201);
    t.clock.set(THE_HOUR);
    expect(await t.services.reminders.sendDue(t.clock())).toBe(1);
    const subjects = (await mailTo(t, hindi.email)).map((mail) => mail.subject);
    expect(subjects).toContain('अनुस्मारक: कल आपकी यात्रा, रविवार, 22 नवंबर 2026, 09:30 AM - 10:00 AM');
  });
});

/** An iCalendar file's lines as written before folding (RFC 5545: CRLF and a space continue a line). */
function unfolded(ics: string | undefined): string {
  return (ics ?? '').replace(/\r\n /g, '');
}
