import { defaultQuery, type ListQuery } from './catalogue-query.js';
import type { ItemKind } from './routes.js';

/**
 * The lists home's shelves read (product §2), page 1 of each: the screen asks for them, and the
 * server has them in memory before it says it is ready (decision 023), so they are one table.
 */
export interface HomeShelf {
  kind: ItemKind;
  query: ListQuery;
}

export const HOME_SHELVES = {
  // Open PICKs come as the recommends of a list; the most viewed first.
  picks: { kind: 'policy', query: { ...defaultQuery('policy'), order: 'views' } },
  newest: { kind: 'policy', query: defaultQuery('policy') },
  closing: {
    kind: 'policy',
    query: { ...defaultQuery('policy'), order: 'deadline', filters: { status: ['ING'] } },
  },
  events: {
    kind: 'event',
    query: { ...defaultQuery('event'), order: 'deadline', filters: { status: ['ING', 'COMING'] } },
  },
  videos: { kind: 'video', query: defaultQuery('video') },
} satisfies Record<string, HomeShelf>;
