import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { issuePath, validationMessageKey } from '../../../shared/validation-messages.js';
import { t } from '../../i18n/index.js';

/** What the resolver needs of a zod schema (kept structural: the client never imports zod). */
interface FormSchema<Out> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: Parameters<typeof validationMessageKey>[0][] } };
}

/**
 * react-hook-form's resolver for the shared zod schemas of `account-fields.ts`: the same rules as
 * the server, and the same message for each issue (`validationMessageKey`), so an error reads alike
 * whether the browser or the server found it. Errors are keyed by field path (`agreements.terms`).
 */
export function sharedSchemaResolver<In extends FieldValues, Out>(
  schema: FormSchema<Out>,
): Resolver<In, unknown, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issuePath(issue).split('.');
      let node = errors;
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      const leaf = path.at(-1)!;
      // The first problem of a field is the one to fix first.
      if (node[leaf]) continue;
      const { key, values: messageValues } = validationMessageKey(issue);
      node[leaf] = { type: issue.code, message: t(key, messageValues) };
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

/**
 * A form of one field checked by a shared field schema (a comment's or a review's text,
 * `userTextSchema`): the field's issues under its name, the checked value as the form's.
 */
export function oneFieldSchema<Name extends string, Out>(
  name: Name,
  schema: FormSchema<Out>,
): FormSchema<Record<Name, Out>> {
  return {
    safeParse(values) {
      const result = schema.safeParse((values as Record<Name, unknown>)[name]);
      if (result.success)
        return { success: true, data: { [name]: result.data } as Record<Name, Out> };
      const issues = result.error.issues.map((issue) => ({
        ...issue,
        path: [name, ...issue.path],
      }));
      return { success: false, error: { issues } };
    },
  };
}
