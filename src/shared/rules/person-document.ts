import { isGeneratedPersonId } from './person';

/**
 * What the exports say when a visitor gave no document (the booking made an id up for them);
 * the staff site says the same, from its catalog (web/lib/document-text.ts).
 */
export const NO_DOCUMENT_TEXT = 'No ID proof given';

/** A person's document as staff pages and exports show it. */
export type PersonDocument = { kind: 'none' } | { kind: 'erased' } | { kind: 'document'; number: string };

/**
 * The one rule for showing a document number to staff (the door, the Day sheet and its print,
 * visitors.csv): an id the booking generated (decision 0029) is nobody's document and is never
 * shown as an Aadhaar or passport number; a number erased by the purge is null.
 */
export function personDocument(documentNumber: string | null): PersonDocument {
  if (documentNumber === null) return { kind: 'erased' };
  if (isGeneratedPersonId(documentNumber)) return { kind: 'none' };
  return { kind: 'document', number: documentNumber };
}
