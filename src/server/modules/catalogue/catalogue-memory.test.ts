import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuery, listRequest, listRoute } from '../../../shared/catalogue-query.js';
import type { ItemDetail, ListAnswer } from '../../../shared/contract/catalogue.js';
import { HOME_SHELVES } from '../../../shared/home-shelves.js';
import { ITEM_KINDS, type ItemKind } from '../../../shared/routes.js';
import { memoryCacheInvalidation } from '../../shared-state/cache-invalidation.js';
import { replaceCatalogue, testItem as item } from '../../test-support/catalogue-rows.js';
import { countStatements } from '../../test-support/statement-counter.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Reads that need no database do not wait for it (decision 023): what home and the list pages
 * open with is in memory before /readyz says ready, held lists and details keep answering while
 * the database is busy, a change shows within a second, and held rows' views still move.
 */

/**
 * The app's statements, its reads and writes (the test's own go around it), but the job queue's
 * polls: they run on its own clock, not a reader's.
 */
const statements = countStatements((statement) => !/\bjobs\b/.test(statement));

const invalidation = memoryCacheInvalidation({ warn: () => {} });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ queryPlugin: statements, cacheInvalidation: invalidation });
  await replaceCatalogue(t.database.db, [
    item('policy', 'rent', { is_pick: true, views: 10 }),
    item('policy', 'jobs', { views: 5 }),
    item('event', 'fair', {
      apply_kind: 'range',
      apply_start: '2020-01-01',
      apply_end: '2999-12-31',
    }),
    item('video', 'howto'),
  ]);
});
afterAll(() => t?.close());

function call(path: string, method: string, body: unknown, clientKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: apiHeaders(method, clientKey ? { 'x-client-key': clientKey } : {}),
    payload: JSON.stringify(body),
  });
}

const pathOf = (kind: ItemKind) => listRoute(kind).split('#')[0]!;

async function firstPage(kind: ItemKind): Promise<ListAnswer> {
  const response = await call(pathOf(kind), 'read_list', listRequest(defaultQuery(kind)));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detail(cid: string, clientKey?: string): Promise<ItemDetail> {
  const response = await call('policy/read', 'read_detail', { cid }, clientKey);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/**
 * Holds the database busy until released: an exclusive lock on the catalogue (PostgreSQL), which
 * on PGlite is its one connection as well. Resolves once it holds it.
 */
async function holdDatabase(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const done = t.database.db.transaction().execute(async (trx) => {
    // The tables a reader and the held items' look for changes read: on PostgreSQL the others
    // stay free, and a look that finds nothing changed would make the held answers good again.
    await sql`lock table catalogue_items, catalogue_search, catalogue_search_removed,
      catalogue_version in access exclusive mode`.execute(trx);
    held();
    await released;
  });
  await isHeld;
  return async () => {
    release();
    await done;
  };
}

/** The answer, or 'waiting' when it takes longer than `ms`. */
function within<T>(ms: number, answer: Promise<T>): Promise<T | 'waiting'> {
  return Promise.race([answer, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);
}

describe('reads from memory', () => {
  it('has the lists home and the list pages open with before /readyz says ready', async () => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      checks: { warm_up: 'ok' },
    });
    statements.count = 0;
    for (const shelf of Object.values(HOME_SHELVES)) {
      const response = await call(
        pathOf(shelf.kind),
        'read_list',
        listRequest(shelf.query, 1, { pageSize: 16, recommendCount: 8 }),
      );
      expect(response.statusCode).toBe(200);
    }
    for (const kind of ITEM_KINDS) {
      expect((await firstPage(kind)).total_count).toBe(kind === 'policy' ? 2 : 1);
      const filters = await call(pathOf(kind), 'read_filters', {
        condition: { show_closed: false },
      });
      expect(filters.statusCode).toBe(200);
    }
    // Not one statement: every answer came from memory.
    expect(statements.count).toBe(0);
  });

  it('keeps answering held lists and details while the database is busy, a change within a second', async () => {
    await detail('policy-t-rent');
    const release = await holdDatabase();
    try {
      // Another instance changed the catalogue: the outdated answers are still served at once.
      await invalidation.publish();
      const answers = await within(
        500,
        Promise.all([firstPage('policy'), detail('policy-t-rent')]),
      );
      expect(answers).not.toBe('waiting');
      // Past a second after the change nothing read before it is served: the reader waits.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const late = firstPage('policy');
      const lateDetail = detail('policy-t-rent');
      expect(await within(300, late)).toBe('waiting');
      expect(await within(10, lateDetail)).toBe('waiting');
      await release();
      expect((await late).total_count).toBe(2);
      expect((await lateDetail).cid).toBe('policy-t-rent');
    } finally {
      await release();
    }
  });

  it('shows an edit within a second with a snapshot held', async () => {
    expect((await firstPage('policy')).items.map((i) => i.title)).toContain('rent 제목');
    await t.app.catalogueWriter.update('policy-t-rent', { title: '고친 월세 지원' });
    const started = performance.now();
    let titles: string[] = [];
    while (!titles.includes('고친 월세 지원') && performance.now() - started < 2_000) {
      titles = (await firstPage('policy')).items.map((i) => i.title);
    }
    expect(titles).toContain('고친 월세 지원');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await detail('policy-t-rent')).title).toBe('고친 월세 지원');
  });

  it('shows views counted since a held row was read, before and after they are written', async () => {
    const before = (await detail('policy-t-jobs')).views;
    expect((await detail('policy-t-jobs', 'a0000000-0000-4000-8000-000000000001')).views).toBe(
      before + 1,
    );
    expect((await detail('policy-t-jobs', 'a0000000-0000-4000-8000-000000000002')).views).toBe(
      before + 2,
    );
    const card = async () =>
      (await firstPage('policy')).items.find((i) => i.cid === 'policy-t-jobs')!.views;
    expect(await card()).toBe(before + 2);
    // Once written (every second), the held rows neither lose nor count them twice.
    const stored = async () =>
      (
        await t.database.db
          .selectFrom('catalogue_items')
          .select('views')
          .where('cid', '=', 'policy-t-jobs')
          .executeTakeFirstOrThrow()
      ).views;
    const started = performance.now();
    while ((await stored()) !== before + 2 && performance.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stored()).toBe(before + 2);
    expect((await detail('policy-t-jobs')).views).toBe(before + 2);
    expect(await card()).toBe(before + 2);
  });
});
