import { describe, expect, it } from 'vitest';
import { randomPersonId } from './person';
import { personDocument } from './person-document';

describe('a document as staff see it', () => {
  it('never shows a generated id as a document', () => {
    const generated = randomPersonId();
    expect(personDocument(generated)).toEqual({ kind: 'none' });
  });

  it('shows a typed number, and says when it was erased', () => {
    expect(personDocument('123456789012')).toEqual({ kind: 'document', number: '123456789012' });
    expect(personDocument(null)).toEqual({ kind: 'erased' });
  });
});
