import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';

/**
 * One message of a PO catalog (decision 0064). `msgctxt` is the key the code asks for,
 * `msgid` the English text (in every language's file, so translators work from it), `msgstr`
 * the translation (empty in en.po, whose text is its msgid), and the `#.` line the note that
 * tells a translator where the text shows.
 */
export interface CatalogEntry {
  key: string;
  english: string;
  translation: string;
  note: string;
}

export function parseCatalog(po: string): CatalogEntry[] {
  return parsePo(po)
    .items.filter((item) => !item.obsolete)
    .map((item) => ({
      key: item.msgctxt ?? '',
      english: item.msgid,
      translation: item.msgstr[0] ?? '',
      note: item.extractedComments.join(' '),
    }));
}

/** The text a language shows for each key: its translation, or the English where it has none. */
export function catalogTexts(po: string): Record<string, string> {
  return Object.fromEntries(parseCatalog(po).map((entry) => [entry.key, entry.translation || entry.english]));
}

/** The catalog as Lingui's runtime takes it: each ICU message compiled ahead of time. */
export function compileCatalog(po: string): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalogTexts(po)).map(([key, text]) => [key, compileMessageOrThrow(text)]),
  );
}
