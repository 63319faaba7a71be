/**
 * Text a person types that others read (names, reasons, feedback) must read as it is stored.
 * Refused: control characters (C0, DEL, C1), which clear a terminal, hide the rest of a CSV
 * cell or break a printed sheet; the Unicode embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which show "Kumar" reversed or reorder a whole line around
 * them; and half of a surrogate pair, which is no character at all (PostgreSQL refuses to
 * store it, SQLite would store a replacement). Text of several lines keeps its line breaks
 * and tabs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
/** A whole pair, or a half standing alone (the only matches of length 1). */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

export function hasHiddenCharacters(text: string, options: { lines?: boolean } = {}): boolean {
  if ((options.lines ? CONTROLS_BUT_LINES : CONTROLS).test(text) || DIRECTION.test(text)) return true;
  return (text.match(SURROGATES) ?? []).some((match) => match.length === 1);
}
