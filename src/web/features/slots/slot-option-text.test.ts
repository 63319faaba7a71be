import { describe, expect, it } from 'vitest';
import { slotOptionText } from './slot-option-text';

describe("a slot in the phone's list", () => {
  it('writes the half of the day once, without a leading zero', () => {
    expect(slotOptionText('09:30 AM - 10:00 AM', 48)).toBe('9:30–10:00 AM');
    expect(slotOptionText('11:30 AM - 12:00 PM', 50)).toBe('11:30 AM–12:00 PM');
    expect(slotOptionText('12:30 PM - 01:00 PM', 50)).toBe('12:30–1:00 PM');
  });

  it('says how many seats are left only when they are few', () => {
    expect(slotOptionText('09:30 AM - 10:00 AM', 9)).toBe('9:30–10:00 AM · 9 left');
    expect(slotOptionText('09:30 AM - 10:00 AM', 1)).toBe('9:30–10:00 AM · 1 left');
  });

  it('fits 18 characters for a slot with seats to spare, and keeps a label of another shape', () => {
    for (const label of ['09:30 AM - 10:00 AM', '11:30 AM - 12:00 PM', '04:30 PM - 05:00 PM'])
      expect(slotOptionText(label, 50).length).toBeLessThanOrEqual(18);
    expect(slotOptionText('Morning tour', 5)).toBe('Morning tour · 5 left');
  });
});
