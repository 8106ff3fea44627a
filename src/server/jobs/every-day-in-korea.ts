import { koreaToday } from '../../shared/korea-date.js';
import { nextDailyInKorea } from './korea-schedule.js';

export interface EveryDayInKoreaOptions {
  /** The time of the Korean day it runs at. */
  hour: number;
  minute?: number;
  /** Given the Korean day (`YYYY-MM-DD`) it runs on. */
  run: (day: string) => Promise<void>;
  /** A failed run; the next day's comes all the same. */
  onError: (error: unknown) => void;
}

/**
 * Runs a task of this process once a day at a time of the Korean day: what each instance does
 * for itself (its caches, its embedded database), where the job queue runs a job once for all
 * instances.
 */
export function everyDayInKorea(options: EveryDayInKoreaOptions): { stop: () => void } {
  const next = (after: number) =>
    nextDailyInKorea(new Date(after), options.hour, options.minute).getTime();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const schedule = (at: number) => {
    timer = setTimeout(
      () => {
        options
          .run(koreaToday(new Date(at)))
          .catch(options.onError)
          .finally(() => {
            if (!isStopped) schedule(next(at));
          });
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  };
  schedule(next(Date.now()));
  return {
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
