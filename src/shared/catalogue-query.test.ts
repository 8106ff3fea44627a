import { describe, expect, it } from 'vitest';
import { CALLS } from './contract/index.js';
import { CATALOGUE_LISTS } from './catalogue-lists.js';
import { ITEM_KINDS } from './routes.js';
import {
  defaultQuery,
  filtersRequest,
  filtersRoute,
  hasFilters,
  LIST_FILTERS,
  LIST_ORDERS,
  listRequest,
  listRoute,
  listSessionKey,
  filtersSessionKey,
  lastListPath,
  queryFromSearch,
  searchFromQuery,
  toggleFilter,
} from './catalogue-query.js';

describe('list tables', () => {
  it('mirror the contract: orders, filter keys and values, call routes', () => {
    for (const kind of ITEM_KINDS) {
      const list = CATALOGUE_LISTS[kind];
      expect(LIST_ORDERS[kind]).toEqual(list.orders);
      expect(LIST_FILTERS[kind].map((f) => f.key)).toEqual(Object.keys(list.filters));
      for (const { key, values } of LIST_FILTERS[kind]) {
        expect(values).toEqual((list.filters as Record<string, readonly string[]>)[key]);
      }
      expect(CALLS).toHaveProperty(listRoute(kind));
      expect(CALLS).toHaveProperty(filtersRoute(kind));
    }
  });
});

describe('the address of a query', () => {
  it('reads filters, order and closed items from the query string', () => {
    expect(
      queryFromSearch('policy', '?region=26,11&category=housing&order=deadline&closed=1'),
    ).toEqual({
      filters: { region: ['11', '26'], category: ['housing'] },
      order: 'deadline',
      showClosed: true,
    });
  });

  it('drops what the list does not know, so a bad link never becomes a failed request', () => {
    expect(
      queryFromSearch(
        'video',
        '?region=11&category=housing,nope,housing&order=deadline&status=ING',
      ),
    ).toEqual({ filters: { category: ['housing'] }, order: 'newest', showClosed: false });
    expect(queryFromSearch('policy', '?order=scoring&region=%ZZ')).toEqual(defaultQuery('policy'));
  });

  it('keeps 마감 status only while closed items are shown', () => {
    expect(queryFromSearch('policy', '?status=CLOSED,ING').filters).toEqual({ status: ['ING'] });
    expect(queryFromSearch('policy', '?status=CLOSED,ING&closed=1').filters).toEqual({
      status: ['ING', 'CLOSED'],
    });
  });

  it('writes one canonical spelling, empty for the default list, and reads it back', () => {
    expect(searchFromQuery('policy', defaultQuery('policy'))).toBe('');
    const query = queryFromSearch(
      'event',
      '?status=COMING&region=nationwide,27&category=job&order=views',
    );
    const search = searchFromQuery('event', query);
    expect(search).toBe('?category=job&region=nationwide,27&status=COMING&order=views');
    expect(queryFromSearch('event', search)).toEqual(query);
    // Home's category links are already canonical.
    expect(searchFromQuery('policy', queryFromSearch('policy', '?category=housing'))).toBe(
      '?category=housing',
    );
  });
});

describe('requests', () => {
  it('builds the spec §3 list payload for a page', () => {
    const query = queryFromSearch('policy', '?region=11&order=deadline&closed=1');
    expect(listRequest(query, 3)).toEqual({
      condition: { keyword: '', operator: 'and', show_closed: true },
      filters: { region: ['11'] },
      order: 'deadline',
      pagination: { current_page_no: 3, item_no_per_page: 24 },
      options: { recommend_count: 2 },
    });
    expect(listRequest(defaultQuery('video'), 1, { pageSize: 6, recommendCount: 0 })).toMatchObject(
      { pagination: { current_page_no: 1, item_no_per_page: 6 }, options: { recommend_count: 0 } },
    );
  });

  it('passes show_closed to the filters call too, and the contract accepts both', () => {
    expect(filtersRequest(true)).toEqual({ condition: { show_closed: true } });
    for (const kind of ITEM_KINDS) {
      const query = queryFromSearch(kind, '?region=11&category=housing,job&status=ING&closed=1');
      expect(CALLS[listRoute(kind)].input.safeParse(listRequest(query, 2)).success).toBe(true);
      expect(CALLS[filtersRoute(kind)].input.safeParse(filtersRequest(false)).success).toBe(true);
    }
  });
});

describe('helpers', () => {
  it('toggles a filter value and tells whether any filter is on', () => {
    const base = defaultQuery('policy');
    expect(hasFilters(base)).toBe(false);
    const on = toggleFilter(base, 'region', '11', true);
    expect(on.filters.region).toEqual(['11']);
    expect(hasFilters(on)).toBe(true);
    expect(hasFilters(toggleFilter(on, 'region', '11', false))).toBe(false);
  });

  it('names the address of the list as it was left', () => {
    expect(lastListPath('policy', { key: '?region=11&order=deadline' })).toBe(
      '/policy-list/?region=11&order=deadline',
    );
    expect(lastListPath('video', undefined)).toBe('/video-list/');
    expect(lastListPath('event', { key: 42 })).toBe('/event-list/');
  });

  it('keeps one session slot per list page', () => {
    expect(listSessionKey('policy')).toBe('list:policy');
    expect(filtersSessionKey('video')).toBe('list:video:filters');
  });
});
