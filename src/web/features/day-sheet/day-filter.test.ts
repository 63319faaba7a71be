import { describe, expect, it } from 'vitest';
import type { DoorBookingSummary } from '../../../shared/schemas/door';
import { matchesSearch } from './day-filter';

const person = {
  gender: 'F' as const,
  dob: '1990-01-01',
  age: 36,
  child: false,
  nationality: 'IN' as const,
  documentNumber: '123412341234',
  documentLabel: 'ADHAAR' as const,
};
const booking: DoorBookingSummary = {
  id: 'Ab3dEf6hIj9kLm2nOp5qRs',
  slotId: '2026-11-22T10:00',
  slotLabel: '10:00 AM - 10:30 AM',
  date: '2026-11-22',
  status: 0,
  walkIn: false,
  partySize: 2,
  admitted: null,
  walkInNames: [],
  mobile: '+919876543210',
  people: [
    { ...person, name: 'Lakshmi Devi' },
    { ...person, name: 'सीता शर्मा' },
  ],
};

describe('matchesSearch', () => {
  it('lets everything through an empty search', () => {
    expect(matchesSearch(booking, '  ')).toBe(true);
  });

  it('finds part of the booking id whatever the case', () => {
    expect(matchesSearch(booking, 'ef6hij')).toBe(true);
  });

  it('finds mobile digits typed with spaces or a country code', () => {
    expect(matchesSearch(booking, '98765')).toBe(true);
    expect(matchesSearch(booking, '+91 98765 43210')).toBe(true);
    expect(matchesSearch(booking, '11111')).toBe(false);
  });

  it('needs three digits before it searches the mobile', () => {
    expect(matchesSearch(booking, '98')).toBe(false);
  });

  it('finds part of any visitor name, in any script', () => {
    expect(matchesSearch(booking, 'lakshmi')).toBe(true);
    expect(matchesSearch(booking, 'शर्मा')).toBe(true);
    expect(matchesSearch(booking, 'ravi')).toBe(false);
  });

  it('finds a walk-in party by a given name or by the word walk-in', () => {
    const walkIn = {
      ...booking,
      people: [],
      mobile: null,
      walkIn: true,
      partySize: 2,
      walkInNames: ['Ravi Kumar'],
    };
    expect(matchesSearch(walkIn, 'ravi')).toBe(true);
    expect(matchesSearch(walkIn, 'Walk-in')).toBe(true);
    expect(matchesSearch(booking, 'walk-in')).toBe(false);
  });
});
