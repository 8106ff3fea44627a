import { z } from 'zod';
import { EmailSchema } from '../account-fields.js';
import { defineCall } from './define.js';
import { MailLinkTokenSchema } from './mail-link.js';

/**
 * The weekly newsletter's subscription (product §1, §3, §7; issue 14; decision 024), one path,
 * `connector/stibee`, with a mode per action. Anyone may subscribe; every address is confirmed
 * by the link mailed to it (double opt-in) before anything is sent to it.
 */

/** Versions of the consent texts the form shows; a new text gets a new date here. */
export const NEWSLETTER_PRIVACY_VERSION = '2026-11-01';
export const NEWSLETTER_MARKETING_VERSION = '2026-11-01';

/** Where a subscribe form sits: recorded with each consent in the ledger. */
export const NEWSLETTER_FORM_SOURCES = ['footer', 'home', 'account'] as const;
export type NewsletterFormSource = (typeof NEWSLETTER_FORM_SOURCES)[number];

export const NewsletterFormSchema = z.strictObject({
  email: EmailSchema,
  privacy_consent: z.literal(true, { error: 'validation.agreementRequired' }),
  marketing_consent: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type NewsletterForm = z.input<typeof NewsletterFormSchema>;

const SubscriptionStatusSchema = z.enum(['none', 'pending', 'active', 'unsubscribed']);

export const stibeeCreate = defineCall({
  path: 'connector/stibee',
  method: 'create',
  auth: 'optional',
  summary:
    'Subscribes `email` to the weekly newsletter (`privacy_consent` must be true, `marketing_consent` optional; `source` is the form: footer, home or account). The address gets a confirmation link; the answer is the same whether or not it was subscribed already. Limited per address (429 with Retry-After).',
  input: NewsletterFormSchema.extend({
    source: z.enum(NEWSLETTER_FORM_SOURCES).default('footer'),
  }),
  output: z.object({ status: z.literal('confirmation_sent') }),
});

export const stibeeConfirm = defineCall({
  path: 'connector/stibee',
  method: 'confirm',
  auth: 'none',
  summary:
    "Opens the confirmation link's `token`: `confirmed` (now or before), `expired` (older than 48 hours: subscribe again) or `invalid` (replaced by a newer link, or unsubscribed since).",
  input: z.strictObject({ token: MailLinkTokenSchema }),
  output: z.object({ result: z.enum(['confirmed', 'expired', 'invalid']) }),
});

export const stibeeDelete = defineCall({
  path: 'connector/stibee',
  method: 'delete',
  auth: 'optional',
  summary:
    "Unsubscribes: with `token` (the mail's unsubscribe link) anyone holding it, without it the signed-in member's own subscription. Unsubscribing twice is not an error; an unknown token is 404.",
  input: z.strictObject({ token: MailLinkTokenSchema.optional() }),
  output: z.object({ status: z.literal('unsubscribed') }),
});

export const stibeeRead = defineCall({
  path: 'connector/stibee',
  method: 'read',
  auth: 'required',
  summary:
    "The signed-in member's subscription (by their account's address): `none`, `pending` (waiting for the link), `active` or `unsubscribed`.",
  input: z.strictObject({}),
  output: z.object({ status: SubscriptionStatusSchema, email: z.string().nullable() }),
});

export const NEWSLETTER_CALLS = {
  'connector/stibee#create': stibeeCreate,
  'connector/stibee#confirm': stibeeConfirm,
  'connector/stibee#delete': stibeeDelete,
  'connector/stibee#read': stibeeRead,
} as const;
