import { useSyncExternalStore } from 'react';
import { formatRelativeTime } from '../../../shared/relative-time.js';
import { useTranslation } from '../../i18n/index.js';

/**
 * "방금 전", "5분 전", "2일 전" or a date (product §9), for content the server renders too (comments,
 * reviews). The server writes the time as of its render; the browser hydrates over it without
 * comparing (its clock has moved on: a mismatch would be reported as an error), then shows its own
 * time at once and again every minute while something on the page shows one.
 */
const MINUTE_MS = 60_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  now = Date.now();
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((notify) => notify());
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The server's render reads its own clock (to the minute, so one render reads one time); the
 * browser's hydration reads null: the server's text stays until the first update.
 */
const serverNow = () =>
  typeof window === 'undefined' ? Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS : null;

export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const { t, locale } = useTranslation();
  const current = useSyncExternalStore(subscribe, () => now, serverNow);
  // While hydrating, any text will do (it is not compared); the ISO date keeps it short.
  const label =
    current === null ? iso : formatRelativeTime(new Date(iso), new Date(current), locale, t);
  return (
    <time className={className} dateTime={iso} suppressHydrationWarning>
      {label}
    </time>
  );
}
