import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_RESTORE_DELAY_MS } from '../../shared/constants.js';

/** Scroll positions of visited history entries, by React Router's location key. */
const positions = new Map<string, number>();

function scrollToHash(hash: string) {
  const id = decodeURIComponent(hash.slice(1));
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

/**
 * The one place scrolling is decided (spec §2): back/forward restores the position the entry had,
 * a hash scrolls to its target, a link to the page you are on goes to the top, a new page starts at
 * the top, and a refresh starts fresh. Restoring and hash jumps wait 200 ms so content can render.
 */
export function useScrollHandling(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; path: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const path = location.pathname + location.search;
    const isFirstRender = previous.current === null;
    const isSamePage = previous.current?.path === path;
    previous.current = { key: location.key, path };

    let timer: number | undefined;
    if (location.hash) {
      timer = window.setTimeout(() => scrollToHash(location.hash), SCROLL_RESTORE_DELAY_MS);
    } else if (navigationType === 'POP' && !isFirstRender) {
      const saved = positions.get(location.key) ?? 0;
      timer = window.setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS);
    } else if (isSamePage && !isFirstRender) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } else {
      window.scrollTo(0, 0);
    }
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
