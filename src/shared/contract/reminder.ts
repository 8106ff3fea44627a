import { z } from 'zod';
import { defineCall } from './define.js';

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

export const REMINDER_CALLS = {
  'reminder/read': reminderRead,
  'reminder/update': reminderUpdate,
} as const;
