import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from './router.js';
import { SCROLL_RESTORE_DELAY_MS } from '../../shared/constants.js';

/** Scroll positions of visited history entries, by React Router's location key. */
const positions = new Map<string, number>();

/** How long a hash target may take to appear (its screen or content still loading). */
const HASH_WAIT_MS = 3_000;

function scrollToHashWhenPresent(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const deadline = performance.now() + HASH_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'start' });
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * The one place scrolling is decided (product §2): back/forward restores the position the entry had,
 * a hash scrolls to its target, a link to the page you are on goes to the top, a new page starts at
 * the top, and a refresh starts fresh. Restoring and hash jumps wait 200 ms so content can render.
 */
export function useScrollHandling(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; path: string } | null>(null);
  // Read by the scroll listener: it must switch entries before the new page scrolls to the top,
  // or that scroll would be saved as the position of the page being left.
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const path = location.pathname + location.search;
    const isFirstRender = previous.current === null;
    const isSamePage = previous.current?.path === path;
    previous.current = { key: location.key, path };

    let cancelHashWait: (() => void) | undefined;
    let timer: number | undefined;
    if (location.hash) {
      timer = window.setTimeout(() => {
        cancelHashWait = scrollToHashWhenPresent(location.hash);
      }, SCROLL_RESTORE_DELAY_MS);
    } else if (navigationType === 'POP' && !isFirstRender) {
      const saved = positions.get(location.key) ?? 0;
      timer = window.setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS);
    } else if (isSamePage && !isFirstRender) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } else {
      window.scrollTo(0, 0);
    }
    return () => {
      window.clearTimeout(timer);
      cancelHashWait?.();
    };
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
