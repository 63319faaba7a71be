import { describe, expect, it } from 'vitest';
import { slotOptionText } from './slot-option-text';

describe("a slot in the phone's list", () => {
  it('writes the half of the day once and the seats left briefly', () => {
    expect(slotOptionText('09:30 AM - 10:00 AM', 48)).toBe('09:30–10:00 AM · 48 left');
    expect(slotOptionText('11:30 AM - 12:00 PM', 1)).toBe('11:30 AM–12:00 PM · 1 left');
  });

  it('fits 27 characters for every slot of the day, and keeps a label of another shape', () => {
    expect(slotOptionText('11:30 AM - 12:00 PM', 50).length).toBeLessThanOrEqual(27);
    expect(slotOptionText('Morning tour', 5)).toBe('Morning tour · 5 left');
  });
});
