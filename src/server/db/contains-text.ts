import { type Expression, type SqlBool, sql } from 'kysely';

/** `%` and `_` typed by a person are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `column` contains `text`, ignoring case, the same on SQLite and PostgreSQL. SQLite's
 * lower() folds ASCII only; scripts without case (Devanagari) match as typed either way.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
