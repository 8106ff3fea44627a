import { useAuthState } from '../features/auth/auth-store.js';
import {
  deleteNotifications,
  openNotifications,
  reloadNotifications,
} from '../features/auth/notification-actions.js';
import { NotificationBell } from '../features/notifications/notification-bell.js';
import { useNotificationPoll } from '../features/notifications/use-notification-poll.js';

/**
 * The bell on the auth state's notifications (loaded only for signed-in users: visitors never
 * need its code), kept current by a poll while the page is in view.
 */
export default function HeaderBell() {
  const { notifications, unreadCount } = useAuthState();
  useNotificationPoll(reloadNotifications);
  return (
    <NotificationBell
      notifications={notifications}
      unreadCount={unreadCount}
      onOpen={() => void openNotifications()}
      onDelete={(ids) => void deleteNotifications(ids)}
    />
  );
}
