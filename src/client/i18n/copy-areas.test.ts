import { beforeEach, describe, expect, it } from 'vitest';
import { accountCopy } from './areas/account.js';
import { detailsCopy } from './areas/details.js';
import { initI18n, loadCopyArea, t, type CopyArea } from './index.js';

/**
 * The copy of an area of pages arrives with those pages (product §9's screens load their code, and
 * their words with it): it must be there in the language on screen, and follow a switch.
 */
describe('copy areas', () => {
  beforeEach(() => initI18n('ko-KR'));

  it('the core is there from the start; an area’s words only once it is loaded', async () => {
    expect(t('nav.signIn')).toBe('로그인');
    expect(t('details.share')).toBe('details.share');
    await loadCopyArea(detailsCopy);
    expect(t('details.share')).toBe('공유');
  });

  it('a switch of language brings the loaded areas in the new language, and back', async () => {
    await loadCopyArea(accountCopy);
    await initI18n('en-US');
    expect(t('auth.signInTab')).toBe('Sign in');
    expect(t('nav.signIn')).toBe('Sign in');
    await initI18n('ko-KR');
    expect(t('auth.signInTab')).toBe('로그인');
  });

  it('an area added while a language loads ends up in that language', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: CopyArea = {
      ko: { slowArea: { word: '느린' } },
      en: async () => {
        await held;
        return { slowArea: { word: 'slow' } };
      },
    };
    const switching = initI18n('en-US');
    const adding = loadCopyArea(slow);
    release();
    await Promise.all([switching, adding]);
    expect(t('slowArea.word')).toBe('slow');
  });

  it('an area that failed to load is tried again on the next visit', async () => {
    await initI18n('en-US');
    let attempts = 0;
    const flaky: CopyArea = {
      ko: { flaky: { word: '다시' } },
      en: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network');
        return { flaky: { word: 'again' } };
      },
    };
    await expect(loadCopyArea(flaky)).rejects.toThrow('network');
    await loadCopyArea(flaky);
    expect(t('flaky.word')).toBe('again');
  });
});
