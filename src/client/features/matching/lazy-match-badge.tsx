import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CardEligibility } from '../../../shared/contract/catalogue.js';
import { SIGNED_FLAG_COOKIE } from '../../../shared/constants.js';
import { loadCopyArea } from '../../i18n/index.js';
import { readCookie } from '../../lib/cookies.js';

// The badge, the engine and the user's answer load with the badge's chunk, for signed-in users only.
const MatchBadge = lazy(() =>
  import('./match-badge.js').then(async (module) => {
    await Promise.all(module.copyAreas.map(loadCopyArea));
    return module;
  }),
);

// The signed-in flag as home's slot reads it (after-hydration.ts), written again here: shared, it
// would be a chunk of its own, one more file for every list's first JavaScript to name.
const hasFlag = () => readCookie(SIGNED_FLAG_COOKIE) !== undefined;
const noChanges = () => () => undefined;

/**
 * A policy card's match badge (a part of the card's lazy corner): the server renders nothing (it
 * does not know who reads), nor does the browser without the signed-in flag; with it, the badge's
 * code comes, and judges the card once the auth check knows the user.
 */
export function LazyMatchBadge({ eligibility }: { eligibility: CardEligibility }) {
  if (!useSyncExternalStore(noChanges, hasFlag, () => false)) return null;
  return (
    <Suspense fallback={null}>
      <MatchBadge eligibility={eligibility} />
    </Suspense>
  );
}
