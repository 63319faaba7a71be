import { describe, expect, it } from 'vitest';
import { randomPersonId } from './person';
import { documentText, personDocument } from './person-document';

describe('a document as staff see it', () => {
  it('never shows a generated id as a document', () => {
    const generated = randomPersonId();
    expect(personDocument(generated)).toEqual({ kind: 'none' });
    expect(documentText('ADHAAR', generated)).toBe('No ID proof given');
  });

  it('shows a typed number with its label, and says when it was erased', () => {
    expect(documentText('ADHAAR', '123456789012')).toBe('ADHAAR 123456789012');
    expect(documentText('PASSPORT', 'K1234567')).toBe('PASSPORT K1234567');
    expect(documentText('ADHAAR', null)).toBe('ADHAAR erased');
  });
});
