import type { z } from 'zod';
import { translate } from '../../shared/i18n/translate.js';
import type { Locale } from '../../shared/locale.js';
import { issuePath, validationMessageKey } from '../../shared/validation-messages.js';

/**
 * What the operators' commands share (`npm run banner`, `npm run partner`): they speak Korean
 * when LANG says so, else English, and name each refused field with the API's own message.
 */
export const COMMAND_LOCALE: Locale = /^ko/i.test(process.env.LC_ALL || process.env.LANG || '')
  ? 'ko-KR'
  : 'en-US';

export const say = (ko: string, en: string) => (COMMAND_LOCALE === 'ko-KR' ? ko : en);

/** A refusal the command prints as it is (exit code 1). */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** The zod issues as `field: message` lines, in the command's language. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const { key, values } = validationMessageKey(issue);
      return `  ${issuePath(issue)}: ${translate(COMMAND_LOCALE, key, values) ?? issue.message}`;
    })
    .join('\n');
}

/** Parses `input` with `schema` or stops the command with the fields it refuses. */
export function parseOrExplain<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new CommandError(
    `${say('입력을 확인해 주세요:', 'Please check these fields:')}\n${describeIssues(parsed.error)}`,
  );
}

/** Runs a command's body: its refusals and failures are printed and exit with code 1. */
export async function runCommandLine(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
