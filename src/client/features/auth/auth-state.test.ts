import { describe, expect, it } from 'vitest';
import type { Notification, SignedInAnswer, User } from '../../../shared/contract/index.js';
import { createAuthStore, unreadCountText, type AuthCalls } from './auth-state.js';

const USER: User = {
  id: 'u1',
  email: 'minji@example.com',
  name: '김민지',
  nickname: null,
  is_profile_complete: false,
  profile: null,
  providers: ['email'],
};

function notification(id: number, isRead = false): Notification {
  return {
    id,
    type: 'comment_reply',
    read_datetime: isRead ? '2026-11-20T10:00:00.000Z' : null,
    created_at: '2026-11-20T09:00:00.000Z',
    message: '민지님이 내 댓글에 답글을 달았어요.',
    link: null,
  };
}

const ANSWER: SignedInAnswer = {
  user: USER,
  access_token: 'token-1',
  notifications: [notification(2), notification(1, true)],
};

/** The store on an in-memory token, flag and API, recording what it did. */
function setup(options: { flag?: boolean; readUser?: AuthCalls['readUser'] } = {}) {
  // The start-up check's waits between tries, shortened: what matters is that it tries again.
  const retryDelaysMs = [0, 0];
  let token: string | null = null;
  const tokenListeners = new Set<() => void>();
  const world = { isFlagSet: options.flag ?? false, reads: 0 };
  const tokens = {
    get: () => token,
    set(value: string) {
      token = value;
      tokenListeners.forEach((listener) => listener());
    },
    clear() {
      token = null;
      tokenListeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
  };
  const store = createAuthStore({
    retryDelaysMs,
    tokens,
    flag: {
      isSet: () => world.isFlagSet,
      set: () => void (world.isFlagSet = true),
      remove: () => void (world.isFlagSet = false),
    },
    calls: {
      readUser: () => {
        world.reads += 1;
        return (options.readUser ?? (() => Promise.reject(new Error('no user'))))();
      },
    },
  });
  return { store, world, tokens, token: () => token };
}

describe('unread count text (product §4)', () => {
  it('counts notifications without read_datetime, and caps the text at "8+"', () => {
    expect(unreadCountText([])).toBe('0');
    expect(unreadCountText([notification(1), notification(2, true)])).toBe('1');
    const many = (n: number) => Array.from({ length: n }, (_, i) => notification(i + 1));
    expect(unreadCountText(many(8))).toBe('8');
    expect(unreadCountText(many(9))).toBe('8+');
    expect(unreadCountText(many(30))).toBe('8+');
  });
});

describe('auth state transitions (product §4)', () => {
  it('starts unknown: nobody signed in and auth not yet checked', () => {
    const { store } = setup();
    expect(store.getState()).toEqual({
      user: null,
      accessToken: null,
      notifications: [],
      unreadCount: '0',
      needSignIn: false,
      isCheckedAuth: false,
      authDialog: null,
    });
  });

  it('sign-in success stores user, token and notifications, sets the flag and marks auth checked', () => {
    const { store, world, token } = setup();
    store.askToSignIn('/survey/');
    store.signedIn(ANSWER);
    expect(store.getState()).toMatchObject({
      user: USER,
      accessToken: 'token-1',
      notifications: ANSWER.notifications,
      unreadCount: '1',
      isCheckedAuth: true,
      needSignIn: false,
      authDialog: null,
    });
    expect(token()).toBe('token-1');
    expect(world.isFlagSet).toBe(true);
  });

  it('a failed sign-in removes the flag and still marks auth checked', () => {
    const { store, world } = setup({ flag: true });
    store.signInFailed();
    expect(world.isFlagSet).toBe(false);
    expect(store.getState()).toMatchObject({ user: null, isCheckedAuth: true });
  });

  it('sign-out clears user, token, notifications and count, and removes the flag', () => {
    const { store, world, token } = setup();
    store.signedIn(ANSWER);
    store.signedOut();
    expect(store.getState()).toMatchObject({
      user: null,
      accessToken: null,
      notifications: [],
      unreadCount: '0',
      isCheckedAuth: true,
    });
    expect(token()).toBeNull();
    expect(world.isFlagSet).toBe(false);
  });

  it('mirrors a token the api-client refreshed on its own', () => {
    const { store, tokens } = setup();
    store.signedIn(ANSWER);
    // What the api-client does with the access_token of a token_expired answer.
    tokens.set('token-2');
    expect(store.getState().accessToken).toBe('token-2');
    expect(store.getState().user).toEqual(USER);
  });

  it('marks notifications read and removes them, keeping the count in step', () => {
    const { store } = setup();
    store.signedIn({
      ...ANSWER,
      notifications: [notification(3), notification(2), notification(1)],
    });
    expect(store.getState().unreadCount).toBe('3');
    store.markRead([3, 2], '2026-11-22T00:00:00.000Z');
    expect(store.getState().unreadCount).toBe('1');
    expect(store.getState().notifications[0]!.read_datetime).toBe('2026-11-22T00:00:00.000Z');
    // Already read ones keep their first read time.
    store.markRead([3], '2026-11-23T00:00:00.000Z');
    expect(store.getState().notifications[0]!.read_datetime).toBe('2026-11-22T00:00:00.000Z');
    store.removeNotifications([1]);
    expect(store.getState().notifications.map((item) => item.id)).toEqual([3, 2]);
    expect(store.getState().unreadCount).toBe('0');
  });

  it('the sign-in question opens with its way back and closes again', () => {
    const { store } = setup();
    store.askToSignIn('/account/profile/');
    expect(store.getState()).toMatchObject({
      needSignIn: true,
      authDialog: { kind: 'need_sign_in', returnTo: '/account/profile/' },
    });
    store.closeAuthDialog();
    expect(store.getState()).toMatchObject({ needSignIn: false, authDialog: null });
  });
});

describe('the start-up check', () => {
  it('without the flag marks auth checked at once and asks the server nothing', async () => {
    const { store, world } = setup({ flag: false });
    await store.checkAuth();
    expect(world.reads).toBe(0);
    expect(store.getState()).toMatchObject({ user: null, isCheckedAuth: true });
  });

  it('with the flag reads the user once (however often it is asked) and fills the state', async () => {
    // eslint-disable-next-line prefer-const -- assigned after the closure that reads it is made
    let setup_: ReturnType<typeof setup>;
    const readUser = async () => {
      // The api-client stored a fresh token from the token_expired answer before retrying.
      setup_.tokens.set('refreshed');
      return { user: { ...USER, nickname: '민지' }, notifications: [notification(5)] };
    };
    setup_ = setup({ flag: true, readUser });
    const { store, world } = setup_;
    await Promise.all([store.checkAuth(), store.checkAuth()]);
    expect(world.reads).toBe(1);
    expect(store.getState()).toMatchObject({
      user: { nickname: '민지' },
      accessToken: 'refreshed',
      unreadCount: '1',
      isCheckedAuth: true,
    });
    expect(world.isFlagSet).toBe(true);
  });

  it('a profile read the server refuses removes the flag, stays silent and marks auth checked', async () => {
    const refused = Object.assign(new Error('로그인이 필요해요.'), { status: 401 });
    const { store, world } = setup({ flag: true, readUser: () => Promise.reject(refused) });
    await expect(store.checkAuth()).resolves.toBeUndefined();
    expect(world.isFlagSet).toBe(false);
    expect(store.getState()).toMatchObject({ user: null, accessToken: null, isCheckedAuth: true });
  });

  it.each([
    ['no answer (offline)', Object.assign(new Error('network'), { status: 0 })],
    ['a read cancelled by leaving the page', new DOMException('aborted', 'AbortError')],
    ['a server fault', Object.assign(new Error('unavailable'), { status: 503 })],
    ['the server asking for time', Object.assign(new Error('slow down'), { status: 429 })],
    [
      "a proxy's page, not the service's answer",
      Object.assign(new Error('ALERT'), { status: 404, code: 'internal_error' }),
    ],
  ])('%s shows the page signed out but keeps the flag for the next page', async (_, error) => {
    const { store, world } = setup({ flag: true, readUser: () => Promise.reject(error) });
    await store.checkAuth();
    expect(store.getState()).toMatchObject({ user: null, isCheckedAuth: true });
    expect(world.isFlagSet).toBe(true);
  });

  it.each([
    // Twice a 503 with Retry-After.
    ['a server busy for a moment', Object.assign(new Error('unavailable'), { status: 503 }), 2],
    // A slow device: the api-client's one retry reached the server after the token it got had
    // expired, and came back token_expired with another (stored for the next try).
    [
      'a retry later than its new token',
      Object.assign(new Error('expired'), { status: 401, code: 'token_expired' }),
      1,
    ],
  ])('%s is asked again, and the reader stays signed in', async (_, error, failures) => {
    let tries = 0;
    const { store, world } = setup({
      flag: true,
      readUser: async () => {
        tries += 1;
        if (tries <= failures) throw error;
        return { user: USER, notifications: [] };
      },
    });
    await store.checkAuth();
    expect(world.reads).toBe(failures + 1);
    expect(store.getState()).toMatchObject({ user: { id: USER.id }, isCheckedAuth: true });
    expect(world.isFlagSet).toBe(true);
  });

  it('a refused session or a page being left is not asked again', async () => {
    for (const error of [
      Object.assign(new Error('로그인이 필요해요.'), { status: 401 }),
      new DOMException('aborted', 'AbortError'),
    ]) {
      const { store, world } = setup({ flag: true, readUser: () => Promise.reject(error) });
      await store.checkAuth();
      expect(world.reads).toBe(1);
    }
  });

  it('a sign-in while the check is under way wins over the older answer', async () => {
    let finishRead: (value: Awaited<ReturnType<AuthCalls['readUser']>>) => void = () => {};
    const { store } = setup({
      flag: true,
      readUser: () => new Promise((resolve) => (finishRead = resolve)),
    });
    const checking = store.checkAuth();
    store.signedIn(ANSWER);
    finishRead({ user: { ...USER, id: 'stale' }, notifications: [] });
    await checking;
    expect(store.getState().user?.id).toBe('u1');
  });
});

describe('refreshing the user for the account page', () => {
  it('takes what the start-up check or a sign-in just read, and reads anew later', async () => {
    const { store, world } = setup({
      flag: true,
      readUser: async () => ({ user: { ...USER, nickname: '새이름' }, notifications: [] }),
    });
    await Promise.all([store.checkAuth(), store.refreshUser()]);
    expect(world.reads).toBe(1);

    const later = Date.now() + 60_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      await store.refreshUser();
      expect(world.reads).toBe(2);
      store.signedIn(ANSWER);
      await store.refreshUser();
      expect(world.reads).toBe(2);
      expect(store.getState().user).toEqual(USER);
    } finally {
      Date.now = realNow;
    }
  });
});
