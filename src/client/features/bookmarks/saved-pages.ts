import type { ListAnswer, ListItem } from '../../../shared/contract/catalogue.js';

/**
 * The bookmark page's loaded pages (an infinite list in the data layer) changed the moment a
 * delete or its undo is pressed; the server's answer replaces them once the write is done.
 */

/** The pages without the items of `cids`, every page's total lowered by the items removed. */
export function withoutItems(pages: readonly ListAnswer[], cids: readonly string[]): ListAnswer[] {
  const gone = new Set(cids);
  const removed = pages.reduce(
    (count, page) => count + page.items.filter((item) => gone.has(item.cid)).length,
    0,
  );
  return pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => !gone.has(item.cid)),
    total_count: Math.max(0, page.total_count - removed),
  }));
}

/** The pages with `items` first (saved again: the newest), each once, totals raised to match. */
export function withItemsFirst(
  pages: readonly ListAnswer[],
  items: readonly ListItem[],
): ListAnswer[] {
  const shown = new Set(pages.flatMap((page) => page.items.map((item) => item.cid)));
  const added = items.filter((item) => !shown.has(item.cid));
  return pages.map((page, index) => ({
    ...page,
    items: index === 0 ? [...added, ...page.items] : page.items,
    total_count: page.total_count + added.length,
  }));
}
