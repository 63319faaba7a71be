import { beforeAll, describe, expect, it } from 'vitest';
import {
  createRepeatFilter,
  FORGET_CODE_AFTER_MS,
  QrReaderUnavailable,
  scannerErrorText,
} from './qr-scanner';
import { loadStaffTexts } from './staff-texts';

beforeAll(() => loadStaffTexts('en'));

describe('repeat filter', () => {
  it('reports a code once while it stays in view, and again after it was gone a while', () => {
    const seen = createRepeatFilter();
    const frames: [string | null, number][] = [
      ['ticket-a', 0],
      ['ticket-a', 150],
      [null, 300], // a blurred frame
      ['ticket-a', 450],
      ['ticket-b', 600],
      ['ticket-a', 750],
      ['ticket-a', 750 + FORGET_CODE_AFTER_MS - 1],
      ['ticket-a', 750 + 2 * FORGET_CODE_AFTER_MS],
    ];
    expect(frames.map(([code, at]) => seen(code, at))).toEqual([
      'ticket-a',
      null,
      null,
      null,
      'ticket-b',
      'ticket-a',
      null,
      'ticket-a',
    ]);
  });
});

describe('scanner error words', () => {
  it.each([
    [
      'NotAllowedError',
      'The camera is blocked. Allow this site to use the camera in the browser’s settings, then try again.',
    ],
    ['NotFoundError', 'No camera was found on this device.'],
    ['OverconstrainedError', 'No camera was found on this device.'],
    ['NotReadableError', 'The camera could not be started. Another app may be using it.'],
    ['TypeError', 'The camera could not be started.'],
  ])('%s: %s', (name, words) => {
    expect(scannerErrorText(new DOMException('from the browser', name))).toBe(words);
  });

  it('tells a reader that cannot load from a camera problem', () => {
    expect(scannerErrorText(new QrReaderUnavailable(new Error('fetch failed')))).toBe(
      'The code reader is not working. Check the connection and try again.',
    );
  });
});
