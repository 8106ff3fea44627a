import type { koAccountReminders } from '../ko/account-reminders.js';

/** The account page's switch for deadline reminders (issue 14). */
export const enAccountReminders: typeof koAccountReminders = {
  accountReminders: {
    title: 'Deadline reminders',
    label: 'E-mail me before items I saved close',
    hint: 'We write to your account’s e-mail 7 days and 1 day before the last day, in the language you use now.',
    on: 'Deadline reminders are on.',
    off: 'Deadline reminders are off.',
    failed: 'We could not change the setting. Please try again in a moment.',
    loadFailed: 'We could not load your reminder setting.',
  },
};
