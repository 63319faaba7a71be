import { describe, expect, it } from 'vitest';
import { visitorPageAt } from './visitor-pages';

describe('visitorPageAt', () => {
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
      expect(visitorPageAt(path, { local: false }), path).toBeDefined();
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
      expect(visitorPageAt(path, { local: false }), path).toBeUndefined();
    }
  });

  it('has the dev mailbox only locally', () => {
    expect(visitorPageAt('/dev/mailbox', { local: true })).toBe('devMailbox');
    expect(visitorPageAt('/dev/mailbox', { local: false })).toBeUndefined();
  });

  it('names the page, which picks its prerendered file', () => {
    expect(visitorPageAt('/', { local: false })).toBe('home');
    expect(visitorPageAt('/booking/abc', { local: false })).toBe('ticket');
    expect(visitorPageAt('/bookings/', { local: false })).toBe('history');
    expect(visitorPageAt('/Bookings', { local: false })).toBe('historyAlias');
  });
});
