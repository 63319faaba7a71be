import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './kept-json';

describe('the encoding a kept JSON answer is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('Accept-Encoding "%s" gets %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('sends no encoding without the header', () => {
    expect(acceptedEncoding('br')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
