import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertChallenge } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor } from '../bookings/bookings.test-helpers';
import { purgePersonalData } from './purge';

// What a visitor typed, distinctive enough that finding it in the raw files means it is theirs.
const EMAIL = 'zephyrine.quillfeather@example.org';
const NAME = 'Zephyrine Quillfeather';
const DOB = '1961-07-29';
const DOCUMENT = 'QX7731904';
const MOBILE = '9811122233';

/** The bytes of the SQLite database file and its WAL, as `strings` would read them. */
function rawFiles(file: string): string {
  return [file, `${file}-wal`]
    .filter((name) => existsSync(name))
    .map((name) => readFileSync(name).toString('latin1'))
    .join('\n');
}

describe('erased personal data leaves the SQLite files [sqlite]', () => {
  let dataDir: string;
  let file: string;
  let t: TestApp;
  let cookie: string;
  let bookingId: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-erasure-'));
    file = path.join(dataDir, 'visitpass.sqlite');
    t = await createTestApp('sqlite', { now: NOW, env: { DATABASE_URL: `sqlite:${file}` } });
    const session = await signIn(t, EMAIL, { displayName: NAME });
    cookie = session.cookie;
    const verificationId = await insertChallenge(t.database.db, {
      userId: session.user.id,
      now: t.clock(),
      mobile: MOBILE,
    });
    const response = await postBooking(t, {
      cookie,
      slotId: (await slotFor(t)).id,
      verificationId,
      people: [{ name: NAME, gender: 'F', dob: DOB, nationality: 'OTHER', documentNumber: DOCUMENT }],
    });
    expect(response.statusCode).toBe(201);
    bookingId = response.json().id;
    // Mail goes out and is kept a month: nothing in the outbox is part of this test.
    await t.services.mail.deliverQueued();
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has nothing of a deleted account in the database file or its WAL', async () => {
    const before = rawFiles(file);
    for (const typed of [EMAIL, NAME, DOB, DOCUMENT, MOBILE]) expect(before).toContain(typed);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie },
      payload: { email: EMAIL },
    });
    expect(response.statusCode).toBe(204);

    const after = rawFiles(file);
    for (const typed of [EMAIL, NAME, DOB, DOCUMENT, MOBILE]) expect(after).not.toContain(typed);
  });

  it('has no purged date of birth, document number or mobile in the database file or its WAL', async () => {
    expect(rawFiles(file)).toContain(DOCUMENT);
    t.clock.set('2027-05-21T04:30:00.000Z'); // 180 days after the visit
    const erased = await purgePersonalData(t.database, t.clock(), t.config.purgeAfterDays);
    expect(erased).toEqual({ people: 1, mobiles: 1, challenges: 1 });

    const after = rawFiles(file);
    for (const purged of [DOB, DOCUMENT, MOBILE]) expect(after).not.toContain(purged);
    // Names stay for the trust's reports (decision 0020).
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: { cookie },
    });
    expect(ticket.json().people[0]).toMatchObject({ name: NAME, dob: null, documentNumber: null });
  });
});
