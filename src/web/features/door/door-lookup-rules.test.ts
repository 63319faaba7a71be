import { describe, expect, it } from 'vitest';
import { currentSlot } from './current-slot';
import { lookupKind } from './lookup-kind';
import { createRepeatGuard } from './repeat-guard';

describe('createRepeatGuard', () => {
  it('ignores the same code within the window, sliding while it keeps coming', () => {
    let now = 0;
    const guard = createRepeatGuard(4000, () => now);
    expect(guard.isRepeat('A')).toBe(false);
    now = 3000;
    expect(guard.isRepeat('A')).toBe(true);
    now = 6500;
    expect(guard.isRepeat('A')).toBe(true);
    now = 10_500;
    expect(guard.isRepeat('A')).toBe(false);
  });

  it('takes another code at once, and the same one again after a reset', () => {
    const guard = createRepeatGuard(4000, () => 0);
    expect(guard.isRepeat('A')).toBe(false);
    expect(guard.isRepeat('B')).toBe(false);
    guard.reset();
    expect(guard.isRepeat('B')).toBe(false);
  });
});

describe('lookupKind', () => {
  it('reads a 22-character base64url entry as a booking id, the rest as a search', () => {
    expect(lookupKind(' Ab3dEf6hIj9kLm2nOp5q-_ ')).toBe('id');
    expect(lookupKind('9876543210')).toBe('search');
    expect(lookupKind('Lakshmi Devi')).toBe('search');
  });
});

describe('currentSlot', () => {
  const slots = [
    { id: 'b', startsAt: '2026-11-22T04:30:00.000Z', endsAt: '2026-11-22T05:00:00.000Z' },
    { id: 'a', startsAt: '2026-11-22T04:00:00.000Z', endsAt: '2026-11-22T04:30:00.000Z' },
  ];

  it('is the slot under way, its start included and its end not', () => {
    expect(currentSlot(slots, new Date('2026-11-22T04:30:00.000Z'))?.id).toBe('b');
    expect(currentSlot(slots, new Date('2026-11-22T04:29:59.999Z'))?.id).toBe('a');
  });

  it('is the next slot before the day starts, and the last one after it ends', () => {
    expect(currentSlot(slots, new Date('2026-11-22T02:00:00.000Z'))?.id).toBe('a');
    expect(currentSlot(slots, new Date('2026-11-22T09:00:00.000Z'))?.id).toBe('b');
    expect(currentSlot([], new Date())).toBeUndefined();
  });
});
