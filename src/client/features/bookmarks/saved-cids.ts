import { queryKey } from '../../lib/query/query-cache.js';

/**
 * The signed-in user's saved cids in the data layer (decision 016): one `read_cids` answer per
 * session under this key, changed in place by every bookmark made or removed, so each card shows
 * its saved state without a call of its own. No data: nobody's (a visitor, or not read yet).
 */
export const SAVED_CIDS_KEY = queryKey('bookmark/read#read_cids', {});

export interface SavedCids {
  cids: string[];
}

export function isSavedIn(saved: SavedCids | undefined, cid: string): boolean {
  return !!saved?.cids.includes(cid);
}

/**
 * The saved cids with `cids` taken out, or added in front as saved in that order (the last one
 * the newest, first in the answer's newest-first order).
 */
export function withSaved(
  saved: SavedCids | undefined,
  cids: readonly string[],
  isSaved: boolean,
): SavedCids {
  const changed = new Set(cids);
  const others = (saved?.cids ?? []).filter((cid) => !changed.has(cid));
  return { cids: isSaved ? [...[...cids].reverse(), ...others] : others };
}
