import { api } from '../../lib/api.js';
import { authStore } from './auth-store.js';

/**
 * What the bell does with the notifications of the auth state (spec §4): each change shows at
 * once and is then sent; when the server disagrees (a failed call), its list is read again.
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

export async function markNotificationsRead(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  localChanges += 1;
  authStore.markRead(ids, new Date().toISOString());
  await api.call('notification/update', { ids }).catch(reloadNotifications);
}

export async function deleteNotifications(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  localChanges += 1;
  authStore.removeNotifications(ids);
  await api.call('notification/delete', { ids }).catch(reloadNotifications);
}
