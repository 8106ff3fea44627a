import { koreaToday } from '../../shared/korea-date.js';
import { nextKoreanMidnight } from '../../shared/korea-midnight.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BeforeKoreanMidnightOptions {
  leadMs: number;
  /** Given the Korean day about to begin (`YYYY-MM-DD`). */
  prepare: (day: string) => Promise<void>;
  /** A failed `prepare`; the next day's comes all the same. */
  onError: (error: unknown) => void;
  now?: () => number;
}

/**
 * Runs `prepare` every day `leadMs` before midnight in Korea. Started within the lead, it runs at
 * once for the coming midnight.
 */
export function beforeKoreanMidnight(options: BeforeKoreanMidnightOptions): { stop: () => void } {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const schedule = (midnight: number) => {
    timer = setTimeout(
      () => {
        options
          .prepare(koreaToday(new Date(midnight)))
          .catch(options.onError)
          .finally(() => {
            if (!isStopped) schedule(midnight + DAY_MS);
          });
      },
      Math.max(0, midnight - options.leadMs - now()),
    );
    timer.unref();
  };
  schedule(nextKoreanMidnight(now()));
  return {
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
