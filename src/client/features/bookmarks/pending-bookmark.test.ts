import { describe, expect, it } from 'vitest';
import {
  PENDING_BOOKMARK_KEY,
  PENDING_BOOKMARK_MS,
  rememberPendingBookmark,
  settlePending,
  takePendingBookmark,
  type PendingStorage,
} from './pending-bookmark.js';

/** A session storage of our own, as the browser's behaves for these three calls. */
function memoryStorage(): PendingStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const pressed = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ cid: 'policy-rent', returnTo: '/policy-list/?order=views', at: NOW, ...fields });

describe('the bookmark pressed before signing in', () => {
  it('is made back on the page where it was pressed, whatever its query became', () => {
    expect(settlePending(pressed(), { pathname: '/policy-list/', now: NOW + 60_000 })).toEqual({
      make: 'policy-rent',
      keep: false,
    });
  });

  it('waits on other pages (the sign-in page, the profile setup) for the way back', () => {
    for (const pathname of ['/signup/', '/profile-setup/', '/event-list/']) {
      expect(settlePending(pressed(), { pathname, now: NOW + 1000 }), pathname).toEqual({
        keep: true,
      });
    }
  });

  it('is forgotten when too old, from the future, or not ours', () => {
    const late = NOW + PENDING_BOOKMARK_MS + 1;
    expect(settlePending(pressed(), { pathname: '/policy-list/', now: late })).toEqual({
      keep: false,
    });
    expect(settlePending(pressed(), { pathname: '/policy-list/', now: NOW - 1 })).toEqual({
      keep: false,
    });
    for (const stored of [
      '{not json',
      'null',
      '"policy-rent"',
      pressed({ cid: '' }),
      pressed({ cid: 42 }),
      pressed({ returnTo: 'https://evil.example/policy-list/' }),
      pressed({ at: 'yesterday' }),
    ]) {
      expect(settlePending(stored, { pathname: '/policy-list/', now: NOW }), stored).toEqual({
        keep: false,
      });
    }
    expect(settlePending(null, { pathname: '/policy-list/', now: NOW })).toEqual({ keep: false });
  });

  it('is taken once: the second look on the same page finds nothing', () => {
    const storage = memoryStorage();
    rememberPendingBookmark(storage, {
      cid: 'event-fair',
      returnTo: '/event-list/',
      at: NOW,
    });
    const here = { pathname: '/event-list/', now: NOW + 5000 };
    expect(takePendingBookmark(storage, { pathname: '/signup/', now: NOW + 1000 })).toBeUndefined();
    expect(storage.items.has(PENDING_BOOKMARK_KEY)).toBe(true);
    expect(takePendingBookmark(storage, here)).toBe('event-fair');
    expect(takePendingBookmark(storage, here)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('keeps only the latest press, and works without storage', () => {
    const storage = memoryStorage();
    rememberPendingBookmark(storage, { cid: 'a', returnTo: '/', at: NOW });
    rememberPendingBookmark(storage, { cid: 'b', returnTo: '/', at: NOW });
    expect(takePendingBookmark(storage, { pathname: '/', now: NOW })).toBe('b');
    expect(() =>
      rememberPendingBookmark(undefined, { cid: 'a', returnTo: '/', at: NOW }),
    ).not.toThrow();
    expect(takePendingBookmark(undefined, { pathname: '/', now: NOW })).toBeUndefined();
  });
});
