import { koAccountReminders } from '../../../shared/i18n/ko/account-reminders.js';
import type { CopyArea } from '../index.js';

/** The account page's switch for deadline reminders (issue 14). */
export const accountRemindersCopy: CopyArea = {
  ko: koAccountReminders,
  en: async () => (await import('../../../shared/i18n/en/account-reminders.js')).enAccountReminders,
};
