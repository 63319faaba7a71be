import { afterEach, expect, it, vi } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, slotFor, verifiedChallenge } from './bookings.test-helpers';

// A booking made in Kannada (the site's `lang` cookie, else the browser's Accept-Language) gets
// its confirmation and its cancellation in Kannada; one made in English keeps the spec's words.

describeEachDatabase('the language of a booking’s mails', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    slot = undefined;
    await t.close();
  });

  let slot: Awaited<ReturnType<typeof slotFor>> | undefined;

  async function book(email: string, headers: { cookie?: string; acceptLanguage?: string }) {
    const session = await signIn(t, email);
    slot ??= await slotFor(t);
    const verificationId = await verifiedChallenge(t, session.user.id);
    const cookie = [session.cookie, headers.cookie].filter(Boolean).join('; ');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        ...(headers.acceptLanguage ? { 'accept-language': headers.acceptLanguage } : {}),
      },
      payload: {
        slotId: slot.id,
        verificationId,
        people: [
          {
            name: 'Shanthi Rao',
            gender: 'F',
            dob: '1980-01-01',
            nationality: 'IN',
            documentNumber: 'SHAN12345',
          },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().id as string, cookie };
  }

  const mailTo = (email: string) =>
    vi.waitFor(async () => {
      const mail = (await outboxMail(t)).find((found) => found.to === email && found.attachments?.length);
      if (!mail) throw new Error('no confirmation yet');
      return mail;
    });

  it('writes the confirmation in Kannada for a booking made in Kannada, and the cancellation too', async () => {
    t = await createTestApp(kind, { now: NOW });
    const { id, cookie } = await book('kannada@example.org', { cookie: 'lang=kn' });
    const mail = await mailTo('kannada@example.org');
    expect(mail.subject).toBe('ಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ! ಭಾನುವಾರ, ನವೆಂಬರ್ 22, 2026, 09:30 AM - 10:00 AM');
    expect(mail.text.startsWith('ಸಾಯಿರಾಮ್,\n\nಬುಕಿಂಗ್ ದೃಢೀಕರಿಸಲಾಗಿದೆ!')).toBe(true);
    expect(mail.text).toContain('ಸಂದರ್ಶಕರು (1 ವ್ಯಕ್ತಿ): Shanthi Rao');
    expect(mail.text).toContain(`ಬುಕಿಂಗ್ ಐಡಿ: ${id}`);
    expect(mail.html).toContain('<html lang="kn">');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { confirm: 'cancel' },
    });
    expect(cancelled.statusCode).toBe(200);
    const cancellation = await vi.waitFor(async () => {
      const found = (await outboxMail(t)).find((mail) => mail.subject.startsWith('ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ'));
      if (!found) throw new Error('no cancellation yet');
      return found;
    });
    expect(cancellation.text).toContain('ನಿಮ್ಮ ಕೋರಿಕೆಯಂತೆ ರದ್ದುಮಾಡಲಾಗಿದೆ');
  });

  it('writes the calendar file in the language the booking was made in, whoever downloads it', async () => {
    t = await createTestApp(kind, { now: NOW });
    const { id } = await book('tamil@example.org', { cookie: 'lang=ta' });
    const tamil = [
      'SUMMARY:வருகை: Sri Sathya Sai Divyasmrti Digital Experience Centre',
      `DESCRIPTION:1 நபர். முன்பதிவு எண் ${id}. உங்கள் நேரத்துக்குக் குறைந்தது 10 நிமிடம் முன்பே வரவேற்பில் இருங்கள். இந்த டிக்கெட்டையும் ஒவ்வொரு வருகையாளரின் அசல் அடையாளச் சான்றுகளையும் கொண்டு வாருங்கள்.`,
    ];
    const attached = (await mailTo('tamil@example.org')).attachments?.[0]?.content;
    expect(unfolded(attached)).toEqual(expect.arrayContaining(tamil));
    // Downloaded from the ticket page, by a browser in English or another language.
    for (const headers of [{}, { cookie: 'lang=hi' }]) {
      const file = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics`, headers });
      expect(file.statusCode).toBe(200);
      expect(unfolded(file.body)).toEqual(expect.arrayContaining(tamil));
    }

    const english = await book('english@example.org', {});
    const file = await t.app.inject({ method: 'GET', url: `/api/bookings/${english.id}/calendar.ics` });
    expect(unfolded(file.body)).toEqual(
      expect.arrayContaining([
        'SUMMARY:Visit: Sri Sathya Sai Divyasmrti Digital Experience Centre',
        `DESCRIPTION:1 person. Booking ID ${english.id}. Please be at the reception at least 10 minutes before your slot. Please bring this ticket and the original ID proofs of every visitor.`,
      ]),
    );
  });

  it("follows the browser's language without a choice, and keeps the spec's English otherwise", async () => {
    t = await createTestApp(kind, { now: NOW });
    await book('hindi@example.org', { acceptLanguage: 'hi-IN,hi;q=0.9' });
    expect((await mailTo('hindi@example.org')).subject).toBe(
      'बुकिंग की पुष्टि हो गई! रविवार, 22 नवंबर 2026, 09:30 AM - 10:00 AM',
    );
    await book('english@example.org', {});
    const english = await mailTo('english@example.org');
    expect(english.subject).toBe('Booking Confirmed! Sunday, 22 November 2026, 09:30 AM - 10:00 AM');
    expect(english.text.startsWith('Sairam,\n\nBooking Confirmed!')).toBe(true);
    expect(english.html).toContain('<html lang="en">');
  });
});

/** An iCalendar file's lines as written before folding (RFC 5545: CRLF and a space continue a line). */
function unfolded(ics: string | undefined): string[] {
  return (ics ?? '').replace(/\r\n /g, '').split('\r\n');
}
