import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import { withoutPicks } from './picks.js';
import { appendPage, hasMorePages, rememberedListPath } from './use-catalogue-list.js';

const item = (cid: string) => ({ cid }) as ListItem;

describe('list pages', () => {
  it('has more pages while fewer than the total are loaded, 24 a page', () => {
    expect(hasMorePages({ page: 1, total: 268 })).toBe(true);
    expect(hasMorePages({ page: 11, total: 268 })).toBe(true);
    expect(hasMorePages({ page: 12, total: 268 })).toBe(false);
    expect(hasMorePages({ page: 1, total: 24 })).toBe(false);
    expect(hasMorePages({ page: 1, total: 0 })).toBe(false);
  });

  it('appends a page without showing an item twice', () => {
    expect(appendPage([item('a'), item('b')], [item('b'), item('c')]).map((i) => i.cid)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('leaves the picks shown above out of the list under them, wherever they come', () => {
    const picks = [item('p1'), item('p2')];
    const list = [item('p2'), item('a'), item('p1'), item('b')];
    expect(withoutPicks(list, picks).map((i) => i.cid)).toEqual(['a', 'b']);
    expect(withoutPicks(list, [])).toBe(list);
  });

  it('sends "back to the list" to the bare list when nothing is remembered', () => {
    expect(rememberedListPath('policy')).toBe('/policy-list/');
  });
});
