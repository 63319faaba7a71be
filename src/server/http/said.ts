import type { Language } from '../../shared/languages';
import { mailTexts } from '../mail/mail-texts';

/**
 * What the server says to a visitor, kept as its key in the server's catalog
 * (src/server/locales/<code>.po) and its values rather than as English text, so that the error
 * handler writes it in the visitor's language (errors.ts). `field` names the input a refusal is
 * about; it goes before the text as it is (`people.0.dob: …`), for the form to place it.
 */
export interface Said {
  key: string;
  values?: Record<string, unknown>;
  field?: string;
}

export function say(key: string, values?: Record<string, unknown>): Said {
  return values ? { key, values } : { key };
}

/** A refusal about one input: `field: text`. */
export function sayAbout(field: string, said: Said): Said {
  return { ...said, field };
}

/** The words in a language (English: the words the API has always answered with). */
export function saidIn(said: Said, language: Language): string {
  const text = mailTexts(language)(said.key, said.values);
  return said.field ? `${said.field}: ${text}` : text;
}
