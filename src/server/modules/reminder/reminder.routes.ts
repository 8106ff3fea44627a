import { reminderDelete, reminderRead, reminderUpdate } from '../../../shared/contract/reminder.js';
import type { CallRegistry } from '../../http/api.js';
import type { ReminderService } from './reminder.service.js';

/**
 * `reminder/read`, `reminder/update`: a member's deadline reminders, on or off; `reminder/delete`:
 * off by a reminder mail's stop link, for whoever holds it.
 */
export function registerReminderCalls(registry: CallRegistry, service: ReminderService): void {
  registry.add(reminderRead, (_input, context) => service.read(context.actor));
  registry.add(reminderUpdate, (input, context) =>
    service.update(context.actor, input.is_enabled, context.locale),
  );
  registry.add(reminderDelete, ({ token }) => service.stop(token));
}
