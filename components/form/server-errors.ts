import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { isApiError } from '@/lib/platform/api/errors';

/**
 * Puts a 422 answer's field messages (server names, mapped by `fields`) inline on the form and
 * focuses the first. Returns whether any field message was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const entries = Object.entries(error.fieldErrors)
    .map(([name, messages]) => [fields[name], messages[0]] as const)
    .filter((entry): entry is readonly [Path<T>, string] => Boolean(entry[0] && entry[1]));
  entries.forEach(([name, message], index) =>
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}

/** The message of a failed call for a toast: the server's own text for a business error. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code && error.message) return error.message;
  return fallback;
}
