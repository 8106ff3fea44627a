import { describe, expect, it } from 'vitest';
import { SCREEN_LOAD_TIMEOUT_MS } from '../../shared/constants.js';
import { loadScreen, ScreenLoadError } from './load-screen.js';

describe('loadScreen', () => {
  it('waits 120 seconds by default (product §9)', () => {
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('hands over the loaded screen', async () => {
    await expect(loadScreen(async () => ({ default: 'Home' }))).resolves.toEqual({
      default: 'Home',
    });
  });

  it('fails with ScreenLoadError when the code does not arrive in time', async () => {
    const never = () => new Promise<never>(() => {});
    const failure = await loadScreen(never, 50).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScreenLoadError);
    expect((failure as Error).message).toBe('screen took over 50 ms to load');
  });

  it('turns a failed download into ScreenLoadError, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = await loadScreen(() => Promise.reject(cause)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScreenLoadError);
    expect((failure as Error).cause).toBe(cause);
  });
});
