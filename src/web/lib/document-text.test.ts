import { beforeAll, describe, expect, it } from 'vitest';
import { randomPersonId } from '../../shared/rules/person';
import { documentText } from './document-text';
import { loadStaffTexts } from './staff-texts';

beforeAll(() => loadStaffTexts('en'));

describe('a document as staff see it', () => {
  it('never shows a generated id as a document', () => {
    expect(documentText('ADHAAR', randomPersonId())).toBe('No ID proof given');
  });

  it('shows a typed number with its label, and says when it was erased', () => {
    expect(documentText('ADHAAR', '123456789012')).toBe('ADHAAR 123456789012');
    expect(documentText('PASSPORT', 'K1234567')).toBe('PASSPORT K1234567');
    expect(documentText('ADHAAR', null)).toBe('ADHAAR erased');
  });
});
