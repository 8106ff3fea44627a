import type { ListAnswer, ListItem } from '../../../shared/contract/catalogue.js';

/**
 * A page of bookmarks in the lists' answer shape, so the same list screens and cards show it.
 * The cards themselves come from the catalogue's list-item presenter (CatalogueService.pageItems);
 * bookmarks carry no recommends.
 */
export function presentBookmarkPage(
  items: ListItem[],
  total: number,
  pagination: { current_page_no: number; item_no_per_page: number },
): ListAnswer {
  return {
    items,
    total_count: total,
    current_page_no: pagination.current_page_no,
    item_no_per_page: pagination.item_no_per_page,
    recommends: [],
  };
}
