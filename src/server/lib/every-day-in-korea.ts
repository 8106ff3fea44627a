import { koreaToday } from '../../shared/korea-date.js';
import { nextKoreanMidnight } from '../../shared/korea-midnight.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface EveryDayInKoreaOptions {
  /** When, as the time since midnight in Korea: `4 * 60 * 60_000` is 04:00. */
  atMs: number;
  /** Given the Korean day (`YYYY-MM-DD`) it runs on. */
  run: (day: string) => Promise<void>;
  /** A failed run; the next day's comes all the same. */
  onError: (error: unknown) => void;
  now?: () => number;
}

/**
 * Runs a task once a day at a time of the Korean day (Asia/Seoul, UTC+9 all year), wherever the
 * server runs: the next day's lists before midnight, the embedded database's upkeep at night.
 */
export function everyDayInKorea(options: EveryDayInKoreaOptions): { stop: () => void } {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const schedule = (at: number) => {
    timer = setTimeout(
      () => {
        options
          .run(koreaToday(new Date(at)))
          .catch(options.onError)
          .finally(() => {
            if (!isStopped) schedule(at + DAY_MS);
          });
      },
      Math.max(0, at - now()),
    );
    timer.unref();
  };
  const today = nextKoreanMidnight(now()) - DAY_MS + options.atMs;
  schedule(today > now() ? today : today + DAY_MS);
  return {
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
