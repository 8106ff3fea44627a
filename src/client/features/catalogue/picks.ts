import type { ListItem } from '../../../shared/contract/catalogue.js';

/**
 * The list under the picks: the same items without the picks shown above it, so a card appears
 * once per screen (the picks are items of the list too, often on its first page).
 */
export function withoutPicks(items: ListItem[], picks: readonly ListItem[]): ListItem[] {
  if (picks.length === 0) return items;
  const shown = new Set(picks.map((item) => item.cid));
  return items.filter((item) => !shown.has(item.cid));
}
