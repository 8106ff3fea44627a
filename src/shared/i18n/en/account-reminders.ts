import type { koAccountReminders } from '../ko/account-reminders.js';

/** The account page's switch for deadline reminders (issue 14). */
export const enAccountReminders: typeof koAccountReminders = {
  pages: {
    remindersStop: { title: 'Turn off deadline reminders' },
  },
  accountReminders: {
    title: 'Deadline reminders',
    label: 'E-mail me before items I saved close',
    hint: 'We write to your account’s e-mail 7 days and 1 day before the last day, in the language you use now.',
    on: 'Deadline reminders are on.',
    off: 'Deadline reminders are off.',
    failed: 'We could not change the setting. Please try again in a moment.',
    loadFailed: 'We could not load your reminder setting.',
    stopBody:
      'Press the button and we stop e-mailing you before saved items close. You can turn them on again in your account at any time.',
    stop: 'Turn off reminders',
    stopping: 'Turning them off…',
    stopped: 'Deadline reminders are off. No more reminder mails will come.',
    stopInvalid: 'This link does not work. Please open the link in the mail exactly as it is.',
    goHome: 'Go home',
  },
};
