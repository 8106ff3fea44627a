import { CATALOGUE_LISTS, SEARCH_LIST } from './catalogue-lists.js';
import { LIST_FIRST_PAGE, LIST_PAGE_SIZE, RECOMMEND_COUNT } from './constants.js';
import type { CatalogueFilterKey } from './contract/catalogue.js';
import type { ListOrder } from './contract/list.js';
import { KIND_PATHS, type ItemKind } from './routes.js';
import { cleanKeyword, keywordParam } from './search-address.js';

/**
 * A list's query (keyword, filters, order, closed items shown or not) and how it maps to the page
 * address, to the `read_list` request of product §3 and to its session-storage key. The address holds
 * the query (`/policy-list/?region=11,26&order=deadline&closed=1`, `/search/?keyword=월세&kind=policy`),
 * so a link, Back and a reload all name the same list; values the list does not know are dropped
 * rather than sent. The three catalogue lists and the search are lists alike (`ListName`).
 */

/** A list page: one of the catalogue lists, or the search (every kind, with a keyword). */
export type ListName = ItemKind | 'search';

export type ListRoute =
  | 'policy/read#read_list'
  | 'events/read#read_list'
  | 'videos/read#read_list'
  | 'search/common#read_list';
export type FiltersRoute =
  'policy/read#read_filters' | 'events/read#read_filters' | 'videos/read#read_filters';

/**
 * What each list page's address and request may hold. The search page chooses a kind with its
 * tabs (one at a time) and always shows closed items: relevance forces them (product §4), and the
 * other orders keep the same results, so the tabs' counts never change with the order.
 */
const LIST_PAGES = {
  ...CATALOGUE_LISTS,
  search: {
    path: SEARCH_LIST.path,
    orders: SEARCH_LIST.orders,
    filters: { kind: SEARCH_LIST.filters.kind },
  },
} as const;

/** The search takes a keyword from the address and always shows closed items. */
const IS_SEARCH: Record<ListName, boolean> = {
  policy: false,
  event: false,
  video: false,
  search: true,
};

export type ListFilterKey = CatalogueFilterKey | 'kind';
export type ListFilters = Partial<Record<ListFilterKey, string[]>>;
type FilterKeyOf<L extends ListName> = keyof (typeof LIST_PAGES)[L]['filters'] & ListFilterKey;

export const listRoute = (list: ListName) => `${LIST_PAGES[list].path}#read_list` as ListRoute;
export const filtersRoute = (kind: ItemKind) =>
  `${CATALOGUE_LISTS[kind].path}#read_filters` as FiltersRoute;

export const LIST_ORDERS: Record<ListName, readonly ListOrder[]> = {
  policy: LIST_PAGES.policy.orders,
  event: LIST_PAGES.event.orders,
  video: LIST_PAGES.video.orders,
  search: LIST_PAGES.search.orders,
};

/** Filter keys of each list in the order `read_filters` answers them, with their values. */
const filtersOf = <L extends ListName>(list: L) =>
  Object.entries(LIST_PAGES[list].filters).map(([key, values]) => ({
    key: key as FilterKeyOf<L>,
    values: values as readonly string[],
  }));
export const LIST_FILTERS: {
  [L in ListName]: readonly { key: FilterKeyOf<L>; values: readonly string[] }[];
} = {
  policy: filtersOf('policy'),
  event: filtersOf('event'),
  video: filtersOf('video'),
  search: filtersOf('search'),
};

export interface ListQuery {
  /** The search's words as typed (trimmed); absent for the catalogue lists. */
  keyword?: string;
  filters: ListFilters;
  order: ListOrder;
  showClosed: boolean;
}

export function defaultQuery(list: ListName): ListQuery {
  return {
    ...(IS_SEARCH[list] ? { keyword: '' } : {}),
    filters: {},
    order: LIST_ORDERS[list][0]!,
    showClosed: IS_SEARCH[list],
  };
}

/**
 * The one spelling of a query: known values only, in the list's own order, no duplicates, no 마감
 * status while closed items are hidden (it could match nothing), and one kind at most (the
 * search's tabs).
 */
export function normalizeQuery(list: ListName, query: ListQuery): ListQuery {
  const filters: ListFilters = {};
  for (const { key, values } of LIST_FILTERS[list]) {
    const chosen = new Set(query.filters[key] ?? []);
    if (key === 'status' && !query.showClosed) chosen.delete('CLOSED');
    const kept = values.filter((value) => chosen.has(value));
    if (kept.length) filters[key] = key === 'kind' ? kept.slice(0, 1) : kept;
  }
  const order = LIST_ORDERS[list].includes(query.order) ? query.order : LIST_ORDERS[list][0]!;
  return IS_SEARCH[list]
    ? { keyword: cleanKeyword(query.keyword ?? ''), filters, order, showClosed: true }
    : { filters, order, showClosed: query.showClosed };
}

/** The query an address names (`?region=11,26&category=housing&order=deadline&closed=1`). */
export function queryFromSearch(list: ListName, search: string): ListQuery {
  const params = new URLSearchParams(search);
  const filters: ListFilters = {};
  for (const { key } of LIST_FILTERS[list]) {
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length) filters[key] = values;
  }
  const closed = params.get('closed');
  return normalizeQuery(list, {
    keyword: params.get('keyword') ?? '',
    filters,
    order: (params.get('order') ?? '') as ListOrder,
    showClosed: closed === '1' || closed === 'true',
  });
}

/** The address's query string of a query: empty for the default list, else `?…` (canonical). */
export function searchFromQuery(list: ListName, query: ListQuery): string {
  const normal = normalizeQuery(list, query);
  const parts: string[] = [];
  if (normal.keyword) parts.push(keywordParam(normal.keyword));
  for (const { key } of LIST_FILTERS[list]) {
    const values = normal.filters[key];
    if (values?.length) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (normal.order !== LIST_ORDERS[list][0]) parts.push(`order=${normal.order}`);
  if (normal.showClosed && !IS_SEARCH[list]) parts.push('closed=1');
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The `read_list` request of product §3 for one page of a query. */
export function listRequest(
  query: ListQuery,
  page: number = LIST_FIRST_PAGE,
  options: { pageSize?: number; recommendCount?: number } = {},
) {
  return {
    condition: {
      keyword: query.keyword ?? '',
      operator: 'and' as const,
      show_closed: query.showClosed,
    },
    filters: query.filters,
    order: query.order,
    pagination: { current_page_no: page, item_no_per_page: options.pageSize ?? LIST_PAGE_SIZE },
    options: { recommend_count: options.recommendCount ?? RECOMMEND_COUNT },
  };
}

/** A list page's request for one page: the search shows no picks (its results are the point). */
export function pageRequest(list: ListName, query: ListQuery, page: number = LIST_FIRST_PAGE) {
  return listRequest(query, page, IS_SEARCH[list] ? { recommendCount: 0 } : {});
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
  key: ListFilterKey,
  value: string,
  isOn: boolean,
): ListQuery {
  const current = query.filters[key] ?? [];
  const next = isOn ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  return { ...query, filters: { ...query.filters, [key]: next } };
}

/** Session-storage keys of a list page (product §2): its last query and data, its first filters. */
export const listSessionKey = (list: ListName) => `list:${list}`;
export const filtersSessionKey = (kind: ItemKind) => `list:${kind}:filters`;

/**
 * The address of a list as the visitor left it (its last query, from session storage), for
 * "back to the list" links of other screens; the bare list address when there is none.
 */
export function lastListPath(kind: ItemKind, stored: { key?: unknown } | undefined): string {
  const search = typeof stored?.key === 'string' ? stored.key : '';
  return KIND_PATHS[kind].list + searchFromQuery(kind, queryFromSearch(kind, search));
}
