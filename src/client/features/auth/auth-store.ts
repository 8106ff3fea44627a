import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '../../../shared/contract/index.js';
import { COOKIE_MAX_AGE_SECONDS, SIGNED_FLAG_COOKIE } from '../../../shared/constants.js';
import { accessTokenStore } from '../../lib/access-token.js';
import { isSecureCookieEnv } from '../../lib/app-env.js';
import { readCookie, removeCookie, writeCookie } from '../../lib/cookies.js';
import { createAuthStore, INITIAL_AUTH_STATE, type AuthState } from './auth-state.js';
import { safeReturnTo } from './return-path.js';

/**
 * The API client is loaded when first needed: a visitor without the flag never calls it, and
 * every page's first JavaScript stays smaller (product §15 budget).
 */
const loadApi = () => import('../../lib/api.js').then((module) => module.api);

/** The app's one auth state (product §4), on the real cookie, token store and API. */
export const authStore = createAuthStore({
  tokens: accessTokenStore,
  flag: {
    isSet: () => readCookie(SIGNED_FLAG_COOKIE) !== undefined,
    set: () => writeCookie(SIGNED_FLAG_COOKIE, '1', COOKIE_MAX_AGE_SECONDS, isSecureCookieEnv()),
    remove: () => removeCookie(SIGNED_FLAG_COOKIE),
  },
  calls: { readUser: async () => (await loadApi()).call('user/read', {}) },
});

/**
 * The auth state in a component. The server renders, and hydration starts, as a visitor whose
 * auth is not yet checked; the browser then moves on from there.
 */
export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, () => INITIAL_AUTH_STATE);
}

/** Runs the start-up check of product §4 once per page (every caller shares the one check). */
export function useAuthCheck(): void {
  useEffect(() => {
    void authStore.checkAuth();
  }, []);
}

/**
 * Sign-out (product §7 `user/delete` with `sign_out`): the state clears even if the call fails.
 * `goOn` (leaving a guarded page) runs in the same moment, so the guard never asks meanwhile.
 */
export async function signOut(goOn: () => void): Promise<void> {
  try {
    await (await loadApi()).call('user/delete#sign_out', {});
  } catch {
    // Swallowed (product §8): the user asked to leave, and the page forgets the session either way.
  }
  goOn();
  authStore.signedOut();
}

/** Deletes the account (product §7 `user/delete`), then as sign-out; a failure is the caller's to show. */
export async function deleteAccount(goOn: () => void): Promise<void> {
  await (await loadApi()).call('user/delete', {});
  goOn();
  authStore.signedOut();
}

/** Where a signed-in user goes: profile setup first while the profile is incomplete. */
export function destinationFor(user: User, next: string): string {
  if (user.is_profile_complete) return next;
  return next === '/' ? '/profile-setup/' : `/profile-setup/?next=${encodeURIComponent(next)}`;
}

/** `next` from the address: a path on this site only (never another origin), else home. */
export function safeNext(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get('next'));
}
