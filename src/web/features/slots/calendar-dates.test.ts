import { format } from 'date-fns/format';
import { afterEach, describe, expect, it } from 'vitest';
import { webTexts } from '../../../test/web-texts';
import { dayOf, isoDateOf } from './calendar-dates';
import { calendarDateLib } from './calendar-formats';
import { dayButtonLabel } from './day-button-label';

const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
});

// Days around daylight-saving changes and year ends, where instant-based conversions slip a day.
const DATES = ['2026-03-08', '2026-03-29', '2026-11-01', '2026-12-31', '2027-01-01', '2028-02-29'];

describe('calendar days and API dates', () => {
  for (const zone of [
    'Asia/Kolkata',
    'America/New_York',
    'Europe/London',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ]) {
    it(`convert both ways without shifting a day in ${zone}`, () => {
      process.env.TZ = zone;
      for (const date of DATES) {
        const day = dayOf(date);
        expect(day.getDate()).toBe(Number(date.slice(8)));
        expect(isoDateOf(day)).toBe(date);
      }
    });
  }
});

describe('dayButtonLabel', () => {
  it('starts with the day number the button shows', () => {
    const t = webTexts('en');
    expect(dayButtonLabel(t, 'en', '2026-11-25', {})).toBe('25 November 2026, Wednesday');
    expect(dayButtonLabel(t, 'en', '2026-11-01', { today: true, selected: true })).toBe(
      '1 November 2026, Sunday, today, selected',
    );
  });

  it('names the day in the page language, with the names Intl gives for India', () => {
    expect(dayButtonLabel(webTexts('hi'), 'hi', '2026-11-25', { today: true })).toBe(
      '25 नवंबर 2026, बुधवार, आज',
    );
    expect(dayButtonLabel(webTexts('ta'), 'ta', '2026-11-25', { full: true })).toBe(
      '25 நவம்பர், 2026, புதன், நிரம்பியது, காத்திருப்புப் பட்டியல் திறந்துள்ளது',
    );
  });
});

describe('calendarDateLib', () => {
  it('formats days as date-fns does, the patterns it shortcuts and the others', () => {
    for (const date of DATES) {
      const day = dayOf(date);
      for (const pattern of ['yyyy-MM-dd', 'yyyy-MM', 'd', 'LLLL y', 'cccccc'])
        expect(calendarDateLib.format?.(day, pattern)).toBe(format(day, pattern));
    }
  });
});
