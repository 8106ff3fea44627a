import { CATALOGUE_LISTS } from './catalogue-lists.js';
import { LIST_FIRST_PAGE, LIST_PAGE_SIZE, RECOMMEND_COUNT } from './constants.js';
import type { CatalogueFilterKey, CatalogueFilters } from './contract/catalogue.js';
import type { ListOrder } from './contract/list.js';
import { KIND_PATHS, type ItemKind } from './routes.js';

/**
 * A list's query (filters, order, closed items shown or not) and how it maps to the page address,
 * to the `read_list` request of spec §3 and to its session-storage key. The address holds the
 * query (`/policy-list/?region=11,26&order=deadline&closed=1`), so a link, Back and a reload all
 * name the same list; values the list does not know are dropped rather than sent.
 */

export type ListRoute = 'policy/read#read_list' | 'events/read#read_list' | 'videos/read#read_list';
export type FiltersRoute =
  'policy/read#read_filters' | 'events/read#read_filters' | 'videos/read#read_filters';

export const listRoute = (kind: ItemKind) => `${CATALOGUE_LISTS[kind].path}#read_list` as ListRoute;
export const filtersRoute = (kind: ItemKind) =>
  `${CATALOGUE_LISTS[kind].path}#read_filters` as FiltersRoute;

export const LIST_ORDERS: Record<ItemKind, readonly ListOrder[]> = {
  policy: CATALOGUE_LISTS.policy.orders,
  event: CATALOGUE_LISTS.event.orders,
  video: CATALOGUE_LISTS.video.orders,
};

/** Filter keys of each list in the order `read_filters` answers them, with their values. */
const filtersOf = (kind: ItemKind) =>
  Object.entries(CATALOGUE_LISTS[kind].filters).map(([key, values]) => ({
    key: key as CatalogueFilterKey,
    values: values as readonly string[],
  }));
export const LIST_FILTERS: Record<
  ItemKind,
  readonly { key: CatalogueFilterKey; values: readonly string[] }[]
> = { policy: filtersOf('policy'), event: filtersOf('event'), video: filtersOf('video') };

export interface ListQuery {
  filters: CatalogueFilters;
  order: ListOrder;
  showClosed: boolean;
}

export function defaultQuery(kind: ItemKind): ListQuery {
  return { filters: {}, order: LIST_ORDERS[kind][0]!, showClosed: false };
}

/**
 * The one spelling of a query: known values only, in the list's own order, no duplicates, and
 * no 마감 status while closed items are hidden (it could match nothing).
 */
export function normalizeQuery(kind: ItemKind, query: ListQuery): ListQuery {
  const filters: CatalogueFilters = {};
  for (const { key, values } of LIST_FILTERS[kind]) {
    const chosen = new Set(query.filters[key] ?? []);
    if (key === 'status' && !query.showClosed) chosen.delete('CLOSED');
    const kept = values.filter((value) => chosen.has(value));
    if (kept.length) filters[key] = kept;
  }
  const order = LIST_ORDERS[kind].includes(query.order) ? query.order : LIST_ORDERS[kind][0]!;
  return { filters, order, showClosed: query.showClosed };
}

/** The query an address names (`?region=11,26&category=housing&order=deadline&closed=1`). */
export function queryFromSearch(kind: ItemKind, search: string): ListQuery {
  const params = new URLSearchParams(search);
  const filters: CatalogueFilters = {};
  for (const { key } of LIST_FILTERS[kind]) {
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length) filters[key] = values;
  }
  const closed = params.get('closed');
  return normalizeQuery(kind, {
    filters,
    order: (params.get('order') ?? '') as ListOrder,
    showClosed: closed === '1' || closed === 'true',
  });
}

/** The address's query string of a query: empty for the default list, else `?…` (canonical). */
export function searchFromQuery(kind: ItemKind, query: ListQuery): string {
  const normal = normalizeQuery(kind, query);
  const parts: string[] = [];
  for (const { key } of LIST_FILTERS[kind]) {
    const values = normal.filters[key];
    if (values?.length) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (normal.order !== LIST_ORDERS[kind][0]) parts.push(`order=${normal.order}`);
  if (normal.showClosed) parts.push('closed=1');
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The `read_list` request of spec §3 for one page of a query. */
export function listRequest(
  query: ListQuery,
  page: number = LIST_FIRST_PAGE,
  options: { pageSize?: number; recommendCount?: number; keyword?: string } = {},
) {
  return {
    condition: {
      keyword: options.keyword ?? '',
      operator: 'and' as const,
      show_closed: query.showClosed,
    },
    filters: query.filters,
    order: query.order,
    pagination: { current_page_no: page, item_no_per_page: options.pageSize ?? LIST_PAGE_SIZE },
    options: { recommend_count: options.recommendCount ?? RECOMMEND_COUNT },
  };
}

/** The `read_filters` request: options and counts with or without closed items. */
export function filtersRequest(showClosed: boolean) {
  return { condition: { show_closed: showClosed } };
}

export function hasFilters(query: ListQuery): boolean {
  return Object.values(query.filters).some((values) => values && values.length > 0);
}

/** A query with one value of one filter switched on or off. */
export function toggleFilter(
  query: ListQuery,
  key: CatalogueFilterKey,
  value: string,
  isOn: boolean,
): ListQuery {
  const current = query.filters[key] ?? [];
  const next = isOn ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  return { ...query, filters: { ...query.filters, [key]: next } };
}

/** Session-storage keys of a list page (spec §2): its last query and data, its first filters. */
export const listSessionKey = (kind: ItemKind) => `list:${kind}`;
export const filtersSessionKey = (kind: ItemKind) => `list:${kind}:filters`;

/**
 * The address of a list as the visitor left it (its last query, from session storage), for
 * "back to the list" links of other screens; the bare list address when there is none.
 */
export function lastListPath(kind: ItemKind, stored: { key?: unknown } | undefined): string {
  const search = typeof stored?.key === 'string' ? stored.key : '';
  return KIND_PATHS[kind].list + searchFromQuery(kind, queryFromSearch(kind, search));
}
