import { lazy, memo, Suspense, useSyncExternalStore } from 'react';
import type { Eligibility } from '../../../shared/eligibility.js';
import { loadCopyArea } from '../../i18n/index.js';
import styles from './match-panel-slot.module.css';

const MatchPanel = lazy(() =>
  import('./match-panel.js').then(async (module) => {
    await Promise.all(module.copyAreas.map(loadCopyArea));
    return module;
  }),
);

// True once the browser has taken over from the server's markup (false on the server and while
// hydrating). Written here rather than taken from after-hydration.ts: a chunk of its own would
// cost the detail's first JavaScript more than these lines.
const noChanges = () => () => undefined;
const useIsHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * Where a policy detail's "내 조건으로 보기" panel goes (issue 13). What it shows depends on who
 * reads, so the server renders an empty box of the panel's closed height, and the browser loads
 * the panel's code (with the engine) once it has taken over; the panel waits for the auth check
 * in the same box. Nothing below moves, and the
 * page's first JavaScript carries only this (product §15 budget). Memoised on the policy's
 * eligibility, an object of the detail's data.
 */
export const MatchPanelSlot = memo(function MatchPanelSlot({
  eligibility,
}: {
  eligibility: Eligibility;
}) {
  const place = <div className={styles.place} aria-hidden="true" />;
  if (!useIsHydrated()) return place;
  return (
    <Suspense fallback={place}>
      <MatchPanel eligibility={eligibility} />
    </Suspense>
  );
});
