import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDateOf } from '../../../shared/rules/india-clock';
import { OLDEST_DOB_DAYS_BACK, YOUNGEST_DOB_DAYS_BACK } from '../../../shared/rules/person';
import { texts } from '../../../shared/texts';
import { formatFieldDate } from '../../lib/format-date';
import { loadLanguage } from '../../lib/i18n';
import { checkVisitor, EMPTY_VISITOR } from './visitor-validation';

// The form's messages come from the page's catalog, English here.
beforeAll(() => loadLanguage('en', { whole: true }));

const now = new Date('2026-11-22T06:00:00Z');
const today = indiaDateOf(now);
const adult = {
  name: ' Asha Rao ',
  documentNumber: ' 1234 5678 9012 ',
  gender: 'F',
  dob: '1990-05-17',
  nationality: 'IN',
};

describe('checkVisitor', () => {
  it('accepts a complete first person, trimmed as the API stores it', () => {
    expect(checkVisitor(adult, true, now)).toEqual({
      person: {
        name: 'Asha Rao',
        documentNumber: '1234 5678 9012',
        gender: 'F',
        dob: '1990-05-17',
        nationality: 'IN',
      },
      errors: null,
    });
  });

  it('refuses a name with a text-direction override in the words the API uses', () => {
    expect(checkVisitor({ ...adult, name: 'Asha \u202eoaR' }, true, now).errors).toEqual({
      name: texts.hiddenCharacters('The name'),
    });
  });

  it('names every missing field with the shared messages', () => {
    expect(checkVisitor(EMPTY_VISITOR, true, now).errors).toEqual({
      name: texts.personNameRequired,
      documentNumber: texts.documentNumberLength,
      gender: texts.genderRequired,
      dob: texts.dobRequired,
      nationality: texts.nationalityRequired,
    });
  });

  it('requires 5 to 14 characters for the first person', () => {
    expect(checkVisitor({ ...adult, documentNumber: '1234' }, true, now).errors).toEqual({
      documentNumber: texts.documentNumberLength,
    });
    expect(checkVisitor({ ...adult, documentNumber: '12345' }, true, now).person?.documentNumber).toBe(
      '12345',
    );
    expect(checkVisitor({ ...adult, documentNumber: 'A'.repeat(15) }, true, now).errors).toEqual({
      documentNumber: texts.documentNumberLength,
    });
  });

  it('gives a later person without a document number a random 10-character id', () => {
    const first = checkVisitor({ ...adult, documentNumber: '' }, false, now).person;
    const second = checkVisitor({ ...adult, documentNumber: '' }, false, now).person;
    expect(first?.documentNumber).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(second?.documentNumber).not.toBe(first?.documentNumber);
  });

  it('keeps a document number a later person did type', () => {
    expect(checkVisitor(adult, false, now).person?.documentNumber).toBe('1234 5678 9012');
  });

  it('accepts dates of birth at both ends of the window and refuses a day beyond either', () => {
    const earliest = addDays(today, -OLDEST_DOB_DAYS_BACK);
    const latest = addDays(today, -YOUNGEST_DOB_DAYS_BACK);
    const outOfRange = texts.dobOutOfRange(formatFieldDate(earliest), formatFieldDate(latest), 8);
    expect(checkVisitor({ ...adult, dob: earliest }, true, now).errors).toBeNull();
    expect(checkVisitor({ ...adult, dob: latest }, true, now).errors).toBeNull();
    expect(checkVisitor({ ...adult, dob: addDays(earliest, -1) }, true, now).errors).toEqual({
      dob: outOfRange,
    });
    expect(checkVisitor({ ...adult, dob: addDays(latest, 1) }, true, now).errors).toEqual({
      dob: outOfRange,
    });
  });
});
