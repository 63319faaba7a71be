import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaffTexts } from '../../lib/staff-texts';
import { hasStarted, seatsProblem } from './seats-problem';

beforeAll(() => loadStaffTexts('en'));

describe('the seats typed for a slot', () => {
  it('will do as a whole number from 1 to 10000', () => {
    expect(seatsProblem('1')).toBeUndefined();
    expect(seatsProblem(' 40 ')).toBeUndefined();
    expect(seatsProblem('10000')).toBeUndefined();
  });

  it('says what is wrong in a sentence, without the API field name', () => {
    expect(seatsProblem('0')).toBe('A slot has at least 1 seat.');
    expect(seatsProblem('10001')).toBe('A slot has at most 10000 seats.');
    expect(seatsProblem('2.5')).toBe('A slot has a whole number of seats.');
    expect(seatsProblem('')).toBe('Give the number of seats.');
    expect(seatsProblem('  ')).toBe('Give the number of seats.');
  });
});

describe('a slot that has started', () => {
  const slot = { startsAt: '2026-11-20T04:00:00.000Z' };
  it('has started from its first instant on', () => {
    expect(hasStarted(slot, new Date('2026-11-20T03:59:59.999Z'))).toBe(false);
    expect(hasStarted(slot, new Date('2026-11-20T04:00:00.000Z'))).toBe(true);
  });
});
