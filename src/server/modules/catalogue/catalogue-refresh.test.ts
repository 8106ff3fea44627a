import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultQuery, listRequest } from '../../../shared/catalogue-query.js';
import { HOME_SHELVES } from '../../../shared/home-shelves.js';
import { ITEM_KINDS } from '../../../shared/routes.js';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import type { ListRequest } from '../../../shared/contract/list.js';
import type { CatalogueFilters } from '../../../shared/contract/catalogue.js';
import { replaceCatalogue, testItem as item } from '../../test-support/catalogue-rows.js';
import { allOf, countStatements } from '../../test-support/statement-counter.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CatalogueService } from './catalogue.service.js';
import { memoryViewSeenStore, ViewCounter } from './view-counter.js';

/**
 * The minute's refresh of a list or of its filters' counts (decision 023) orders or counts the
 * catalogue again only when its version moved (migration 0025), or when views order the list:
 * on the embedded database each of those queries held every reader's query behind it.
 */

/** The service's statements that order a list, and those that count its filters. */
const listOrders = countStatements((statement) => statement.includes('array_agg'));
const filterCounts = countStatements((statement) => statement.includes('unnest(categories)'));
const heavyCounts = () => ({ lists: listOrders.count, counts: filterCounts.count });

let t: TestApp;
let views: ViewCounter;
let service: CatalogueService;
let clock: number;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  views = new ViewCounter({
    seen: memoryViewSeenStore(),
    persist: async () => {},
    flushIntervalMs: MINUTE,
    onError: () => {},
  });
});
afterAll(async () => {
  await views?.close();
  await t?.close();
});

beforeEach(async () => {
  await replaceCatalogue(t.database.db, [
    item('policy', 'older', { created_at: '2026-01-01T00:00:00Z', views: 1 }),
    item('policy', 'newer', { created_at: '2026-02-01T00:00:00Z', views: 2 }),
  ]);
  // A new service each time: nothing held from the test before. Noon in Korea, so a minute or
  // two on never changes the day.
  clock = Date.UTC(2026, 10, 26, 3);
  service = new CatalogueService({
    db: t.database.db.withPlugin(allOf(listOrders, filterCounts)),
    views,
    now: () => new Date(clock),
  });
  listOrders.count = 0;
  filterCounts.count = 0;
});

const request = (order: 'newest' | 'views') =>
  listRequest({ ...defaultQuery('policy'), order }) as ListRequest<CatalogueFilters>;

async function cids(order: 'newest' | 'views'): Promise<string[]> {
  const answer: ListAnswer = await service.readList('policy', request(order));
  return answer.items.map((i) => i.cid);
}

/** Reads the list a minute on (the stale value at once, the refresh behind it), until `settled`. */
async function afterTheMinute<T>(read: () => Promise<T>, settled: (value: T) => boolean) {
  clock += MINUTE + 1_000;
  let value = await read();
  for (let tries = 0; !settled(value) && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

const setViews = (cid: string, count: number) =>
  sql`update catalogue_items set views = ${count} where cid = ${cid}`.execute(t.database.db);

describe('the minute refresh of lists and filter counts', () => {
  it('keeps a list order when nothing changed, and reads its rows again for their views', async () => {
    expect(await cids('newest')).toEqual(['policy-t-newer', 'policy-t-older']);
    expect(listOrders.count).toBe(1);
    // Views move (another instance counted them): not a change of the catalogue's version.
    await setViews('policy-t-older', 40);
    const viewsOfOlder = async () =>
      (await service.readList('policy', request('newest'))).items[1]?.views;
    expect(await afterTheMinute(viewsOfOlder, (views) => views === 40)).toBe(40);
    expect(listOrders.count).toBe(1);
  });

  it('orders a list again when the catalogue changed by hand, with nobody announcing it', async () => {
    expect(await cids('newest')).toEqual(['policy-t-newer', 'policy-t-older']);
    await sql`update catalogue_items set created_at = '2026-03-01T00:00:00Z'
      where cid = 'policy-t-older'`.execute(t.database.db);
    const order = await afterTheMinute(
      () => cids('newest'),
      (order) => order[0] === 'policy-t-older',
    );
    expect(order).toEqual(['policy-t-older', 'policy-t-newer']);
    expect(listOrders.count).toBe(2);
  });

  it('orders a list by views again every minute', async () => {
    expect(await cids('views')).toEqual(['policy-t-newer', 'policy-t-older']);
    await setViews('policy-t-older', 40);
    const order = await afterTheMinute(
      () => cids('views'),
      (order) => order[0] === 'policy-t-older',
    );
    expect(order).toEqual(['policy-t-older', 'policy-t-newer']);
    expect(listOrders.count).toBe(2);
  });

  it('counts the filters again only when the catalogue changed', async () => {
    const housing = async () => {
      const answer = await service.readFilters('policy', false, 'ko-KR');
      const category = answer.filters.find((filter) => filter.key === 'category');
      return category?.options.find((option) => option.value === 'housing')?.count;
    };
    expect(await housing()).toBe(0);
    expect(filterCounts.count).toBe(1);
    await setViews('policy-t-older', 40);
    await afterTheMinute(housing, () => false);
    expect(filterCounts.count).toBe(1);

    await sql`update catalogue_items set categories = '{housing}'
      where cid = 'policy-t-older'`.execute(t.database.db);
    expect(await afterTheMinute(housing, (count) => count === 1)).toBe(1);
    expect(filterCounts.count).toBe(2);
  });
});

describe("the day's turn at midnight in Korea", () => {
  const range = (start: string, end: string) => ({
    apply_kind: 'range' as const,
    apply_start: start,
    apply_end: end,
  });
  /** Reads what home and the three list pages open with, as their first readers do. */
  async function openingReads() {
    for (const { kind, query } of [
      ...Object.values(HOME_SHELVES),
      ...ITEM_KINDS.map((kind) => ({ kind, query: defaultQuery(kind) })),
    ]) {
      await service.readList(kind, listRequest(query) as ListRequest<CatalogueFilters>);
    }
    for (const kind of ITEM_KINDS) await service.readFilters(kind, false, 'ko-KR');
  }

  // Within a minute of each other, so that nothing held goes stale and refreshes behind a test.
  it('answers the new day’s first readers from lists computed before midnight', async () => {
    clock = Date.parse('2026-11-27T23:59:30+09:00');
    await openingReads();
    const computedToday = heavyCounts();
    expect(computedToday.lists).toBeGreaterThan(0);
    expect(computedToday.counts).toBe(ITEM_KINDS.length);

    await service.warmUp('2026-11-28');
    const computedForTomorrow = heavyCounts();
    expect(computedForTomorrow.lists).toBe(2 * computedToday.lists);

    clock = Date.parse('2026-11-28T00:00:01+09:00');
    await openingReads();
    expect(heavyCounts()).toEqual(computedForTomorrow);
  });

  it('computes the new day’s lists on its first reads when nothing prepared them', async () => {
    clock = Date.parse('2026-11-27T23:59:00+09:00');
    await openingReads();
    const computedToday = heavyCounts();
    clock = Date.parse('2026-11-28T00:00:01+09:00');
    await openingReads();
    expect(listOrders.count).toBe(2 * computedToday.lists);
    expect(filterCounts.count).toBe(2 * ITEM_KINDS.length);
  });

  it('shows on the new day what closed at its midnight', async () => {
    await replaceCatalogue(t.database.db, [
      item('policy', 'ends-today', range('2026-11-01', '2026-11-27')),
      item('policy', 'open-on', range('2026-11-01', '2026-12-31')),
    ]);
    clock = Date.parse('2026-11-27T23:59:00+09:00');
    expect(await cids('newest')).toContain('policy-t-ends-today');
    await service.warmUp('2026-11-28');
    clock = Date.parse('2026-11-28T00:00:01+09:00');
    expect(await cids('newest')).toEqual(['policy-t-open-on']);
  });
});
