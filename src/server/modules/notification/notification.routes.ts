import {
  notificationDelete,
  notificationRead,
  notificationUpdate,
} from '../../../shared/contract/notification.js';
import type { CallRegistry } from '../../http/api.js';
import type { NotificationService } from './notification.service.js';

/** `notification/read`, `notification/update` (mark read), `notification/delete`. */
export function registerNotificationCalls(
  registry: CallRegistry,
  service: NotificationService,
): void {
  registry.add(notificationRead, (_input, context) => service.read(context.actor, context.locale));
  registry.add(notificationUpdate, (input, context) => service.markRead(context.actor, input.ids));
  registry.add(notificationDelete, (input, context) => service.delete(context.actor, input.ids));
}
