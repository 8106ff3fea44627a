import { useEffect, useRef, useState } from 'react';
import { SCROLL_RESTORE_DELAY_MS } from '../../../shared/constants.js';

/** How far below the screen the next page starts loading, so scrolling rarely has to wait. */
const LOOKAHEAD_PX = 800;

/**
 * Calls `onReach` when the returned element comes near the screen while `isEnabled`. After a
 * restored list (Back), it waits until the scroll position is back (product §2, 200 ms), so the
 * moment between two positions never loads a page nobody asked for.
 */
export function useInfiniteScroll(
  onReach: () => void,
  isEnabled: boolean,
  { waitForScrollRestore = false }: { waitForScrollRestore?: boolean } = {},
) {
  const ref = useRef<HTMLDivElement>(null);
  const [isArmed, setIsArmed] = useState(!waitForScrollRestore);

  useEffect(() => {
    if (isArmed) return;
    const timer = window.setTimeout(() => setIsArmed(true), SCROLL_RESTORE_DELAY_MS + 150);
    return () => window.clearTimeout(timer);
  }, [isArmed]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled || !isArmed || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports at once whether the element is already near, so a short page keeps
    // loading until it fills the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      { rootMargin: `0px 0px ${LOOKAHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onReach, isEnabled, isArmed]);

  return ref;
}
