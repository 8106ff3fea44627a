/**
 * The bookmark a visitor pressed before signing in (issue 12): kept while they sign in, then made
 * once they are back on the page where they pressed it (decision 016).
 *
 * It lives in session storage under a key of its own, outside the `hyetaek:` page state that is
 * cleared whenever the page is hidden (lib/session-state.ts): a social sign-in leaves for the
 * provider's site and comes back in the same tab, and the bookmark must survive that trip. A
 * link cannot make it (unlike a query parameter): only this tab's own press writes it.
 */

export interface PendingBookmark {
  cid: string;
  /** The path (and query) where it was pressed, where the sign-in returns to. */
  returnTo: string;
  /** When it was pressed (ms since the epoch). */
  at: number;
}

/** A sign-in abandoned for longer than this forgets the bookmark. */
export const PENDING_BOOKMARK_MS = 30 * 60 * 1000;

export const PENDING_BOOKMARK_KEY = 'hyetaek-pending-bookmark';

export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPendingBookmark(value: unknown): value is PendingBookmark {
  const v = value as Partial<PendingBookmark> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.cid === 'string' &&
    v.cid !== '' &&
    typeof v.returnTo === 'string' &&
    v.returnTo.startsWith('/') &&
    typeof v.at === 'number'
  );
}

/** The path of a `returnTo` (its query may be written differently on the way back). */
const pathOf = (returnTo: string) => returnTo.split(/[?#]/)[0]!;

/**
 * What to do with what is stored, on the page at `pathname` at `now`: `make` the bookmark (and
 * forget it: made once), forget something broken or too old, or keep it for the page it belongs
 * to (the sign-in may still be on its way there: the profile setup comes first for a new account).
 */
export function settlePending(
  stored: string | null,
  here: { pathname: string; now: number },
): { make?: string; keep: boolean } {
  if (stored === null) return { keep: false };
  let pending: unknown;
  try {
    pending = JSON.parse(stored);
  } catch {
    return { keep: false };
  }
  if (!isPendingBookmark(pending)) return { keep: false };
  const age = here.now - pending.at;
  if (age < 0 || age > PENDING_BOOKMARK_MS) return { keep: false };
  if (pathOf(pending.returnTo) !== here.pathname) return { keep: true };
  return { make: pending.cid, keep: false };
}

/** Keeps the pressed bookmark for the way back from signing in (the latest press wins). */
export function rememberPendingBookmark(
  storage: PendingStorage | undefined,
  pending: PendingBookmark,
): void {
  try {
    storage?.setItem(PENDING_BOOKMARK_KEY, JSON.stringify(pending));
  } catch {
    // Storage off or full: the visitor presses the bookmark again after signing in.
  }
}

/** The cid to bookmark now on `pathname`, if one is pending here; it is forgotten as it is taken. */
export function takePendingBookmark(
  storage: PendingStorage | undefined,
  here: { pathname: string; now: number },
): string | undefined {
  if (!storage) return undefined;
  try {
    const decision = settlePending(storage.getItem(PENDING_BOOKMARK_KEY), here);
    if (!decision.keep) storage.removeItem(PENDING_BOOKMARK_KEY);
    return decision.make;
  } catch {
    return undefined;
  }
}

/** This tab's session storage, or nothing where it is off (private modes, the server). */
export function sessionStore(): PendingStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
