import { z } from 'zod';

/**
 * Text that people write for others to read: comments, one-line reviews, report details
 * (issue 12, product §5). It is plain text, never HTML; it is cleaned ONCE, here, where it
 * enters, so the database (PostgreSQL refuses lone surrogates in jsonb) and every reader get the
 * same string. The server and the client's forms validate with the same schema.
 */

/** A UTF-16 surrogate without its partner: not a character, and PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source);

/** The text with each lone surrogate as U+FFFD (String.prototype.toWellFormed, before ES2024). */
export function wellFormed(text: string): string {
  return HAS_LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\uFFFD') : text;
}
/** Controls other than tab and line feed, and the bidirectional overrides that make text read backwards. */
const CONTROL_OR_OVERRIDE = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
/** Characters that show nothing: a text made only of these (and spaces) is empty. */
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF\u00AD\u180E\u3164\u115F\u1160]/g;

/** The cleaned form: lone surrogates become U+FFFD, CRLF becomes LF, controls go, ends trimmed. */
export function cleanUserText(text: string): string {
  return wellFormed(text).replace(/\r\n?/g, '\n').replace(CONTROL_OR_OVERRIDE, '').trim();
}

/** Length as a reader counts it: an emoji or a Hangul syllable is one character. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export function isVisiblyEmpty(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/**
 * A user text field of 1 (or `min.length`) to `max` characters (counted as `characterCount`
 * does), `tooLongKey` saying so past it. `isOneLine` folds line breaks into spaces (a one-line
 * review). Messages are keys of the `validation` catalogue, as the account forms' are.
 */
export function userTextSchema(
  max: number,
  tooLongKey: `validation.${string}`,
  options: {
    isOneLine?: boolean;
    min?: { length: number; tooShortKey: `validation.${string}` };
  } = {},
) {
  return z
    .string({
      error: (issue) => (issue.input == null ? 'validation.required' : 'validation.invalidType'),
    })
    .max(max * 4, tooLongKey) // a cheap bound before the cleaning walks the text
    .transform((text) => {
      const cleaned = cleanUserText(text);
      return options.isOneLine ? cleaned.replace(/\s*\n\s*/g, ' ') : cleaned;
    })
    .refine((text) => !isVisiblyEmpty(text), 'validation.required')
    .refine((text) => characterCount(text) >= (options.min?.length ?? 1), {
      message: options.min?.tooShortKey ?? 'validation.required',
      // "At least 10" only once the text is there: beside "required" it would be noise.
      when: (payload) => typeof payload.value === 'string' && !isVisiblyEmpty(payload.value),
    })
    .refine((text) => characterCount(text) <= max, tooLongKey);
}
