import { describe, expect, it } from 'vitest';
import { personSchema } from '../schemas/people';
import {
  addOrReplacePerson,
  ageInYears,
  ageOnDate,
  dobProblem,
  dobWindow,
  documentLabel,
  hasDuplicateDocumentNumbers,
  isChild,
  isChildAge,
  isGeneratedPersonId,
  maskDocumentNumber,
  randomPersonId,
} from './person';

// 10:00 on 2026-11-20 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

describe('date of birth window', () => {
  it('runs from 63540 to 2930 days before the India date, both ends included', () => {
    expect(dobWindow(NOW)).toEqual({ earliest: '1852-12-02', latest: '2018-11-12' });
    expect(dobProblem('2018-11-12', NOW)).toBeNull();
    expect(dobProblem('1852-12-02', NOW)).toBeNull();
  });

  it('refuses one day too young and one day too old, naming the window', () => {
    const message =
      'Please enter a date of birth between 1852-12-02 and 2018-11-12. Visitors must be at least 8 years old.';
    expect(dobProblem('2018-11-13', NOW)).toBe(message);
    expect(dobProblem('1852-12-01', NOW)).toBe(message);
    // The visitor's form writes the ends as its date field shows dates.
    const dayFirst = (date: string) => date.split('-').reverse().join('/');
    expect(dobProblem('2018-11-13', NOW, dayFirst)).toBe(
      'Please enter a date of birth between 02/12/1852 and 12/11/2018. Visitors must be at least 8 years old.',
    );
  });

  it('requires a date', () => {
    expect(dobProblem('', NOW)).toBe('Please enter the date of birth');
    expect(dobProblem(undefined, NOW)).toBe('Please enter the date of birth');
  });

  it('counts days from the India date, not the UTC one', () => {
    // 23:59 UTC on the 19th is already 05:29 on the 20th in India.
    expect(dobWindow(new Date('2026-11-19T23:59:00.000Z')).latest).toBe('2018-11-12');
    expect(dobWindow(new Date('2026-11-19T18:29:00.000Z')).latest).toBe('2018-11-11');
  });
});

describe('age', () => {
  it('is whole years at 365.25 days a year', () => {
    expect(ageInYears('1990-01-01', NOW)).toBe(36);
    expect(ageInYears('2018-11-12', NOW)).toBe(8);
  });

  it('marks under 13 as a child, with 365.25-day years deciding the birthday itself', () => {
    // 13 calendar years with only three leap days are 4748 days, short of 13 × 365.25.
    expect(ageInYears('2013-11-20', NOW)).toBe(12);
    expect(isChild('2013-11-20', NOW)).toBe(true);
    expect(ageInYears('2013-11-19', NOW)).toBe(13);
    expect(isChild('2013-11-19', NOW)).toBe(false);
  });

  it('is counted on a given date too (the visit date a ticket shows), by the same rule', () => {
    expect(ageOnDate('2013-11-20', '2026-11-20')).toBe(12);
    expect(ageOnDate('2013-11-20', '2026-11-21')).toBe(13);
    expect(ageOnDate('1990-01-01', '2026-11-20')).toBe(ageInYears('1990-01-01', NOW));
    expect(isChildAge(12)).toBe(true);
    expect(isChildAge(13)).toBe(false);
  });
});

describe('document number', () => {
  it.each([
    ['1234', false],
    ['12345', true],
    ['ABCDEFGHIJKLMN', true],
    ['ABCDEFGHIJKLMNO', false],
    ['  1234  ', false],
  ])('%j valid: %s', (documentNumber, valid) => {
    expect(personSchema.shape.documentNumber.safeParse(documentNumber).success).toBe(valid);
  });

  it('gives the other people a random 10-character alphanumeric id', () => {
    const ids = Array.from({ length: 200 }, randomPersonId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(isGeneratedPersonId(id)).toBe(true);
  });

  it('tells a generated id from a typed document number', () => {
    for (const typed of ['123456789012', 'K1234567', 'AB12C', 'ABCDEFGHIJKLMN', '~abc']) {
      expect(isGeneratedPersonId(typed)).toBe(false);
    }
    const id = randomPersonId();
    const altered = `${id.slice(0, 9)}${id[9] === 'A' ? 'B' : 'A'}`;
    expect(isGeneratedPersonId(altered)).toBe(false);
    // 10-character typed numbers pass only by chance: few in a thousand random ones.
    const typed = Array.from({ length: 1000 }, (_, n) => `P${String(n * 7919).padStart(9, '0')}`);
    expect(typed.filter(isGeneratedPersonId).length).toBeLessThan(5);
  });

  it('masks all but the last 4 characters', () => {
    expect(maskDocumentNumber('123456789012')).toBe('********9012');
    expect(maskDocumentNumber('AB12C')).toBe('*B12C');
    expect(maskDocumentNumber('1234')).toBe('1234');
    const generated = randomPersonId();
    expect(maskDocumentNumber(generated)).toBe(generated);
  });

  it('is labelled ADHAAR for Indians and PASSPORT for others', () => {
    expect(documentLabel('IN')).toBe('ADHAAR');
    expect(documentLabel('OTHER')).toBe('PASSPORT');
  });
});

describe('people list', () => {
  const asha = { name: 'Asha', documentNumber: '123456789012' };
  const ravi = { name: 'Ravi', documentNumber: 'Xy12Ab34Cd' };

  it('adds a person with a new document number at the end', () => {
    expect(addOrReplacePerson([asha], ravi)).toEqual({ people: [asha, ravi], replaced: false });
  });

  it('replaces the earlier entry with the same document number', () => {
    const corrected = { name: 'Asha Rao', documentNumber: ' 123456789012' };
    expect(addOrReplacePerson([asha, ravi], corrected)).toEqual({
      people: [corrected, ravi],
      replaced: true,
    });
  });

  it('spots duplicate document numbers', () => {
    expect(hasDuplicateDocumentNumbers([asha, ravi])).toBe(false);
    expect(hasDuplicateDocumentNumbers([asha, ravi, { ...asha, name: 'Other' }])).toBe(true);
  });
});
