import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/contract/index.js';
import { undoOf } from './notification-actions.js';

const READ_AT = '2026-11-25T10:00:00.000Z';

function notification(id: number, readAt: string | null = null): Notification {
  return {
    id,
    type: 'comment_reply',
    read_datetime: readAt,
    created_at: '2026-11-25T09:00:00.000Z',
    message: `답글 ${id}`,
    link: null,
  };
}

const ids = (list: readonly Notification[]) => list.map((item) => item.id);

describe('undoing one refused change to the bell', () => {
  const before = [notification(3), notification(2), notification(1)];

  it('a refused delete brings its notifications back in their place', () => {
    const shown = [notification(3)];
    expect(ids(undoOf({ kind: 'delete', ids: [2, 1] }, before, shown))).toEqual([3, 2, 1]);
  });

  it('a refused mark-read makes them unread again and keeps a delete made meanwhile', () => {
    // Marked 3 and 2 read (refused later); meanwhile 1 was deleted for good.
    const shown = [notification(3, READ_AT), notification(2, READ_AT)];
    const undone = undoOf({ kind: 'read', ids: [3, 2] }, before, shown);
    expect(ids(undone)).toEqual([3, 2]);
    expect(undone.every((item) => item.read_datetime === null)).toBe(true);
  });

  it('a refused delete keeps what another change did to the others', () => {
    // Deleted 3 (refused later); meanwhile 1 was marked read and 2 deleted.
    const shown = [notification(1, READ_AT)];
    const undone = undoOf({ kind: 'delete', ids: [3] }, before, shown);
    expect(ids(undone)).toEqual([3, 1]);
    expect(undone.find((item) => item.id === 1)?.read_datetime).toBe(READ_AT);
  });

  it('a notification that arrived since stays, first', () => {
    const shown = [notification(4), notification(2), notification(1)];
    expect(ids(undoOf({ kind: 'delete', ids: [3] }, before, shown))).toEqual([4, 3, 2, 1]);
  });

  it('a mark-read of a notification deleted since does not bring it back', () => {
    const shown = [notification(2, READ_AT), notification(1)];
    expect(ids(undoOf({ kind: 'read', ids: [3, 2] }, before, shown))).toEqual([2, 1]);
  });
});
