import { isGeneratedPersonId } from './person';

/** What staff are told when a visitor gave no document (the booking made an id up for them). */
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

/** The document as one line of text: "ADHAAR 1234…", "ADHAAR erased" or "No ID proof given". */
export function documentText(documentLabel: string, documentNumber: string | null): string {
  const document = personDocument(documentNumber);
  if (document.kind === 'none') return NO_DOCUMENT_TEXT;
  return `${documentLabel} ${document.kind === 'erased' ? 'erased' : document.number}`;
}
