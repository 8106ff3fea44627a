import { z } from 'zod';
import { defineCall } from './define.js';
import { MailLinkTokenSchema } from './mail-link.js';

/**
 * Deadline reminders (issue 14): a member may have an e-mail 7 days and 1 day before a saved
 * item's last day. Off until they turn it on (the account page); mails go in the language they
 * used when turning it on.
 */
export const ReminderSettingSchema = z.object({ is_enabled: z.boolean() });
export type ReminderSetting = z.infer<typeof ReminderSettingSchema>;

export const reminderRead = defineCall({
  path: 'reminder/read',
  method: 'read',
  auth: 'required',
  summary: "Whether the caller's deadline reminders are on (off by default).",
  input: z.strictObject({}),
  output: ReminderSettingSchema,
});

export const reminderUpdate = defineCall({
  path: 'reminder/update',
  method: 'update',
  auth: 'required',
  summary:
    'Turns deadline reminders on or off: an e-mail 7 days and 1 day (Korean days) before each bookmarked item closes, in the language of this request.',
  input: z.strictObject({ is_enabled: z.boolean() }),
  output: ReminderSettingSchema,
});

export const reminderDelete = defineCall({
  path: 'reminder/delete',
  method: 'delete',
  auth: 'optional',
  summary:
    "Turns deadline reminders off with a reminder mail's stop link token, without signing in. Always answers off, whether they were on or the token is unknown: the link tells nothing about the account.",
  input: z.strictObject({ token: MailLinkTokenSchema }),
  output: ReminderSettingSchema,
});

export const REMINDER_CALLS = {
  'reminder/read': reminderRead,
  'reminder/update': reminderUpdate,
  'reminder/delete': reminderDelete,
} as const;
