import { z } from 'zod';
import { defineCall } from './define.js';

/**
 * Probes served only when APP_ENV=test: a slow call (graceful shutdown drains it), a call that
 * answers like an expired access token (the client's refresh-and-retry of product §4), one that
 * makes notifications for the browser journeys of the bell, and one that reads the mails caught.
 */
export const diagnosticsSlow = defineCall({
  path: 'diagnostics/slow',
  method: 'read',
  auth: 'none',
  summary: 'Test only: answers after `ms` milliseconds.',
  input: z.object({ ms: z.number().int().min(0).max(10_000) }),
  output: z.object({ waited_ms: z.number() }),
});

export const diagnosticsTokenProbe = defineCall({
  path: 'diagnostics/token-probe',
  method: 'read',
  auth: 'none',
  summary:
    'Test only: 401 token_expired with a fresh access_token unless the request carries `accept_token`.',
  input: z.object({ accept_token: z.string().min(1).max(200) }),
  output: z.object({ token: z.string() }),
});

export const diagnosticsNotify = defineCall({
  path: 'diagnostics/notify',
  method: 'create',
  auth: 'required',
  summary:
    'Test only: gives the signed-in user comment-reply notifications, one per entry of `minutes_ago` (how long ago each came), so the bell can be tested before comments exist.',
  input: z.object({
    minutes_ago: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(60 * 24 * 365),
      )
      .min(1)
      .max(30),
    replier_nickname: z.string().min(1).max(12).nullable().default('민지'),
  }),
  output: z.object({ ids: z.array(z.number()) }),
});

export const diagnosticsMail = defineCall({
  path: 'diagnostics/mail',
  method: 'read',
  auth: 'none',
  summary:
    "Test only: the newest mail the browser tests' SMTP catcher received for `to` (subject, text, HTML and the From and List-Unsubscribe headers), or null.",
  input: z.object({ to: z.string().min(3).max(254) }),
  output: z.object({
    mail: z
      .object({
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        headers: z.record(z.string(), z.string()),
      })
      .nullable(),
  }),
});

export const diagnosticsOperator = defineCall({
  path: 'diagnostics/operator',
  method: 'update',
  auth: 'required',
  summary:
    "Test only: makes the signed-in caller an operator, as `npm run user:role` does, so browser journeys on the embedded database (held by the server) can use operators' calls.",
  input: z.strictObject({}),
  output: z.object({ role: z.literal('operator') }),
});

export const DIAGNOSTIC_CALLS = {
  'diagnostics/slow#read': diagnosticsSlow,
  'diagnostics/token-probe#read': diagnosticsTokenProbe,
  'diagnostics/notify#create': diagnosticsNotify,
  'diagnostics/mail#read': diagnosticsMail,
  'diagnostics/operator#update': diagnosticsOperator,
} as const;
