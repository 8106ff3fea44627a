import { api } from '../../lib/api.js';
import { runOptimistic } from '../../lib/query/query-cache.js';
import { authStore } from './auth-store.js';

/**
 * What the bell does with the notifications of the auth state (product §4): each change shows at
 * once and is then sent; when the server disagrees (a failed call), the change is undone and its
 * list read again.
 */

// Counts the changes made here. A list read before a change is older than what the screen
// shows (a delete clicked while the panel's list was still loading): it is dropped, not shown.
let localChanges = 0;

function reloadNotifications(): Promise<void> {
  const changesBefore = localChanges;
  return api.call('notification/read', {}).then(
    ({ notifications }) => {
      if (localChanges === changesBefore) authStore.setNotifications(notifications);
    },
    () => undefined,
  );
}

/** Opening the panel: the newest list, and everything in it is now read. */
export async function openNotifications(): Promise<void> {
  await reloadNotifications();
  const unread = authStore
    .getState()
    .notifications.filter((item) => item.read_datetime === null)
    .map((item) => item.id);
  await markNotificationsRead(unread);
}

/**
 * A change to the list shown at once, then sent (the data layer's optimistic mutation): when
 * the server refuses it, the list as it was comes back and is then read again from the server.
 */
function changeNotifications(change: () => void, send: () => Promise<unknown>): Promise<boolean> {
  localChanges += 1;
  return runOptimistic({
    apply() {
      const before = authStore.getState().notifications;
      change();
      return () => authStore.setNotifications(before);
    },
    send,
    reconcile: reloadNotifications,
  });
}

export async function markNotificationsRead(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await changeNotifications(
    () => authStore.markRead(ids, new Date().toISOString()),
    () => api.call('notification/update', { ids }),
  );
}

export async function deleteNotifications(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await changeNotifications(
    () => authStore.removeNotifications(ids),
    () => api.call('notification/delete', { ids }),
  );
}
