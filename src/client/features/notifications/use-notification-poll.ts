import { useEffect } from 'react';

/** How often the bell asks for new notifications while the page is in view (issue 12). */
export const NOTIFICATION_POLL_MS = 60_000;
/** Coming back to the page asks at once, unless it asked this recently. */
export const NOTIFICATION_WAKE_GAP_MS = 10_000;

/**
 * Keeps the bell's count current without a reload (a reply arrives while the reader is on a page):
 * `refresh` every minute while the page is visible, and when the reader comes back to it (the tab
 * shown again, the window focused). One request at a time: a tick while one is on its way, or
 * while the page is hidden, asks nothing.
 */
export function useNotificationPoll(refresh: () => Promise<unknown>): void {
  useEffect(() => {
    let isAsking = false;
    // The notifications came with the user a moment ago.
    let askedAt = Date.now();
    const ask = () => {
      if (isAsking || document.visibilityState !== 'visible') return;
      isAsking = true;
      askedAt = Date.now();
      refresh()
        .catch(() => undefined)
        .finally(() => {
          isAsking = false;
        });
    };
    const onWake = () => {
      if (Date.now() - askedAt >= NOTIFICATION_WAKE_GAP_MS) ask();
    };
    const timer = window.setInterval(ask, NOTIFICATION_POLL_MS);
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, [refresh]);
}
