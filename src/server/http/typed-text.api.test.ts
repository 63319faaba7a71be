import { afterEach, beforeEach, expect, it } from 'vitest';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor, storedState, verifiedChallenge } from '../bookings/bookings.test-helpers';

// Text that reads one way and is stored another: a right-to-left override, a terminal escape,
// half of a surrogate pair. Refused where it is typed, with the same words on both databases.
const HIDDEN = ['Ravi \u202eramuK', 'Ravi\u001b[2J', 'Ravi \ud800'];
const MESSAGE =
  'The name has invisible control or text-direction characters. Please type it again without them.';

describeEachDatabase('names with hidden characters', (kind) => {
  let t: TestApp;
  let visitor: { cookie: string; id: string };
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'ravi@example.org', { displayName: 'Ravi Kumar' });
    visitor = { cookie: session.cookie, id: session.user.id };
  });
  afterEach(() => t.close());

  it('refuses them in the people of a booking, and books nothing', async () => {
    const slot = await slotFor(t);
    const verificationId = await verifiedChallenge(t, visitor.id);
    const [first, second] = somePeople(2);
    for (const name of HIDDEN) {
      const response = await postBooking(t, {
        cookie: visitor.cookie,
        slotId: slot.id,
        verificationId,
        people: [first as never, { ...second, name } as never],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_input', message: `people.1.name: ${MESSAGE}` },
      });
    }
    expect(await storedState(t, slot.id)).toMatchObject({ bookings: 0, people: 0 });
  });

  it('refuses them in the display name, which stays as it was', async () => {
    for (const displayName of HIDDEN) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: visitor.cookie, origin: 'http://localhost:3000' },
        payload: { displayName },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_input', message: `displayName: ${MESSAGE}` },
      });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: visitor.cookie } });
    expect(me.json().displayName).toBe('Ravi Kumar');
  });
});
