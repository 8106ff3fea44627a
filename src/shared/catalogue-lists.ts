import { INTEREST_CATEGORIES } from './categories.js';
import type { ListOrder } from './contract/list.js';
import { EVENT_CATEGORIES } from './eligibility.js';
import { SIDO_CODES } from './regions.js';
import type { ItemKind } from './routes.js';

/**
 * What each catalogue list can be ordered and filtered by: the contract's schemas, the server's
 * `read_filters` and the client's filter controls and addresses are all built from this table.
 * Free of zod, so the client can import it.
 */
/** Filter values: 시·도 codes, plus `nationwide` (policies for all of Korea; online events). */
export const REGION_FILTER_VALUES = ['nationwide', ...SIDO_CODES] as [
  'nationwide',
  ...(typeof SIDO_CODES)[number][],
];
export type RegionFilterValue = (typeof REGION_FILTER_VALUES)[number];
export const STATUS_FILTER_VALUES = ['ING', 'ALWAYS', 'COMING', 'CLOSED'] as const;

/** What each list can be filtered and ordered by; `read_filters` answers with the same keys. */
export const CATALOGUE_LISTS = {
  policy: {
    path: 'policy/read',
    orders: ['newest', 'deadline', 'views'],
    filters: {
      region: REGION_FILTER_VALUES,
      category: INTEREST_CATEGORIES,
      status: STATUS_FILTER_VALUES,
    },
  },
  event: {
    path: 'events/read',
    orders: ['newest', 'deadline', 'views'],
    filters: {
      category: EVENT_CATEGORIES,
      region: REGION_FILTER_VALUES,
      status: STATUS_FILTER_VALUES,
    },
  },
  video: {
    path: 'videos/read',
    orders: ['newest', 'views'],
    filters: { category: INTEREST_CATEGORIES },
  },
} as const satisfies Record<
  ItemKind,
  {
    path: string;
    orders: readonly ListOrder[];
    filters: Record<string, readonly [string, ...string[]]>;
  }
>;

/**
 * The search (`search/common`): every kind at once. Relevance (`scoring`) comes first and shows
 * closed items too (product §4); `category` takes interest and event category keys alike.
 */
export const SEARCH_LIST = {
  path: 'search/common',
  orders: ['scoring', 'newest', 'deadline', 'views'],
  filters: {
    kind: ['policy', 'event', 'video'],
    region: REGION_FILTER_VALUES,
    category: [...new Set([...INTEREST_CATEGORIES, ...EVENT_CATEGORIES])] as [string, ...string[]],
  },
} as const satisfies {
  path: string;
  orders: readonly ListOrder[];
  filters: Record<string, readonly [string, ...string[]]>;
};
