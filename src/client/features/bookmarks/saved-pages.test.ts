import { describe, expect, it } from 'vitest';
import type { ListAnswer, ListItem } from '../../../shared/contract/catalogue.js';
import { withItemsFirst, withoutItems } from './saved-pages.js';

const item = (cid: string) => ({ cid }) as ListItem;
const page = (no: number, cids: string[], total: number): ListAnswer => ({
  items: cids.map(item),
  total_count: total,
  current_page_no: no,
  item_no_per_page: 2,
  recommends: [],
});
const cidsOf = (pages: ListAnswer[]) => pages.map((p) => p.items.map((i) => i.cid));

describe('the bookmark page while a delete or an undo is on its way', () => {
  const pages = [page(1, ['e', 'd'], 5), page(2, ['c', 'b'], 5)];

  it('drops the deleted items from every page and lowers the total by what it dropped', () => {
    const after = withoutItems(pages, ['d', 'b', 'not-shown']);
    expect(cidsOf(after)).toEqual([['e'], ['c']]);
    expect(after.map((p) => p.total_count)).toEqual([3, 3]);
    expect(cidsOf(pages)).toEqual([
      ['e', 'd'],
      ['c', 'b'],
    ]);
  });

  it('puts undone items back first, never twice, and raises the total to match', () => {
    const after = withItemsFirst(withoutItems(pages, ['d', 'b']), [
      item('d'),
      item('b'),
      item('e'),
    ]);
    expect(cidsOf(after)).toEqual([['d', 'b', 'e'], ['c']]);
    expect(after.map((p) => p.total_count)).toEqual([5, 5]);
  });
});
