import { useEffect, useState } from 'react';

/** zod's issues as one message per field (the first found), keyed by the field's name. */
export function fieldErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Answers a function that focuses the first field with an error, given each field's element
 * id in the order the fields appear. Focus moves once the errors are on screen, so the field
 * is read out with its message.
 */
export function useFocusFirstInvalid<Field extends string>(fieldIds: readonly (readonly [Field, string])[]) {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  return (errors: Partial<Record<Field, string>>) => {
    const first = fieldIds.find(([field]) => errors[field]);
    if (first) setRequest({ id: first[1] });
  };
}
