import { beforeAll, describe, expect, it } from 'vitest';
import { formatSlotLabel } from '../../shared/rules/format-slot-label';
import { loadLanguage } from './i18n';
import { slotOptionText } from './slot-option-text';

beforeAll(() => loadLanguage('en', { whole: true }));

describe("a slot in the 'Select Time Slot' list", () => {
  it('writes the time as the ticket and the mails do', () => {
    expect(slotOptionText('09:30 AM - 10:00 AM', 48)).toBe('09:30 AM - 10:00 AM');
    expect(slotOptionText('12:30 PM - 01:00 PM', 50)).toBe('12:30 PM - 01:00 PM');
  });

  it('says how many seats are left only when they are few, and when none is', () => {
    expect(slotOptionText('09:30 AM - 10:00 AM', 9)).toBe('09:30 AM - 10:00 AM · 9 left');
    expect(slotOptionText('09:30 AM - 10:00 AM', 1)).toBe('09:30 AM - 10:00 AM · 1 left');
    expect(slotOptionText('09:30 AM - 10:00 AM', 0)).toBe('09:30 AM - 10:00 AM · full');
  });
});

describe('in Tamil', () => {
  beforeAll(() => loadLanguage('ta', { whole: true }));

  it('says so in Tamil, with the times as Tamil writes them', () => {
    const label = formatSlotLabel('09:30 AM - 10:00 AM', 'ta-IN');
    expect(label).not.toContain('AM');
    expect(slotOptionText('09:30 AM - 10:00 AM', 3)).toBe(`${label} · 3 மீதம்`);
  });
});
