import type { Notification } from '../../../shared/contract/index.js';
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

/** The newest list from the server (the bell's poll, opening its panel, after a refused change). */
export function reloadNotifications(): Promise<void> {
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
 * A change to some notifications shown at once, then sent (the data layer's optimistic mutation):
 * when the server refuses it, those notifications come back as they were, and the list is read
 * again. Only this change is undone: another made meanwhile (a delete while a mark-read was on its
 * way) stays.
 */
function changeNotifications(
  change: NotificationChange,
  send: () => Promise<unknown>,
): Promise<boolean> {
  localChanges += 1;
  return runOptimistic({
    apply() {
      const before = authStore.getState().notifications;
      if (change.kind === 'read') authStore.markRead(change.ids, new Date().toISOString());
      else authStore.removeNotifications(change.ids);
      return () =>
        authStore.setNotifications(undoOf(change, before, authStore.getState().notifications));
    },
    send,
    reconcile: reloadNotifications,
  });
}

export interface NotificationChange {
  kind: 'read' | 'delete';
  ids: readonly number[];
}

/**
 * The list `shown` now, with the changed notifications as they were in `before`: one this delete
 * removed comes back; one marked read here but deleted by another change since stays away.
 */
export function undoOf(
  change: NotificationChange,
  before: readonly Notification[],
  shown: readonly Notification[],
): Notification[] {
  const changed = new Set(change.ids);
  const now = new Map(shown.map((item) => [item.id, item]));
  const wasHere = new Set(before.map((item) => item.id));
  const arrivedSince = [...now.values()].filter((item) => !wasHere.has(item.id));
  const undone = before.flatMap((item) => {
    const current = now.get(item.id);
    if (!changed.has(item.id)) return current ? [current] : [];
    return current || change.kind === 'delete' ? [item] : [];
  });
  return [...arrivedSince, ...undone];
}

export async function markNotificationsRead(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await changeNotifications({ kind: 'read', ids }, () => api.call('notification/update', { ids }));
}

export async function deleteNotifications(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await changeNotifications({ kind: 'delete', ids }, () =>
    api.call('notification/delete', { ids }),
  );
}
