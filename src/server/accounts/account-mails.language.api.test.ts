import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

// The sign-in and set-password mails answer a request of the visitor's own, so they come in
// its language: the site's `lang` cookie, else the language the signed-in account chose, else
// the browser's Accept-Language; English without any. The staff site's stay English.

const SITE = 'Sri Sathya Sai Divyasmrti Digital Experience Centre';

describeEachDatabase('the language of the sign-in and set-password mails', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  // The test clock stands still (mails of one instant come in any order): a minute between
  // mails keeps the newest one last.
  const lastMailTo = async (email: string) => {
    const mail = (await outboxMail(t)).filter((each) => each.to === email).at(-1);
    t.clock.advance(1);
    return mail;
  };
  const signedIn = async (email: string) => {
    const session = await signIn(t, email);
    t.clock.advance(1);
    return session;
  };

  const askSignInLink = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/sign-in-link/request', headers, payload: { email } });

  it('writes the sign-in link in the language of the request, and it signs in', async () => {
    const token = await tokenMailedBy(t, 'tamil@example.org', async () => {
      expect((await askSignInLink('tamil@example.org', { cookie: 'lang=ta' })).statusCode).toBe(200);
    });
    const tamil = await lastMailTo('tamil@example.org');
    expect(tamil?.subject).toBe(`${SITE} இல் உள்நுழையுங்கள்`);
    expect(tamil?.text).toContain(
      `இந்த மின்னஞ்சல் முகவரியுடன் ${SITE} இணைய முன்பதிவில் உள்நுழைவதற்கான கோரிக்கை எங்களுக்கு வந்துள்ளது.`,
    );
    expect(tamil?.text).toContain(
      'உங்கள் வருகையை முன்பதிவு செய்ய உள்நுழையுங்கள்:\nhttp://localhost/?mode=signIn&token=',
    );
    expect(tamil?.text).toContain('இந்த இணைப்பு ஒரே ஒரு முறை, 10 நிமிடங்கள் வரை மட்டுமே செயல்படும்.');
    expect(tamil?.html).toContain('<html lang="ta">');
    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link',
      payload: { token, email: 'tamil@example.org' },
    });
    expect(finished.statusCode).toBe(200);

    await askSignInLink('hindi@example.org', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect((await lastMailTo('hindi@example.org'))?.subject).toBe(`${SITE} में लॉगिन करें`);
    // The device's choice before the browser's.
    await askSignInLink('telugu@example.org', { cookie: 'lang=te', 'accept-language': 'hi' });
    expect((await lastMailTo('telugu@example.org'))?.subject).toBe(`${SITE}లో లాగిన్ అవ్వండి`);

    await askSignInLink('english@example.org');
    const english = await lastMailTo('english@example.org');
    expect(english?.subject).toBe(`Sign in to ${SITE}`);
    expect(english?.text).toContain('The link works once and for 10 minutes.');
    expect(english?.text).toContain('If you did not ask for it, you can ignore this e-mail.');
  });

  it("keeps the staff site's sign-in mail in English whatever the request's language", async () => {
    await askSignInLink('door@example.org', { origin: 'http://admin.localhost:3000', cookie: 'lang=hi' });
    const mail = await lastMailTo('door@example.org');
    expect(mail?.subject).toBe(`Sign in to the ${SITE} staff site`);
    expect(mail?.text).toContain('The link works once and for 10 minutes.');
    expect(mail?.html).toContain('<html lang="en">');
  });

  it("writes the set-password link in the account's language without a cookie, the cookie's with one", async () => {
    const asha = await signedIn('asha@example.org');
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: asha.cookie },
      payload: { locale: 'kn' },
    });
    expect(chosen.statusCode).toBe(200);
    const askSetPassword = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/set-password-link',
        headers: { cookie, 'accept-language': 'hi' },
        payload: { email: 'asha@example.org' },
      });

    const token = await tokenMailedBy(t, 'asha@example.org', async () => {
      expect((await askSetPassword(asha.cookie)).statusCode).toBe(200);
    });
    const kannada = await lastMailTo('asha@example.org');
    expect(kannada?.subject).toBe(`${SITE} ಗಾಗಿ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ`);
    expect(kannada?.text).toContain(`ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ:\nhttp://localhost/set-password?token=${token}\n`);
    expect(kannada?.text).toContain('ಈ ಲಿಂಕ್ ಒಮ್ಮೆ ಮಾತ್ರ, ಒಂದು ಗಂಟೆ ಕಾಲ ಕೆಲಸ ಮಾಡುತ್ತದೆ.');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password',
      payload: { token, password: 'a long secret' },
    });
    expect(set.statusCode).toBe(204);

    await askSetPassword(`${asha.cookie}; lang=te`);
    expect((await lastMailTo('asha@example.org'))?.subject).toBe(`${SITE} కోసం మీ పాస్‌వర్డ్ సెట్ చేయండి`);
  });

  it("writes 'Forgot password?' in the browser's language, and in English without one", async () => {
    await signedIn('ravi@example.org');
    const forgot = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/forgot-password',
        headers,
        payload: { email: 'ravi@example.org' },
      });
    expect((await forgot({ 'accept-language': 'ta-IN' })).statusCode).toBe(200);
    expect((await lastMailTo('ravi@example.org'))?.subject).toBe(`${SITE} க்கான உங்கள் கடவுச்சொல்லை அமையுங்கள்`);
    expect((await forgot({})).statusCode).toBe(200);
    const english = await lastMailTo('ravi@example.org');
    expect(english?.subject).toBe(`Set your password for ${SITE}`);
    expect(english?.text).toContain('The link works once, for one hour.');
    expect(english?.text).toContain(
      'If you did not ask for it, you can ignore this e-mail: your account stays as it is.',
    );
  });
});
