import { SCREEN_LOAD_TIMEOUT_MS } from '../../shared/constants.js';

/** A screen's code did not arrive: the network failed, or it took longer than product §9 allows. */
export class ScreenLoadError extends Error {
  override name = 'ScreenLoadError';
}

/** Loads a code-split screen, failing with ScreenLoadError on a network error or after 120 s. */
export async function loadScreen<T>(
  load: () => Promise<T>,
  timeoutMs = SCREEN_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ScreenLoadError(`screen took over ${timeoutMs} ms to load`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ScreenLoadError) throw error;
    throw new ScreenLoadError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
