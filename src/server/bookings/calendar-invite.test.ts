import { describe, expect, it } from 'vitest';
import { calendarInvite, escapeText, foldLine } from './calendar-invite';

const event = {
  uid: 'Zx3-abc_123@visitpass',
  stamp: new Date('2026-11-20T04:30:12.345Z'),
  start: new Date('2026-11-22T04:00:00.000Z'),
  end: new Date('2026-11-22T04:30:00.000Z'),
  summary: 'Visit: Divyasmrti, 09:30 AM - 10:00 AM',
  location: 'Brindavan Ashram, Kadugodi; Bengaluru',
  description: 'Be at reception 10 minutes early.\nBring the ticket.',
  url: 'http://localhost:3000/booking/Zx3-abc_123',
};

describe('calendar invite', () => {
  const ics = calendarInvite(event);

  it('is one VEVENT in a VCALENDAR, with CRLF line endings throughout', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives the visit in UTC with its uid, stamp and link', () => {
    const lines = ics.split('\r\n');
    expect(lines).toContain('UID:Zx3-abc_123@visitpass');
    expect(lines).toContain('DTSTAMP:20261120T043012Z');
    expect(lines).toContain('DTSTART:20261122T040000Z');
    expect(lines).toContain('DTEND:20261122T043000Z');
    expect(lines).toContain('URL:http://localhost:3000/booking/Zx3-abc_123');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(ics).toContain('SUMMARY:Visit: Divyasmrti\\, 09:30 AM - 10:00 AM\r\n');
    expect(ics).toContain('LOCATION:Brindavan Ashram\\, Kadugodi\\; Bengaluru\r\n');
    expect(escapeText('a\\b\r\nc')).toBe('a\\\\b\\nc');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'ಕ'.repeat(40)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
