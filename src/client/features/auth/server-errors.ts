import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.js';

/** Codes whose message belongs under one field although the server named none. */
const FIELD_OF_CODE: Record<string, string> = { email_taken: 'email' };

/**
 * Puts a failed call's message where the user will look: under the fields the server named
 * (`error.fields`, keyed like `agreements.terms`), else under the field the code is about, else
 * above the button (the returned text). Anything but an ApiError reads as `fallback`.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  fallback: string,
): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  const known = Object.entries(error.fields ?? {}).filter(([field]) => fieldNames.includes(field));
  for (const [index, [field, message]] of known.entries()) {
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  if (known.length > 0) return undefined;
  const field = FIELD_OF_CODE[error.code];
  if (field && fieldNames.includes(field)) {
    setError(
      field as FieldPath<T>,
      { type: 'server', message: error.message },
      { shouldFocus: true },
    );
    return undefined;
  }
  return error.message || fallback;
}
