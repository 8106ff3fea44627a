import type { Notification, SignedInAnswer, User } from '../../../shared/contract/index.js';

/**
 * The auth state of product §4: user, access token, notifications, unread count, needSignIn,
 * isCheckedAuth and authDialog, with the transitions the spec names. The access token itself lives
 * in `lib/access-token.ts` (memory only; the api-client stores refreshed ones there); this state
 * mirrors it. The "signed" flag cookie tells a fresh page that a refresh cookie is worth trying.
 */

/** How long the start-up check's reading of the user counts as fresh (see `refreshUser`). */
const FRESH_READ_MS = 5_000;

/** Unread notifications above this show as "8+" (product §9). */
export const UNREAD_DISPLAY_CAP = 8;

/** The sign-in question of a guarded screen (product §2), with the way back after signing in. */
export interface AuthDialog {
  kind: 'need_sign_in';
  returnTo: string;
}

export interface AuthState {
  user: User | null;
  accessToken: string | null;
  /** Newest first, as the server sends them. */
  notifications: Notification[];
  /** Unread notifications as shown: "0" … "8", then "8+" (product §4). */
  unreadCount: string;
  /** A guarded screen is open without a signed-in user. */
  needSignIn: boolean;
  /** False until the start-up check knows whether someone is signed in (no flash of the guard). */
  isCheckedAuth: boolean;
  authDialog: AuthDialog | null;
}

export interface TokenHolder {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** The JS-readable `hyetaek-signed` cookie (30 days, product §4, product §10). */
export interface SignedFlag {
  isSet(): boolean;
  set(): void;
  remove(): void;
}

/** The calls the store makes (the app's api-client in the browser, a fake in tests). */
export interface AuthCalls {
  readUser(): Promise<{ user: User; notifications: Notification[] }>;
}

export function unreadCountText(notifications: readonly Notification[]): string {
  const unread = notifications.filter((item) => item.read_datetime === null).length;
  return unread > UNREAD_DISPLAY_CAP ? `${UNREAD_DISPLAY_CAP}+` : String(unread);
}

/**
 * Whether a failed read means this browser's session is gone: the server answered and refused it
 * (4xx). No answer (offline, or the visitor leaving the page while the read was under way: the
 * browser cancels it) and server faults say nothing about the session. Removing the flag then
 * would show a signed-in user as signed out on every page after, so it stays and the next page
 * asks again (decision 009, Later).
 */
export function isSessionRefused(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  // 429 is the server asking for time, not an answer about the session; token_expired came with
  // a new token (the session stands), only the retry was later than that token (a slow device);
  // internal_error on a 4xx is a body that was not the service's answer (a proxy's page).
  if (status === 429 || code === 'token_expired' || code === 'internal_error') return false;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Waits before the start-up check asks again after no answer or a server fault: a server busy for
 * a moment (503 with Retry-After) must not show a signed-in reader the page signed out.
 */
export const USER_READ_RETRY_DELAYS_MS = [1_000, 3_000] as const;

function isPageLeaving(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const SIGNED_OUT = {
  user: null,
  accessToken: null,
  notifications: [],
  unreadCount: '0',
} as const satisfies Partial<AuthState>;

/** What the server renders and hydration starts from: nobody known yet, nothing checked. */
export const INITIAL_AUTH_STATE: AuthState = {
  ...SIGNED_OUT,
  needSignIn: false,
  isCheckedAuth: false,
  authDialog: null,
};

export type AuthStore = ReturnType<typeof createAuthStore>;

export function createAuthStore(deps: {
  tokens: TokenHolder;
  flag: SignedFlag;
  calls: AuthCalls;
  retryDelaysMs?: readonly number[];
}) {
  const { tokens, flag, calls, retryDelaysMs = USER_READ_RETRY_DELAYS_MS } = deps;
  let state: AuthState = INITIAL_AUTH_STATE;
  const listeners = new Set<() => void>();
  let check: Promise<void> | undefined;
  // When the user was last read (the start-up check's request, or a sign-in's answer): a screen
  // asking for fresh facts right after takes that instead of a second `user/read`.
  let userReadAt = Number.NEGATIVE_INFINITY;

  function update(change: Partial<AuthState>) {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  }

  // The api-client replaces an expired token on its own (product §4 refresh): keep the mirror true.
  tokens.subscribe(() => {
    if (state.accessToken !== tokens.get()) update({ accessToken: tokens.get() });
  });

  function withNotifications(notifications: Notification[]) {
    return { notifications, unreadCount: unreadCountText(notifications) };
  }

  /** Nobody is signed in on this page; `forget` also removes the flag, for the pages after it. */
  function clearSession({ forget }: { forget: boolean }) {
    tokens.clear();
    if (forget) flag.remove();
    update({ ...SIGNED_OUT, isCheckedAuth: true });
  }

  /** `user/read`, asked again after the delays while no answer comes or the server faults. */
  async function readUserPatiently() {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await calls.readUser();
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || isSessionRefused(error) || isPageLeaving(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
        // A sign-in form answered meanwhile: its answer is the newer one.
        if (state.isCheckedAuth) throw error;
      }
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Sign-in success (e-mail, sign-up or social): user, token and notifications; flag set. */
    signedIn(answer: SignedInAnswer) {
      userReadAt = Date.now();
      tokens.set(answer.access_token);
      flag.set();
      update({
        user: answer.user,
        accessToken: answer.access_token,
        ...withNotifications(answer.notifications),
        isCheckedAuth: true,
        needSignIn: false,
        authDialog: null,
      });
    },

    /** A failed sign-in: the flag goes, and auth counts as checked (product §4). */
    signInFailed() {
      clearSession({ forget: true });
    },

    /** Sign-out and account deletion clear user, token, notifications and count; the flag goes. */
    signedOut() {
      clearSession({ forget: true });
    },

    /**
     * The newest user and notifications, for a screen that shows them (the account page): what
     * the start-up check or a sign-in read in the last few seconds (a fresh load of that screen,
     * or the way there from signing in), else a new `user/read`. Failures are silent (product §8).
     */
    async refreshUser(): Promise<void> {
      if (Date.now() - userReadAt < FRESH_READ_MS) return check;
      userReadAt = Date.now();
      try {
        const { user, notifications } = await calls.readUser();
        if (state.user) update({ user, ...withNotifications(notifications) });
      } catch {
        // The screen shows what the state has.
      }
    },

    /** A saved profile (setup or account page). */
    userChanged(user: User) {
      update({ user });
    },

    setNotifications(notifications: Notification[]) {
      update(withNotifications(notifications));
    },

    /** Marks these read at once; the server is told by the caller. */
    markRead(ids: readonly number[], readAt: string) {
      const wanted = new Set(ids);
      update(
        withNotifications(
          state.notifications.map((item) =>
            wanted.has(item.id) && item.read_datetime === null
              ? { ...item, read_datetime: readAt }
              : item,
          ),
        ),
      );
    },

    removeNotifications(ids: readonly number[]) {
      const gone = new Set(ids);
      update(withNotifications(state.notifications.filter((item) => !gone.has(item.id))));
    },

    /** A guarded screen without a user asks to sign in; a user or a close ends the question. */
    askToSignIn(returnTo: string) {
      update({ needSignIn: true, authDialog: { kind: 'need_sign_in', returnTo } });
    },
    closeAuthDialog() {
      update({ needSignIn: false, authDialog: null });
    },

    /**
     * The start-up check, once per page: without the flag nobody is signed in and no request is
     * made; with it `user/read` (the api-client trades the refresh cookie for a token on the way).
     * A failure is silent (product §8) and shows the page signed out; the flag goes when the server
     * refused the session (product §4), not when no answer came (see `isSessionRefused`).
     */
    checkAuth(): Promise<void> {
      check ??= (async () => {
        if (state.isCheckedAuth) return;
        if (!flag.isSet()) {
          update({ isCheckedAuth: true });
          return;
        }
        userReadAt = Date.now();
        try {
          const { user, notifications } = await readUserPatiently();
          // Signed in elsewhere on the page meanwhile (a sign-in form): that answer is newer.
          if (state.isCheckedAuth) return;
          flag.set();
          update({
            user,
            accessToken: tokens.get(),
            ...withNotifications(notifications),
            isCheckedAuth: true,
            needSignIn: false,
            authDialog: null,
          });
        } catch (error) {
          if (!state.isCheckedAuth) clearSession({ forget: isSessionRefused(error) });
        }
      })();
      return check;
    },
  };
}
