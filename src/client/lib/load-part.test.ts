import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CopyArea } from '../i18n/index.js';

// The browser around the log call (the page's address, its cookies, the network), in place
// before the API client is made.
const sent: { url: string; body: string }[] = [];
vi.stubGlobal('location', { pathname: '/policy-details/R1/' });
vi.stubGlobal('document', {
  cookie: 'hyetaek-ck=0b7c3c1e-4f5a-4d2b-9c8e-7a6b5c4d3e2f',
  documentElement: {},
  querySelector: () => null,
});
vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
  sent.push({ url, body: String(init.body) });
  return new Response(JSON.stringify({ data: { logged: true } }), {
    headers: { 'content-type': 'application/json' },
  });
});
const { initI18n, t } = await import('../i18n/index.js');
const { partLoader } = await import('./load-part.js');

/** A part's copy, as the reviews panel's: Korean with the code, English loaded on demand. */
const partCopy: CopyArea = {
  ko: { partTest: { title: '한줄평' } },
  en: async () => ({ partTest: { title: 'Reviews' } }),
};

describe('partLoader', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('loads once for every caller, with its copy in the language on screen', async () => {
    await initI18n('en-US');
    const load = vi.fn(async () => ({ copyAreas: [partCopy], Part: 'the panel' }));
    const loadPart = partLoader(load);
    const [first, second] = await Promise.all([loadPart(), loadPart()]);
    expect(first.Part).toBe('the panel');
    expect(second).toBe(first);
    expect(await loadPart()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(t('partTest.title')).toBe('Reviews');
  });

  it('fails like a screen, is logged, and the next caller tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const loadPart = partLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { copyAreas: [], Part: 'the panel' };
    });
    await expect(loadPart()).rejects.toMatchObject({ name: 'ScreenLoadError' });
    await vi.waitFor(() => expect(sent.map((call) => call.url)).toEqual(['/api/log/create']));
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      kind: 'screen_load_failed',
      route: '/policy-details/R1/',
    });
    await expect(loadPart()).resolves.toEqual({ copyAreas: [], Part: 'the panel' });
    expect(attempts).toBe(2);
  });
});
