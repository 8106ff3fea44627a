import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy, type ShareEnvironment } from './share.js';

const data = { url: 'https://hyetaek.example/policy-details/a/', title: '청년월세' };

function env(overrides: Partial<ShareEnvironment>): ShareEnvironment {
  return { isPhone: false, ...overrides };
}

describe('sharing a detail', () => {
  it('opens the share sheet on a phone that has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, env({ isPhone: true, share, writeText }))).toBe('shared');
    expect(share).toHaveBeenCalledWith({ url: data.url, title: data.title });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the person closes the sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, env({ isPhone: true, share, writeText }))).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address when the sheet fails, or cannot share it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const failing = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await shareOrCopy(data, env({ isPhone: true, share: failing, writeText }))).toBe(
      'copied',
    );
    const share = vi.fn(() => Promise.resolve());
    const canShare = () => false;
    expect(await shareOrCopy(data, env({ isPhone: true, share, canShare, writeText }))).toBe(
      'copied',
    );
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenLastCalledWith(data.url);
  });

  it('copies on a computer even when the browser could share', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, env({ share, writeText }))).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('falls back to the older copy, and reports a failure when nothing can copy', async () => {
    const refused = vi.fn(() => Promise.reject(new Error('denied')));
    const legacyCopy = vi.fn(() => true);
    expect(await shareOrCopy(data, env({ writeText: refused, legacyCopy }))).toBe('copied');
    expect(legacyCopy).toHaveBeenCalledWith(data.url);
    expect(await shareOrCopy(data, env({ writeText: refused, legacyCopy: () => false }))).toBe(
      'copy_failed',
    );
    const throwing = () => {
      throw new Error('no document');
    };
    expect(await shareOrCopy(data, env({ legacyCopy: throwing }))).toBe('copy_failed');
    expect(await shareOrCopy(data, env({}))).toBe('copy_failed');
  });
});
