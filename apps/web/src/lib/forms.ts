import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages under their fields and returns the sentence for the
 * form's alert, so that what the server says is what the user reads.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      if ((fields as readonly string[]).includes(name))
        setError(name as Path<T>, { type: 'server', message });
    }
    return error.message;
  }
  return 'We could not reach the server. Check your connection and try again.';
}
