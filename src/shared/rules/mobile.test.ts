import { describe, expect, it } from 'vitest';
import {
  cleanMobileInput,
  e164,
  isValidCountryCode,
  maskMobile,
  mobileProblem,
  nationalNumber,
  normaliseSender,
  senderDigitsOf,
} from './mobile';

describe('mobile input', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['0-9876543210', '9876543210'],
    ['+91-98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['abc', ''],
    ['123456789012345678', '12345678901234'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(cleanMobileInput(typed)).toBe(kept);
  });
});

describe('mobile validity', () => {
  it.each([
    ['', 'missing_or_short'],
    ['123', 'missing_or_short'],
    ['1234', 'missing_or_short'],
    ['00001', 'missing_or_short'],
    ['12345', null],
    ['0-12345', null],
    ['12345678901234', null],
    ['123456789012345', 'too_long'],
    ['98765a3210', 'not_digits'],
    ['+919876543210', 'not_digits'],
  ])('%j → %s', (mobile, problem) => {
    expect(mobileProblem(mobile)).toBe(problem);
  });

  it('needs more than 4 digits: 4 is short, 5 is valid', () => {
    expect(mobileProblem('9999')).not.toBeNull();
    expect(mobileProblem('99999')).toBeNull();
  });
});

describe('country code', () => {
  it.each([
    ['91', true],
    ['1', true],
    ['1268', true],
    ['1809', true],
    ['+91', false],
    ['', false],
    ['091', false],
    ['44148', false],
    ['1234567', false],
  ])('%j valid: %s', (code, valid) => {
    expect(isValidCountryCode(code)).toBe(valid);
  });
});

describe('international form', () => {
  it('drops a trunk zero and a dash prefix after the country code', () => {
    expect(nationalNumber('09876543210')).toBe('9876543210');
    expect(senderDigitsOf('91', '0-9876543210')).toBe('919876543210');
    expect(e164('91', '09876543210')).toBe('+919876543210');
    expect(e164('44', '7700900123')).toBe('+447700900123');
  });

  it.each([
    ['+919876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['00919876543210', '919876543210'],
    [919876543210, '919876543210'],
  ])('reads sender %j as %j', (sender, digits) => {
    expect(normaliseSender(sender)).toBe(digits);
  });

  it('masks all but the last digits', () => {
    expect(maskMobile('919876543210')).toBe('*********210');
    expect(maskMobile('+919876543210', 4)).toBe('********3210');
  });
});
