import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import type { CatalogueItemInput } from '../catalogue/catalogue-writer.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { SEARCH_MATCH_LIMIT } from './search.repository.js';

/**
 * A broad search ranks its newest 1,000 matches (decision 008); its counts then say so rather
 * than pass 1,000 off as the number of matches (issue 15: 청년 said 1,000 where 3,000 matched).
 */

const policy = (n: number, title: string): CatalogueItemInput => ({
  kind: 'policy',
  cid: `policy-count-${n}`,
  source: 'editor',
  source_id: `count-${n}`,
  title,
  apply_kind: 'always',
  created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.deleteFrom('catalogue_items').execute();
  await t.app.catalogueWriter.upsert(
    [
      ...Array.from({ length: SEARCH_MATCH_LIMIT + 20 }, (_, n) => policy(n, `청년 지원 ${n}`)),
      {
        ...policy(5_000, '청년 박람회'),
        kind: 'event',
        apply_kind: 'range',
        apply_start: '2026-01-01',
        apply_end: '2999-12-31',
      },
      ...Array.from({ length: 3 }, (_, n) => policy(6_000 + n, `월세 지원 ${n}`)),
    ],
    'fail',
  );
}, 60_000);
afterAll(() => t?.close());

async function search(keyword: string, kind?: string): Promise<SearchAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/search/common',
    headers: apiHeaders('read_list'),
    payload: {
      condition: { keyword },
      order: 'newest',
      ...(kind ? { filters: { kind: [kind] } } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('search counts', () => {
  it('says its counts are lower bounds when more match than it ranks', async () => {
    const answer = await search('청년');
    expect(answer.is_total_capped).toBe(true);
    expect(answer.total_count).toBe(SEARCH_MATCH_LIMIT);
    const { policy: policies, event, video } = answer.kind_counts;
    expect(policies + event + video).toBe(SEARCH_MATCH_LIMIT);
    // The newest matches are the ones ranked: the event (newest) is among them.
    expect(event).toBe(1);
    expect((await search('청년', 'policy')).is_total_capped).toBe(true);
  });

  it('counts exactly, and says so, when everything that matches is ranked', async () => {
    const answer = await search('월세');
    expect(answer).toMatchObject({
      total_count: 3,
      is_total_capped: false,
      kind_counts: { policy: 3, event: 0, video: 0 },
    });
    const all = await search('지원');
    expect(all.is_total_capped).toBe(true);
    const exact = await search('박람회');
    expect([exact.total_count, exact.is_total_capped]).toEqual([1, false]);
  });
});
