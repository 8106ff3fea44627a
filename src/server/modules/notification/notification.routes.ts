import {
  notificationDelete,
  notificationRead,
  notificationUpdate,
} from '../../../shared/contract/notification.js';
import { signedInUserId as signedInUser, type CallRegistry } from '../../http/api.js';
import type { NotificationService } from './notification.service.js';

/** `notification/read`, `notification/update` (mark read), `notification/delete`. */
export function registerNotificationCalls(
  registry: CallRegistry,
  service: NotificationService,
): void {
  registry.add(notificationRead, (_input, context) =>
    service.read(signedInUser(context), context.locale),
  );
  registry.add(notificationUpdate, (input, context) =>
    service.markRead(signedInUser(context), input.ids),
  );
  registry.add(notificationDelete, (input, context) =>
    service.delete(signedInUser(context), input.ids),
  );
}
