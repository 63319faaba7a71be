/**
 * Marks a message key kept in data (a menu's labels, a table of error codes) so that the
 * catalog check finds it like a t() call; the text is looked up where it is shown.
 */
export function msg(key: string): string {
  return key;
}
