import type { z } from 'zod';

/**
 * Turns a zod issue into an i18n key of the `validation` catalogue (with values), so the server's
 * field errors and the client's form errors read the same. Schemas that need a message of their
 * own give the key itself as the message, e.g. `z.string().max(12, 'validation.nicknameMax')`.
 */
export function validationMessageKey(issue: z.core.$ZodIssue): {
  key: string;
  values?: Record<string, number>;
} {
  if (issue.message.startsWith('validation.')) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'validation.required' : 'validation.invalidType' };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', values: { max: Number(issue.maximum) } }
        : { key: 'validation.invalidType' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1)
        return { key: 'validation.required' };
      return issue.origin === 'string'
        ? { key: 'validation.tooShort', values: { min: Number(issue.minimum) } }
        : { key: 'validation.invalidType' };
    default:
      return { key: 'validation.invalidType' };
  }
}

/** `a.b.0` style path used as the key of `error.fields`; the root is `_`. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.length === 0 ? '_' : issue.path.map(String).join('.');
}
