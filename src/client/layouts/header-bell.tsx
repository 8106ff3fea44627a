import { useAuthState } from '../features/auth/auth-store.js';
import { deleteNotifications, openNotifications } from '../features/auth/notification-actions.js';
import { NotificationBell } from '../features/notifications/notification-bell.js';

/**
 * The bell on the auth state's notifications (loaded only for signed-in users: visitors never
 * need its code).
 */
export default function HeaderBell() {
  const { notifications, unreadCount } = useAuthState();
  return (
    <NotificationBell
      notifications={notifications}
      unreadCount={unreadCount}
      onOpen={() => void openNotifications()}
      onDelete={(ids) => void deleteNotifications(ids)}
    />
  );
}
