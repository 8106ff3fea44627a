import { describe, expect, it } from 'vitest';
import { isSavedIn, withSaved } from './saved-cids.js';

describe('the saved cids every card reads', () => {
  it('adds what is saved in front, newest first, without repeating a cid', () => {
    const saved = { cids: ['b', 'a'] };
    expect(withSaved(saved, ['c'], true)).toEqual({ cids: ['c', 'b', 'a'] });
    // Saved in this order: d, then a again (the newest).
    expect(withSaved(saved, ['d', 'a'], true)).toEqual({ cids: ['a', 'd', 'b'] });
    expect(saved).toEqual({ cids: ['b', 'a'] });
  });

  it('takes out what is removed, and knows nothing saved before the first read', () => {
    expect(withSaved({ cids: ['c', 'b', 'a'] }, ['a', 'c', 'x'], false)).toEqual({ cids: ['b'] });
    expect(withSaved(undefined, ['a'], true)).toEqual({ cids: ['a'] });
    expect(isSavedIn(undefined, 'a')).toBe(false);
    expect(isSavedIn({ cids: ['a'] }, 'a')).toBe(true);
    expect(isSavedIn({ cids: ['a'] }, 'b')).toBe(false);
  });
});
