import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { accountLimits } from './accounts.service';

const ENV = { RATE_LIMITS: 'on' };

describeEachDatabase('sign-in rate limits', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind, { env: ENV });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const askForLink = (email: string, ip?: string) =>
    post('/api/accounts/sign-in-link/request', { email }, ip);
  const signInWithPassword = (email: string, password: string, ip?: string) =>
    post('/api/accounts/sign-in-password', { email, password }, ip);

  async function withPassword(email: string, password: string) {
    const { cookie } = await signIn(t, email);
    const token = await tokenMailedBy(t, email, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/set-password-link',
        headers: { cookie },
        payload: { email },
      }),
    );
    await t.app.inject({ method: 'POST', url: '/api/accounts/set-password', payload: { token, password } });
  }

  const refusal = (wait: string) => ({
    error: { code: 'rate_limited', message: `Too many attempts. Please wait ${wait} and try again.` },
  });

  it('mails at most 5 links per e-mail to one address in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await askForLink('asha@example.org')).statusCode).toBe(200);
    const refused = await askForLink('asha@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal('15 minutes'));
    expect((await askForLink('ravi@example.org')).statusCode).toBe(200);
    expect((await askForLink('asha@example.org', '192.0.2.1')).statusCode).toBe(200);

    t.clock.advance(15);
    expect((await askForLink('asha@example.org')).statusCode).toBe(200);
  });

  it('mails at most 20 links per client address in 15 minutes', async () => {
    for (let i = 0; i < 20; i++) expect((await askForLink(`visitor${i}@example.org`)).statusCode).toBe(200);
    expect((await askForLink('one-more@example.org')).statusCode).toBe(429);
    expect((await askForLink('one-more@example.org', '192.0.2.1')).statusCode).toBe(200);
  });

  it('past 10 links for an e-mail in an hour, refuses the addresses that asked, not the owner', async () => {
    const strangers = ['198.51.100.1', '198.51.100.2'];
    for (const stranger of strangers)
      for (let i = 0; i < 5; i++)
        expect((await askForLink('asha@example.org', stranger)).statusCode).toBe(200);
    // A quarter of an hour later each stranger is within its own count, but not the e-mail's.
    t.clock.advance(15);
    const refused = await askForLink('asha@example.org', strangers[0]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal('45 minutes'));

    // The owner, from an address that has been quiet, still gets a link, and signs in with it.
    const owner = '192.0.2.1';
    const token = await tokenMailedBy(t, 'asha@example.org', () => askForLink('asha@example.org', owner));
    const signedIn = await post('/api/accounts/sign-in-link', { token, email: 'asha@example.org' }, owner);
    expect(signedIn.statusCode).toBe(200);
    // Three a day while the e-mail is over its ceiling: enough for a person, no help to a script.
    expect((await askForLink('asha@example.org', owner)).statusCode).toBe(200);
    expect((await askForLink('asha@example.org', owner)).statusCode).toBe(200);
    expect((await askForLink('asha@example.org', owner)).statusCode).toBe(429);

    t.clock.advance(45);
    expect((await askForLink('asha@example.org', strangers[0])).statusCode).toBe(200);
  });

  it('slows one address guessing a password while the owner signs in from another', async () => {
    await withPassword('asha@example.org', 'the right one');
    const guesser = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      expect((await signInWithPassword('asha@example.org', `wrong guess ${i}`, guesser)).statusCode).toBe(
        401,
      );
    }
    const slowed = await signInWithPassword('asha@example.org', 'wrong guess 10', guesser);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(refusal('15 minutes'));
    // Even the right password is not tried from the guessing address until the window ends.
    expect((await signInWithPassword('asha@example.org', 'the right one', guesser)).statusCode).toBe(429);

    const owner = await signInWithPassword('asha@example.org', 'the right one', '192.0.2.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe('asha@example.org');

    t.clock.advance(15);
    expect((await signInWithPassword('asha@example.org', 'wrong again', guesser)).statusCode).toBe(401);
  });

  it('past 100 failures on an account in an hour, refuses the addresses that failed, not the owner', async () => {
    await withPassword('asha@example.org', 'the right one');
    // Ten addresses fail ten times each: counted as the sign-in counts a wrong password (a
    // hundred real password checks would take minutes on a busy machine).
    const guessers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    for (const guesser of guessers) {
      for (let i = 0; i < 10; i++) {
        await t.services.rateLimiter.attempt(
          accountLimits.failedPassword,
          { target: 'asha@example.org', source: guesser },
          accountLimits.failedPasswordPerAddress(guesser),
        );
      }
    }
    // A quarter of an hour later each address is within its own count, but the account is not.
    t.clock.advance(15);
    const refused = await signInWithPassword('asha@example.org', 'wrong guess', guessers[0]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal('45 minutes'));
    // A new address gets the few tries a person needs, then it is refused as well.
    const newcomer = '203.0.113.50';
    for (let i = 0; i < 3; i++) {
      expect((await signInWithPassword('asha@example.org', `fresh guess ${i}`, newcomer)).statusCode).toBe(
        401,
      );
    }
    expect((await signInWithPassword('asha@example.org', 'fresh guess 3', newcomer)).statusCode).toBe(429);

    // The owner, from an address that has not been failing: the password, and the e-mail link.
    const owner = '192.0.2.1';
    expect((await signInWithPassword('asha@example.org', 'the right one', owner)).statusCode).toBe(200);
    const token = await tokenMailedBy(t, 'asha@example.org', () => askForLink('asha@example.org', owner));
    expect(
      (await post('/api/accounts/sign-in-link', { token, email: 'asha@example.org' }, owner)).statusCode,
    ).toBe(200);

    // The ceiling lifts with its hour.
    t.clock.advance(45);
    expect((await signInWithPassword('asha@example.org', 'wrong guess', guessers[0])).statusCode).toBe(401);
  });

  it('does not count successful password sign-ins as failures', async () => {
    await withPassword('asha@example.org', 'the right one');
    // One more than the address may fail on the account.
    for (let i = 0; i < 11; i++) {
      expect((await signInWithPassword('asha@example.org', 'the right one')).statusCode).toBe(200);
    }
  });

  it('stops password guesses from one address after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signInWithPassword(`nobody${i}@example.org`, 'some password')).statusCode).toBe(404);
    }
    expect((await signInWithPassword('nobody-else@example.org', 'some password')).statusCode).toBe(429);
  });

  it('stops guessing the e-mail of a sign-in link after 20 failures from one address', async () => {
    const token = await tokenMailedBy(t, 'asha@example.org', () =>
      askForLink('asha@example.org', '192.0.2.1'),
    );
    for (let i = 0; i < 20; i++) {
      expect(
        (await post('/api/accounts/sign-in-link', { token, email: `guess${i}@example.org` })).statusCode,
      ).toBe(400);
    }
    const refused = await post('/api/accounts/sign-in-link', { token, email: 'asha@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(
      (await post('/api/accounts/sign-in-link', { token, email: 'asha@example.org' }, '192.0.2.1'))
        .statusCode,
    ).toBe(200);
  });
});
