import { StopByLinkPage } from '../../features/mail-links/stop-by-link.js';
import { accountRemindersCopy } from '../../i18n/areas/account-reminders.js';
import { api } from '../../lib/api.js';

export const copyAreas = [accountRemindersCopy];

/**
 * Every deadline reminder's stop link opened in a browser (issue 14): one button that turns the
 * reminders off (`reminder/delete` with the link's token), without signing in.
 */
export default function RemindersStop() {
  return (
    <StopByLinkPage
      words={{
        title: 'pages.remindersStop.title',
        body: 'accountReminders.stopBody',
        button: 'accountReminders.stop',
        working: 'accountReminders.stopping',
        done: 'accountReminders.stopped',
        unknown: 'accountReminders.stopInvalid',
        home: 'accountReminders.goHome',
      }}
      stop={(token) => api.call('reminder/delete', { token })}
    />
  );
}
