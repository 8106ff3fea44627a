import { z } from 'zod';
import { EmailSchema } from '../account-fields.js';
import { REQUEST_MESSAGE_MAX_LENGTH, REQUEST_MESSAGE_MIN_LENGTH } from '../constants.js';
import { userTextSchema } from '../user-text.js';
import { defineCall } from './define.js';

/**
 * The requests form (product §3, §5, §9; issue 14): anyone, visitor or member, sends the team an
 * inquiry. It is stored first and forwarded to the operators' spreadsheet from the outbox, so a
 * spreadsheet that is down loses nothing.
 */

/** 서비스 문의, 제안, 칭찬, 제휴·협업, 광고, 기타. */
export const CONTACT_REQUEST_TYPES = [
  'inquiry',
  'proposal',
  'compliment',
  'partnership',
  'advertising',
  'other',
] as const;
export type ContactRequestType = (typeof CONTACT_REQUEST_TYPES)[number];

/** The form's fields; the browser form and the server check them with this one schema. */
export const ContactRequestFormSchema = z.strictObject({
  type: z.enum(CONTACT_REQUEST_TYPES, {
    error: (issue) => (issue.input == null ? 'validation.required' : 'validation.invalidType'),
  }),
  email: EmailSchema,
  message: userTextSchema(REQUEST_MESSAGE_MAX_LENGTH, 'validation.messageMax', {
    min: { length: REQUEST_MESSAGE_MIN_LENGTH, tooShortKey: 'validation.messageMin' },
  }),
});
export type ContactRequestForm = z.input<typeof ContactRequestFormSchema>;

export const requestCreate = defineCall({
  path: 'request/create',
  method: 'create',
  auth: 'optional',
  summary: `Sends an inquiry (type, reply e-mail, message of ${REQUEST_MESSAGE_MIN_LENGTH} to ${REQUEST_MESSAGE_MAX_LENGTH} characters) to the team: stored, then forwarded to the operators' spreadsheet. \`request_id\` (a UUID the form makes per submission) makes a double submit one request. Limited per address (429 with Retry-After).`,
  input: ContactRequestFormSchema.extend({ request_id: z.uuid() }),
  output: z.object({ request_id: z.string() }),
});
