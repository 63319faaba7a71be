import { afterEach, expect, it } from 'vitest';
import { texts } from '../../shared/texts';
import { insertChallenge, somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bookOk, NOW, SLOT_ID, slotFor, visitor } from '../holds/holds.test-helpers';

// The server's refusals come in the page's language (the `lang` cookie, else the browser's
// Accept-Language) with their values filled in; without either, in the spec's English. The
// code stays the same. Staff routes and the staff site answer in English.

describeEachDatabase('the language of the refusals', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses a party the slot has no seats left for in Hindi with the cookie, in English without', async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t, { capacity: 3 });
    const asha = await visitor(t, 'asha');
    const ravi = await visitor(t, 'ravi');
    await bookOk(t, asha, SLOT_ID, 2);
    const bookTwo = async (cookie: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie, ...headers },
        payload: {
          slotId: SLOT_ID,
          people: somePeople(2),
          verificationId: await insertChallenge(t.database.db, { userId: ravi.id, now: t.clock() }),
        },
      });

    const hindi = await bookTwo(`${ravi.cookie}; lang=hi`);
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().error).toEqual({
      code: 'slot_full',
      message:
        'स्लॉट 09:30 AM - 10:00 AM के लिए अनुमत अधिकतम लोगों की संख्या पार हो गई। कृपया अतिरिक्त लोगों को हटाएँ या बुकिंग का स्लॉट बदलें!',
    });
    const tamil = await bookTwo(ravi.cookie, { 'accept-language': 'ta-IN,ta;q=0.9' });
    expect(tamil.json().error.message).toBe(
      '09:30 AM - 10:00 AM நேரத்துக்கு அனுமதிக்கப்பட்ட அதிகபட்ச எண்ணிக்கை மீறப்பட்டது. கூடுதல் நபர்களை நீக்குங்கள் அல்லது நேரத்தை மாற்றுங்கள்!',
    );
    const english = await bookTwo(ravi.cookie);
    expect(english.statusCode).toBe(409);
    expect(english.json().error).toEqual({
      code: 'slot_full',
      message: texts.maxPeopleExceededRemove('09:30 AM - 10:00 AM'),
    });

    // Holding the seats first says the same in its own words, with the slot too.
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: { cookie: `${ravi.cookie}; lang=hi` },
      payload: { slotId: SLOT_ID, seats: 2 },
    });
    expect(hold.json().error).toEqual({
      code: 'slot_full',
      message:
        'स्लॉट 09:30 AM - 10:00 AM में आपके समूह के लिए पर्याप्त सीटें खाली नहीं हैं। आप इसकी प्रतीक्षा सूची में जुड़ सकते हैं या दूसरा स्लॉट चुन सकते हैं।',
    });
  });

  it("writes a form's refusal in the page's language after the field it names", async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t);
    const asha = await visitor(t, 'asha');
    const verificationId = await insertChallenge(t.database.db, { userId: asha.id, now: t.clock() });
    const noOne = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie },
        payload: { slotId: SLOT_ID, people: [], verificationId },
      });
    expect((await noOne(`${asha.cookie}; lang=kn`)).json().error).toEqual({
      code: 'invalid_input',
      message: 'people: ದಯವಿಟ್ಟು ಬುಕಿಂಗ್‌ಗೆ ವ್ಯಕ್ತಿಯನ್ನು ಸೇರಿಸಿ',
    });
    expect((await noOne(asha.cookie)).json().error.message).toBe(`people: ${texts.addPerson}`);

    // A date of birth out of range: its dates and the youngest age go into the sentence.
    const child = { ...somePeople(1)[0], dob: '2024-01-01' };
    const tooYoung = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: `${asha.cookie}; lang=te` },
      payload: { slotId: SLOT_ID, people: [child], verificationId },
    });
    expect(tooYoung.json().error).toEqual({
      code: 'invalid_input',
      message:
        'people.0.dob: దయచేసి 1852-12-02, 2018-11-12 మధ్య పుట్టిన తేదీ నమోదు చేయండి. సందర్శకుల వయసు కనీసం 8 సంవత్సరాలు ఉండాలి.',
    });
  });

  it('counts the minutes to wait in the words of the language', async () => {
    t = await createTestApp(kind, { now: NOW, env: { RATE_LIMITS: 'on' } });
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/forgot-password',
        headers,
        payload: { email: 'asha@example.org' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 5; i++) expect((await ask({})).statusCode).toBe(200);
    const tamil = await ask({ cookie: 'lang=ta' });
    expect(tamil.statusCode).toBe(429);
    expect(tamil.json().error).toEqual({
      code: 'rate_limited',
      message: 'மிக அதிக முயற்சிகள். 15 நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.',
    });
    expect((await ask({})).json().error.message).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('keeps the refusals of staff routes and of the staff site in English', async () => {
    t = await createTestApp(kind, { now: NOW });
    await slotFor(t);
    const asha = await visitor(t, 'asha');
    const booking = await bookOk(t, asha, SLOT_ID, 1);
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/move`,
      headers: { cookie: `${staff.cookie}; lang=hi`, 'accept-language': 'hi' },
      payload: { slotId: '2026-11-22T18:00' },
    });
    expect(moved.json().error).toEqual({ code: 'slot_not_found', message: texts.slotNotFound });

    const unknown = (host: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/bookings/no-such-booking-id-xx',
        headers: { host, cookie: 'lang=hi' },
      });
    expect((await unknown('admin.localhost:3000')).json().error.message).toBe(texts.bookingNotFound);
    expect((await unknown('localhost:3000')).json().error).toEqual({
      code: 'not_found',
      message: 'इस बुकिंग आईडी से कोई बुकिंग नहीं मिली।',
    });
  });
});
