import { lazy, Suspense, type ReactNode } from 'react';
import { bookmarksCopy } from '../../i18n/areas/bookmarks.js';
import { loadCopyArea, t, useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { runOptimistic, type QueryCache } from '../../lib/query/query-cache.js';
import { useLocation } from '../../lib/router.js';
import { authStore } from '../auth/auth-store.js';
import { rememberPendingBookmark, sessionStore, takePendingBookmark } from './pending-bookmark.js';
import { isSavedIn, SAVED_CIDS_KEY, withSaved, type SavedCids } from './saved-cids.js';
import { showToast } from './toast.js';

/**
 * What a bookmark press does (loaded on the first press, or once someone signed in sees a card):
 * keeps the signed-in user's saved cids in the data layer, read once per session (decision 016);
 * makes or removes a bookmark optimistically, rolled back with a message when the server refuses;
 * asks a visitor to sign in, and makes their bookmark once they are back.
 */

const loadSavedCids = (signal: AbortSignal) => api.call('bookmark/read#read_cids', {}, { signal });

/** Whose saved cids the cache holds: undefined until first looked at, null for nobody. */
let shownFor: string | null | undefined;
let isFollowing = false;

/**
 * Shows the saved state on every card: the signed-in user's cids, read once, and read again only
 * for someone else signing in; nobody's once they sign out. Also makes a bookmark pressed before
 * signing in, back on the page where it was pressed.
 */
export async function showSavedState(cache: QueryCache): Promise<void> {
  if (!isFollowing) {
    isFollowing = true;
    authStore.subscribe(() => follow(cache));
  }
  await authStore.checkAuth();
  follow(cache);
}

function follow(cache: QueryCache): void {
  const { user, isCheckedAuth } = authStore.getState();
  if (!isCheckedAuth) return;
  const userId = user?.id ?? null;
  const isSomeoneElse = shownFor !== undefined && userId !== shownFor;
  shownFor = userId;
  if (isSomeoneElse) cache.setData<SavedCids | undefined>(SAVED_CIDS_KEY, undefined, 'local');
  if (userId === null) return;
  if (isSomeoneElse) void cache.refetch(SAVED_CIDS_KEY, loadSavedCids);
  else void cache.ensure(SAVED_CIDS_KEY, loadSavedCids, { freshMs: Infinity });
  makePendingBookmark(cache);
}

function makePendingBookmark(cache: QueryCache): void {
  const cid = takePendingBookmark(sessionStore(), {
    pathname: window.location.pathname,
    now: Date.now(),
  });
  if (!cid) return;
  void changeBookmarks(cache, { cids: [cid], isSaved: true }).then((isDone) =>
    announce(isDone ? 'bookmarks.savedAfterSignIn' : 'bookmarks.saveFailed'),
  );
}

/** One cid's writes go out one after another, so the server ends where the last press left it. */
const inFlight = new Map<string, Promise<unknown>>();

function inTurn(cid: string, send: () => Promise<unknown>): Promise<unknown> {
  const next = (inFlight.get(cid) ?? Promise.resolve()).catch(() => undefined).then(send);
  inFlight.set(cid, next);
  const forget = () => {
    if (inFlight.get(cid) === next) inFlight.delete(cid);
  };
  next.then(forget, forget);
  return next;
}

export interface BookmarksChange {
  cids: readonly string[];
  /** Saved (made) or not (removed). */
  isSaved: boolean;
  /** The same change on the screen's own data (the bookmark page's list); returns its undo. */
  applyOnScreen?(): () => void;
}

/**
 * Makes or removes bookmarks through the data layer (`runOptimistic`): the saved cids change at
 * once, then the server is told; a refusal undoes the change and reads the saved cids again.
 * Resolves with whether the server took it.
 */
export async function changeBookmarks(
  cache: QueryCache,
  change: BookmarksChange,
): Promise<boolean> {
  const { cids, isSaved } = change;
  // A read still on its way is dropped by this newer write: read again once the write is done.
  const isKnown = cache.snapshot<SavedCids>(SAVED_CIDS_KEY).data !== undefined;
  // One create per cid, one after another (the last is the newest saved), or one delete of all.
  const send = async () => {
    if (!isSaved)
      return inTurn(cids.join(' '), () => api.call('bookmark/delete', { cids: [...cids] }));
    for (const cid of cids) await inTurn(cid, () => api.call('bookmark/create', { cid }));
  };
  const isDone = await runOptimistic({
    apply() {
      const setSaved = (value: boolean) =>
        cache.setData(
          SAVED_CIDS_KEY,
          withSaved(cache.snapshot<SavedCids>(SAVED_CIDS_KEY).data, cids, value),
          'local',
        );
      setSaved(isSaved);
      const undoOnScreen = change.applyOnScreen?.();
      return () => {
        setSaved(!isSaved);
        undoOnScreen?.();
      };
    },
    send,
    reconcile: () => cache.refetch(SAVED_CIDS_KEY, loadSavedCids),
  });
  if (isDone && !isKnown) void cache.refetch(SAVED_CIDS_KEY, loadSavedCids);
  return isDone;
}

/**
 * A press of a card's or the bottom bar's toggle: saves or removes the item for a signed-in user
 * (a failure is told in a message), or answers `sign_in` for a visitor (the toggle asks).
 */
export async function toggleBookmark(cache: QueryCache, cid: string): Promise<'done' | 'sign_in'> {
  await authStore.checkAuth();
  if (!authStore.getState().user) {
    await loadCopyArea(bookmarksCopy).catch(() => undefined);
    return 'sign_in';
  }
  void showSavedState(cache);
  const isSaved = !isSavedIn(cache.snapshot<SavedCids>(SAVED_CIDS_KEY).data, cid);
  if (!(await changeBookmarks(cache, { cids: [cid], isSaved }))) {
    await announce(isSaved ? 'bookmarks.saveFailed' : 'bookmarks.removeFailed');
  }
  return 'done';
}

async function announce(key: string): Promise<void> {
  await loadCopyArea(bookmarksCopy).catch(() => undefined);
  showToast(t(key));
}

// The question's dialog comes with the guarded screens' code, when a visitor first presses.
const SignInQuestion = lazy(async () => ({
  default: (await import('../auth/sign-in-guard.js')).SignInQuestion,
}));

/**
 * "Need to sign in" for a visitor's press (the guarded screens' question): Sign in keeps the
 * bookmark for the way back (pending-bookmark.ts), Cancel closes it and the visitor stays.
 */
function BookmarkSignInQuestion({ cid, onClose }: { cid: string; onClose(): void }) {
  const { t: translate } = useTranslation();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return (
    <Suspense fallback={null}>
      <SignInQuestion
        body={translate('bookmarks.signInBody')}
        returnTo={returnTo}
        onCancel={onClose}
        beforeSignIn={() =>
          rememberPendingBookmark(sessionStore(), { cid, returnTo, at: Date.now() })
        }
      />
    </Suspense>
  );
}

/** The question a visitor's press opens, for the toggle to render beside its button. */
export function signInQuestion(cid: string, onClose: () => void): ReactNode {
  return <BookmarkSignInQuestion cid={cid} onClose={onClose} />;
}
