import type { z } from 'zod';
import { hasHiddenCharacters } from '../rules/typed-text';
import { texts } from '../texts';

/**
 * A field a person types for others to read, refusing invisible control and text-direction
 * characters (rules/typed-text.ts) with one message naming the field: "The name has ...".
 */
export function readableText<T extends z.ZodType<string>>(
  schema: T,
  what: string,
  options: { lines?: boolean } = {},
): T {
  return schema.refine((text) => !hasHiddenCharacters(text, options), texts.hiddenCharacters(what)) as T;
}
