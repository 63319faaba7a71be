import { describe, expect, it } from 'vitest';
import { followPort } from './follow-port';

describe('a local address on the running port', () => {
  it('takes the port the app runs on, keeping the rest', () => {
    expect(followPort('http://localhost:3000', '41234')).toBe('http://localhost:41234');
    expect(followPort('http://localhost:3000/', '5173')).toBe('http://localhost:5173/');
    expect(followPort('http://admin.localhost:3000/door', '8080')).toBe('http://admin.localhost:8080/door');
  });

  it('drops the port when the app runs on the default one', () => {
    expect(followPort('http://localhost:3000', '')).toBe('http://localhost');
  });
});
