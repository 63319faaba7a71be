import { describe, expect, it } from 'vitest';
import { isVisitorPage } from './visitor-pages';

describe('isVisitorPage', () => {
  it('knows the pages and their parameters', () => {
    for (const path of [
      '/',
      '/bookings',
      '/bookings/',
      '/booking/abc',
      '/feedback/abc',
      '/digital-museum',
      '/Bookings',
    ]) {
      expect(isVisitorPage(path, { local: false }), path).toBe(true);
    }
  });

  it('refuses other paths, other cases and extra segments', () => {
    for (const path of [
      '/nope',
      '/booking',
      '/booking/abc/def',
      '/BOOKINGS',
      '/digital-Museum',
      '/assets/x.js',
    ]) {
      expect(isVisitorPage(path, { local: false }), path).toBe(false);
    }
  });

  it('has the dev mailbox only locally', () => {
    expect(isVisitorPage('/dev/mailbox', { local: true })).toBe(true);
    expect(isVisitorPage('/dev/mailbox', { local: false })).toBe(false);
  });
});
