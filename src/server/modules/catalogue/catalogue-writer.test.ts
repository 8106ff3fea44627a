import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ItemDetail, ListAnswer } from '../../../shared/contract/catalogue.js';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import { testDay as day } from '../../test-support/catalogue-rows.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CATALOGUE_CHANGED_CHANNEL } from '../../shared-state/cache-invalidation.js';
import { type CatalogueItemInput, InvalidCatalogueItemError } from './catalogue-writer.js';

/**
 * The catalogue writer against the real database and, when TEST_REDIS_URL is set, Redis: what it
 * writes is what lists, details and searches answer within a second, on this instance and on others.
 */

let sequence = 0;
function policy(slug: string, fields: Partial<CatalogueItemInput> = {}): CatalogueItemInput {
  sequence += 1;
  return {
    kind: 'policy',
    cid: `policy-w-${slug}`,
    source: 'editor',
    source_id: `policy:${slug}`,
    title: `${slug} 정책`,
    summary: `${slug} 요약`,
    agency: '테스트 기관',
    apply_kind: 'range',
    apply_start: day(-5),
    apply_end: day(10),
    regions: ['11'],
    categories: ['housing'],
    eligibility: { age: { min: 19, max: 34 } },
    created_at: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    ...fields,
  };
}

async function call<T>(t: TestApp, path: string, method: string, body: unknown): Promise<T> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: apiHeaders(method),
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}
const listed = async (t: TestApp) =>
  (await call<ListAnswer>(t, 'policy/read', 'read_list', {})).items.map((i) => i.title);
const searched = async (t: TestApp, keyword: string) =>
  (await call<SearchAnswer>(t, 'search/common', 'read_list', { condition: { keyword } })).items.map(
    (i) => i.title,
  );
const detail = (t: TestApp, cid: string) =>
  call<ItemDetail>(t, 'policy/read', 'read_detail', { cid });
/**
 * A change shows within a second (decision 023): the instance serves what it held while it reads
 * the change behind the readers, at once on the embedded database, a moment later on PostgreSQL.
 */
const WITHIN_A_SECOND = { timeout: 1_200, interval: 50 };
/** The shared PostgreSQL of CI may hold other files' items (their search documents cascade). */
const emptyCatalogue = (t: TestApp) => t.database.db.deleteFrom('catalogue_items').execute();
const countItems = async (t: TestApp) => {
  const { rows } = await sql<{ items: number; documents: number }>`
    select (select count(*)::int from catalogue_items) as items,
      (select count(*)::int from catalogue_search) as documents`.execute(t.database.db);
  return rows[0]!;
};

describe('the catalogue writer on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await emptyCatalogue(t);
  });
  afterAll(() => t.close());

  it('shows a new, an edited and a closed item in lists, details and search within a second', async () => {
    await t.app.catalogueWriter.create(policy('rent', { title: '청년 월세 지원' }));
    // Fill the caches: the list's snapshot and the two searches' matches.
    expect(await listed(t)).toEqual(['청년 월세 지원']);
    expect(await searched(t, '월세')).toEqual(['청년 월세 지원']);
    expect(await searched(t, '전세')).toEqual([]);

    await t.app.catalogueWriter.create(policy('savings', { title: '청년 저축 계좌' }));
    await expect
      .poll(() => listed(t), WITHIN_A_SECOND)
      .toEqual(['청년 저축 계좌', '청년 월세 지원']);

    await t.app.catalogueWriter.update('policy-w-rent', {
      title: '청년 전세 지원',
      eligibility: { age: { min: 19, max: 39 } },
    });
    await expect.poll(() => searched(t, '전세'), WITHIN_A_SECOND).toEqual(['청년 전세 지원']);
    await expect.poll(() => searched(t, '월세'), WITHIN_A_SECOND).toEqual([]);
    await expect
      .poll(() => detail(t, 'policy-w-rent'), WITHIN_A_SECOND)
      .toMatchObject({
        title: '청년 전세 지원',
        policy: { eligibility: { age: { min: 19, max: 39 } } },
      });

    await t.app.catalogueWriter.close('policy-w-savings');
    await expect.poll(() => listed(t), WITHIN_A_SECOND).toEqual(['청년 전세 지원']);
    await expect
      .poll(() => detail(t, 'policy-w-savings'), WITHIN_A_SECOND)
      .toMatchObject({ labels: ['CLOSED'] });
  });

  it('refuses a bad item with the field at fault, and writes nothing of its batch', async () => {
    const before = await countItems(t);
    const refusals: [Partial<CatalogueItemInput>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ kind: 'news' as 'policy' }, 'kind'],
      [{ apply_start: day(5), apply_end: day(1) }, 'apply_end'],
      [{ apply_kind: 'always' }, 'apply_start'],
      [{ apply_start: '2026-02-31x' }, 'apply_start'],
      [{ apply_start: '2026-02-31' }, 'apply_start'],
      [{ cid: 'policy w/space' }, 'cid'],
      [{ titel: '오타' } as Partial<CatalogueItemInput>, '_'],
      [{ regions: ['99'] }, 'regions.0'],
      [{ apply_kind: 'none', apply_start: null, apply_end: null }, 'apply_kind'],
    ];
    for (const [fields, field] of refusals) {
      const error = await t.app.catalogueWriter
        .upsert([policy('fine'), policy('bad', fields)], 'fail')
        .catch((e: unknown) => e);
      expect(error, JSON.stringify(fields)).toBeInstanceOf(InvalidCatalogueItemError);
      expect((error as InvalidCatalogueItemError).index).toBe(1);
      expect((error as InvalidCatalogueItemError).problems.map((p) => p.field)).toContain(field);
    }
    const edit = await t.app.catalogueWriter
      .update('policy-w-rent', { apply_end: day(-30) })
      .catch((e: unknown) => e);
    expect(edit).toBeInstanceOf(InvalidCatalogueItemError);
    expect(await countItems(t)).toEqual(before);
    expect(await detail(t, 'policy-w-rent')).toMatchObject({ apply_end: day(10) });
  });

  it('leaves nothing behind when the search document cannot be written', async () => {
    const before = await countItems(t);
    // The search table refuses one title, as a failing search document would: after the item row
    // of the same transaction was written.
    await sql`alter table catalogue_search
      add constraint refuse_for_test check (strpos(title_text, 'zzrefused') = 0)`.execute(
      t.database.db,
    );
    try {
      const batch = [policy('kept-out'), policy('refused', { title: 'zzrefused 정책' })];
      await expect(t.app.catalogueWriter.upsert(batch, 'fail')).rejects.toThrow();
      await expect(
        t.app.catalogueWriter.update('policy-w-rent', { title: 'zzrefused 전세' }),
      ).rejects.toThrow();
    } finally {
      await sql`alter table catalogue_search drop constraint refuse_for_test`.execute(
        t.database.db,
      );
    }
    expect(await countItems(t)).toEqual(before);
    await expect.poll(() => listed(t), WITHIN_A_SECOND).toEqual(['청년 전세 지원']);
    await expect.poll(() => searched(t, '전세'), WITHIN_A_SECOND).toEqual(['청년 전세 지원']);
  });

  it('imports again without losing what the site added (update keeps pick, views, thumbnail)', async () => {
    const source = policy('imported', { source: 'youthcenter', views: 10 });
    const [first] = await t.app.catalogueWriter.upsert([source], 'update');
    await t.app.catalogueWriter.update(source.cid, { is_pick: true, thumbnail_url: '/a.webp' });
    const [again] = await t.app.catalogueWriter.upsert(
      [{ ...source, title: '바뀐 이름', views: 3 }],
      'update',
    );
    expect(first).toMatchObject({ inserted: true });
    expect(again).toEqual({ ...first, inserted: false });
    await expect
      .poll(() => detail(t, source.cid), WITHIN_A_SECOND)
      .toMatchObject({ title: '바뀐 이름', labels: ['PICK', 'ING'], thumbnail_url: '/a.webp' });
    expect(await t.app.catalogueWriter.upsert([source], 'skip')).toEqual([]);
  });
});

const sharedDatabase = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

describe.runIf(sharedDatabase)('the catalogue writer on two instances (PostgreSQL, Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    await emptyCatalogue(a);
    // Both instances listen before anything is written.
    await vi.waitFor(async () => {
      const [, subscribers] = (await a.redis!.call(
        'pubsub',
        'numsub',
        CATALOGUE_CHANGED_CHANNEL,
      )) as [string, number];
      expect(subscribers).toBeGreaterThanOrEqual(2);
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shows what one instance wrote in the lists and searches of the other', async () => {
    expect(await listed(b)).toEqual([]);
    expect(await searched(b, '월세')).toEqual([]);
    await a.app.catalogueWriter.create(policy('shared', { title: '부산 청년 월세' }));
    // Redis delivers in milliseconds; without it B would answer from its cache for a minute.
    await expect
      .poll(() => listed(b), { timeout: 1_000, interval: 20 })
      .toEqual(['부산 청년 월세']);
    await expect
      .poll(() => searched(b, '월세'), { timeout: 1_000, interval: 20 })
      .toEqual(['부산 청년 월세']);

    await a.app.catalogueWriter.close('policy-w-shared');
    await expect.poll(() => listed(b), { timeout: 1_000, interval: 20 }).toEqual([]);
  });
});
