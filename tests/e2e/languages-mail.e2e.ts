import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mailTexts } from '../../src/server/mail/mail-texts';
import { formatLongDate } from '../../src/shared/rules/format-date';
import { startSmtpTestServer } from '../../src/test/smtp-test-server';
import { webTexts } from '../../src/test/web-texts';
import { bookingHelpers, step } from './booking-helpers';
import { useE2eSession } from './support/browser';
import { addPersonInForm, pickDayAndSlot, sendKeywordAndBook } from './support/home-in-language';
import { readMail } from './support/mime';
import { eventually } from './support/page';
import { screenshotsAtWidths } from './support/screenshots';
import { bookableSlotsOn } from './support/slots';

// A booking made in Kannada gets its confirmation mail in Kannada (issue 26), in Chromium
// against the real server sending through a real SMTP server: the visitor picks ಕನ್ನಡ in the
// header menu before signing in (so the account has no language of its own yet), books through
// the form, and the message as it arrives, subject, text, HTML and calendar file, is in
// Kannada, with none of the English mail's sentences. The mail's HTML is drawn at phone and
// desktop widths into $SCREENSHOTS (default /tmp/visitpass-languages-mail).

const SCREENSHOTS = process.env.SCREENSHOTS ?? '/tmp/visitpass-languages-mail';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());

/** An iCalendar file's lines as written before folding at 75 octets (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const screenshots = (page: Page, name: string) => screenshotsAtWidths(page, SCREENSHOTS, name);

describe('the confirmation mail of a booking made in Kannada', () => {
  const session = useE2eSession({ SMTP_URL: smtp.url });
  const { futureDate, signInQuickly } = bookingHelpers(session);
  const kn = webTexts('kn');
  const mailKn = mailTexts('kn');
  const mailEn = mailTexts('en');

  it('comes in Kannada through SMTP: subject, text, HTML and the calendar file', async () => {
    const { context, page } = session;
    const email = 'kaveri@example.org';
    await page.goto(session.url('/'));
    // The calendar's days come from the API once the page's script has taken the page over.
    await eventually(() => page.getByRole('grid').count()).toBeGreaterThan(0);
    await page.getByLabel('Language').selectOption({ label: 'ಕನ್ನಡ' });
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('kn');
    await eventually(() => page.getByRole('heading', { name: kn('chooseDate') }).count()).toBe(1);

    // Chosen as a guest: remembered on the device only, the account has no language yet.
    await signInQuickly(context, email);
    const me = async () =>
      ((await (await context.request.get(session.url('/api/me'))).json()) as { locale: string | null })
        .locale;
    expect(await me()).toBeNull();
    await page.reload();
    await eventually(() =>
      page.getByRole('region', { name: kn('greeting.region') }).textContent({ timeout: 10_000 }),
    ).toContain('Ravi');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('kn');

    const date = await futureDate();
    const [slot] = await bookableSlotsOn(session.server, date);
    if (!slot) throw new Error(`no bookable slot on ${date}`);
    await pickDayAndSlot(page, 'kn', date, slot.id);
    const name = 'ಕಾವೇರಿ ರಾವ್';
    const kaveri = { name, document: '987654321099', dob: '1975-08-15' } as const;
    await addPersonInForm(page, 'kn', { ...kaveri, gender: 'F', nationality: 'IN' });

    const confirm = step(page, 'confirm-booking');
    await confirm.getByLabel(kn('confirm.mobile'), { exact: true }).fill('9876505678');
    await confirm.getByRole('button', { name: kn('confirm.validateMobile') }).click();
    await eventually(() => confirm.getByRole('heading', { name: kn('verify.heading') }).count()).toBe(1);
    await sendKeywordAndBook(page, 'kn');
    await confirm.getByRole('link', { name: kn('viewTicket') }).click();
    await eventually(async () => page.url()).toContain('/booking/');
    const bookingId = new URL(page.url()).pathname.split('/')[2] ?? '';

    // The mail as the SMTP server received it.
    const confirmedPrefix = mailKn('mail.confirmedSubject', { when: '' }).trim();
    const received = async () =>
      smtp.received
        .filter((message) => message.to.includes(email))
        .map((message) => readMail(message.raw))
        .filter((mail) => mail.subject.startsWith(confirmedPrefix));
    await eventually(async () => (await received()).length).toBe(1);
    const [mail] = await received();
    if (!mail) throw new Error('no confirmation mail');

    const when = `${formatLongDate(date, 'kn')}, ${slot.label}`;
    expect(mail.subject).toBe(mailKn('mail.confirmedSubject', { when }));
    expect(mail.subject).toBe(`ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ! ${when}`);

    const text = mail.part('text/plain')?.body ?? '';
    for (const line of [
      'ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ!',
      `ದಿನಾಂಕ: ${formatLongDate(date, 'kn')}`,
      `ಸಮಯಾವಧಿ: ${slot.label}`,
      `ಸಂದರ್ಶಕರು (1 ವ್ಯಕ್ತಿ): ${name}`,
      'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಮಯಾವಧಿಗೆ ಕನಿಷ್ಠ 10 ನಿಮಿಷ ಮೊದಲು ಸ್ವಾಗತ ಕೇಂದ್ರದಲ್ಲಿರಿ.',
      'ಲಗತ್ತಿಸಿದ ಕ್ಯಾಲೆಂಡರ್ ಫೈಲ್ ಭೇಟಿಯನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸುತ್ತದೆ.',
      `ಟಿಕೆಟ್ ನೋಡಿ:\n${session.url(`/booking/${bookingId}`)}`,
      `ಬರಲು ಆಗುತ್ತಿಲ್ಲವೇ? ಈ ಬುಕಿಂಗ್ ರದ್ದುಮಾಡಿ:\n${session.url(`/bookings?cancel=${bookingId}`)}`,
    ])
      expect(text, line).toContain(line);
    // None of the English mail's own sentences is left.
    const english = [
      'mail.greeting',
      'mail.bookingConfirmed',
      'mail.viewTicket',
      'mail.buttonHelp',
      'mail.reminder.0',
      'mail.reminder.1',
      'mail.calendarFile',
      'mail.map',
      'mail.gettingHere',
      'mail.cancelLink',
    ].map((key) => mailEn(key));
    english.push(
      `${mailEn('mail.date', { date: '' })}`.trim(),
      `${mailEn('mail.slot', { slot: '' })}`.trim(),
    );
    for (const sentence of english) expect(text, sentence).not.toContain(sentence);

    const html = mail.part('text/html')?.body ?? '';
    expect(html).toContain('<html lang="kn">');
    expect(html).toContain('ಟಿಕೆಟ್ ನೋಡಿ');
    for (const sentence of english) expect(html, sentence).not.toContain(sentence);

    const ics = mail.parts.find((part) =>
      /filename="?visit\.ics/.test(part.headers.get('content-disposition') ?? ''),
    );
    expect(ics?.headers.get('content-type')).toContain('text/calendar');
    const calendar = unfold(ics?.body ?? '');
    expect(calendar).toMatch(/^SUMMARY:ಭೇಟಿ: \S/m);
    expect(calendar).toContain(`UID:${bookingId}@visitpass`);
    expect(calendar).toContain(`1 ವ್ಯಕ್ತಿ. ಬುಕಿಂಗ್ ಐಡಿ ${bookingId}.`);
    expect(calendar).toContain('ದಯವಿಟ್ಟು ಈ ಟಿಕೆಟ್ ಮತ್ತು ಪ್ರತಿ ಸಂದರ್ಶಕರ ಮೂಲ ಗುರುತಿನ ಚೀಟಿಗಳನ್ನು ತನ್ನಿ.');
    for (const sentence of [mailEn('mail.reminder.0'), mailEn('mail.reminder.1'), 'Visit:'])
      expect(calendar, sentence).not.toContain(sentence);

    // The account took the language the booking was made in, so later mails follow it.
    expect(await me()).toBe('kn');

    // The mail as a client would draw it: the Kannada glyphs at phone and desktop widths.
    const viewer = await context.newPage();
    await viewer.setContent(html);
    await screenshots(viewer, 'confirmation-mail-kn');
    await viewer.close();
  });
});
