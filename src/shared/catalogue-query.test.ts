import { describe, expect, it } from 'vitest';
import { CALLS } from './contract/index.js';
import { CATALOGUE_LISTS } from './catalogue-lists.js';
import { ITEM_KINDS } from './routes.js';
import { searchPath } from './search-address.js';
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
  pageRequest,
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
  it('builds the product §3 list payload for a page', () => {
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

describe('the search as a list', () => {
  it('reads the words, one kind and the order from the address, and always shows closed items', () => {
    expect(
      queryFromSearch(
        'search',
        '?keyword=%20%EC%B2%AD%EB%85%84+%EC%9B%94%EC%84%B8%20&kind=video,policy&order=newest&closed=0&region=11',
      ),
    ).toEqual({
      keyword: '청년 월세',
      filters: { kind: ['policy'] },
      order: 'newest',
      showClosed: true,
    });
    expect(queryFromSearch('search', '')).toEqual(defaultQuery('search'));
    expect(defaultQuery('search')).toEqual({
      keyword: '',
      filters: {},
      order: 'scoring',
      showClosed: true,
    });
    expect(queryFromSearch('search', `?keyword=${'가'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('writes one canonical address: words first, relevance and closed items left out', () => {
    const query = queryFromSearch('search', '?order=deadline&kind=event&keyword=K-패스 청년');
    const search = searchFromQuery('search', query);
    expect(search).toBe(
      '?keyword=K-%ED%8C%A8%EC%8A%A4%20%EC%B2%AD%EB%85%84&kind=event&order=deadline',
    );
    expect(queryFromSearch('search', search)).toEqual(query);
    expect(searchFromQuery('search', defaultQuery('search'))).toBe('');
    // The search boxes' short spelling of the same page.
    for (const keyword of ['월세', ' 청년  도약계좌 ', 'a&b=c?#', '']) {
      expect(searchPath(keyword)).toBe(
        `/search/${searchFromQuery('search', { ...defaultQuery('search'), keyword })}`,
      );
    }
  });

  it('asks search/common for a page with the words, no picks, and the contract accepts it', () => {
    const query = queryFromSearch('search', '?keyword=월세&kind=video&order=views');
    const request = pageRequest('search', query, 2);
    expect(request).toEqual({
      condition: { keyword: '월세', operator: 'and', show_closed: true },
      filters: { kind: ['video'] },
      order: 'views',
      pagination: { current_page_no: 2, item_no_per_page: 24 },
      options: { recommend_count: 0 },
    });
    expect(listRoute('search')).toBe('search/common#read_list');
    expect(CALLS[listRoute('search')].input.safeParse(request).success).toBe(true);
    // The catalogue lists keep their picks.
    expect(pageRequest('policy', defaultQuery('policy')).options.recommend_count).toBe(2);
  });

  it('keeps its own session slot', () => {
    expect(listSessionKey('search')).toBe('list:search');
  });
});
