import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const origin = 'https://book.example.org';

describe('the page to return to after sign-in', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/booking/AB12CD34', origin)).toBe('/booking/AB12CD34');
    expect(safeReturnPath('/bookings?cancel=AB12CD34', origin)).toBe('/bookings?cancel=AB12CD34');
    expect(safeReturnPath('/feedback/X1#form', origin)).toBe('/feedback/X1#form');
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example/bookings',
      '/\t/evil.example',
      '/%0a/evil',
      '',
      null,
      42,
    ]) {
      const kept = safeReturnPath(value, origin);
      if (kept !== null) expect(new URL(kept, origin).origin).toBe(origin);
      if (
        typeof value !== 'string' ||
        !value.startsWith('/') ||
        value.startsWith('//') ||
        value.includes('\\')
      )
        expect(kept).toBeNull();
    }
    expect(safeReturnPath('/\t/evil.example', origin)).toBeNull();
  });

  it('never brings back a sign-in link and its one-time token', () => {
    expect(safeReturnPath('/?mode=signIn&token=abc', origin)).toBeNull();
  });
});
