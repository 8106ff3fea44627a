import { useSyncExternalStore } from 'react';
import { SIGNED_FLAG_COOKIE } from '../../../shared/constants.js';
import { readCookie } from '../../lib/cookies.js';

/**
 * What the match parts of cards and home know before any of their code loads, without the auth
 * store (which would add to every list's first JavaScript): whether the browser carries the
 * signed-in flag. False on the server and while hydrating, so the markup matches; the real auth
 * state is read by the parts once loaded. Read at render: a sign-in or sign-out re-renders them.
 */
const noChanges = () => () => undefined;
const onServer = () => false;

/** True in a browser that may be signed in (the flag cookie of product §4). */
export function useMaySignedIn(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => readCookie(SIGNED_FLAG_COOKIE) !== undefined,
    onServer,
  );
}
