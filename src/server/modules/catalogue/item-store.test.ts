import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuery, listRequest, listRoute } from '../../../shared/catalogue-query.js';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import { LIST_PAGE_SIZE_MAX } from '../../../shared/constants.js';
import {
  appWithPolicies,
  policiesMinuteApart,
  replaceCatalogue,
  testItem,
  testToday,
} from '../../test-support/catalogue-rows.js';
import { unlikeHiddenClasses } from '../../test-support/hidden-class.js';
import {
  allOf,
  countStatements,
  isDetailRead,
  isRowRead,
} from '../../test-support/statement-counter.js';
import { apiHeaders, type TestApp } from '../../test-support/test-app.js';
import { detailByCid, itemsBy } from './catalogue.repository.js';
import { presentDetail } from './catalogue.presenter.js';
import { ItemStore } from './item-store.js';

/**
 * Every item held in memory (the embedded database's default, decision 023): any page of any list
 * and any detail is answered without reading the database, and what is held follows every change.
 */

const rowReads = countStatements(isRowRead);
const detailReads = countStatements(isDetailRead);

const POLICIES = 400;
const slug = (at: number) => `p${String(at).padStart(3, '0')}`;
let t: TestApp;

beforeAll(async () => {
  t = await appWithPolicies({
    count: POLICIES,
    slugOf: slug,
    holdsEveryItem: true,
    queryPlugin: allOf(rowReads, detailReads),
  });
});
afterAll(() => t?.close());

async function call(method: string, payload: unknown, path = listRoute('policy').split('#')[0]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: apiHeaders(method, { 'x-client-key': crypto.randomUUID() }),
    payload: JSON.stringify(payload),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const page = (no: number, pageSize = 24): Promise<ListAnswer> =>
  call('read_list', listRequest(defaultQuery('policy'), no, { pageSize }));

/**
 * Asks until the check holds, for up to `ms`: what is held reads a change a few statements
 * behind. Says whether it held.
 */
async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    if (await check()) return true;
    if (performance.now() - started >= ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Whether a page nobody asked for before (sizes 50 and up, after the 48 rows a snapshot holds)
 * was answered without reading a row. A page of rows read once is kept by the ids it shows, so
 * only a new page tells whether the cards answered.
 */
let unaskedSize = 50;
async function isUnaskedPageFromMemory(): Promise<boolean> {
  const size = unaskedSize++;
  if (size > LIST_PAGE_SIZE_MAX) return false;
  rowReads.count = 0;
  await page(2, size);
  return rowReads.count === 0;
}

const detail = (cid: string) => call('read_detail', { cid });

describe('every item held', () => {
  it('answers pages nobody read before without reading their rows', async () => {
    // The catalogue was replaced after the start: the cards read it behind the first readers.
    await eventually(isUnaskedPageFromMemory);
    rowReads.count = 0;
    // Newest first: page 3 holds the 49th to the 72nd newest.
    const third = await page(3);
    expect(third.items.map((i) => i.cid)).toEqual(
      Array.from({ length: 24 }, (_, at) => `policy-t-${slug(POLICIES - 49 - at)}`),
    );
    expect((await page(4)).items).toHaveLength(24);
    expect(rowReads.count).toBe(0);
  });

  it('shows an edit through the writer within a second, then from memory again', async () => {
    const [edited] = (await page(3)).items;
    await t.app.catalogueWriter.update(edited!.cid, { title: '고친 제목' });
    const isShown = async () => (await page(3)).items[0]!.title === '고친 제목';
    expect(await eventually(isShown, 1_000)).toBe(true);
    // A page nobody asked for that opens on the same item (the 49th newest: page 4 of 16, page 5
    // of 12, …) comes from memory with the edit. Several sizes, each asked once: a change read
    // just then (another announcement on a shared Redis) may send one page to the rows.
    const pagesOpeningOnIt = [16, 12, 8, 6, 4, 3].map((size) => ({ no: 48 / size + 1, size }));
    const isFromMemory = async () => {
      const next = pagesOpeningOnIt.shift();
      if (!next) return false;
      rowReads.count = 0;
      const [first] = (await page(next.no, next.size)).items;
      expect(first).toMatchObject({ cid: edited!.cid, title: '고친 제목' });
      return rowReads.count === 0;
    };
    expect(await eventually(isFromMemory)).toBe(true);
  });

  it('shows the views counted since a card was read', async () => {
    const [card] = (await page(4)).items;
    await call('read_detail', { cid: card!.cid });
    rowReads.count = 0;
    const [after] = (await page(4)).items;
    expect(after!.views).toBe(card!.views + 1);
    expect(rowReads.count).toBe(0);
  });

  it('answers the detail of any item without reading it, and shows an edit within a second', async () => {
    await eventually(isUnaskedPageFromMemory);
    const cid = `policy-t-${slug(123)}`;
    detailReads.count = 0;
    const first = await detail(cid);
    expect(first).toMatchObject({ cid, title: `${slug(123)} 제목` });
    expect(detailReads.count).toBe(0);

    await t.app.catalogueWriter.update(cid, { body: '고친 본문이에요.' });
    const isShown = async () => (await detail(cid)).body === '고친 본문이에요.';
    expect(await eventually(isShown, 1_000)).toBe(true);
    await eventually(isUnaskedPageFromMemory);
    detailReads.count = 0;
    const edited = await detail(cid);
    // Each call came from a new reader: each counted a view.
    expect(edited.body).toBe('고친 본문이에요.');
    expect(edited.views).toBeGreaterThan(first.views + 1);
    expect(detailReads.count).toBe(0);
  });

  it('says "not found" for an item that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${listRoute('policy').split('#')[0]}`,
      headers: apiHeaders('read_detail'),
      payload: JSON.stringify({ cid: 'policy-t-none' }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('the item store on its own', () => {
  const views = { written: () => 0 };
  let clock = Date.now();
  const now = () => clock;

  it('reads a change nobody announced at the minute: a statement by hand, a removal', async () => {
    const { db } = t.database;
    const store = new ItemStore(db, views, { now });
    await store.load();
    const [first, second] = await db
      .selectFrom('catalogue_items')
      .select(['id', 'title'])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(store.cardsOf([first!.id])?.get(first!.id)?.row.title).toBe(first!.title);

    // By hand: the item's row only, no search document.
    await sql`update catalogue_items set title = '손으로 고친 제목' where id = ${first!.id}`.execute(
      db,
    );
    await db.deleteFrom('catalogue_items').where('id', '=', second!.id).execute();
    expect(store.cardsOf([first!.id])?.get(first!.id)?.row.title).toBe(first!.title);

    // A reader after the minute starts the look, behind it.
    clock += 60_000;
    await eventually(
      () => store.cardsOf([first!.id])?.get(first!.id)?.row.title === '손으로 고친 제목',
    );
    const cards = store.cardsOf([first!.id, second!.id]);
    expect(cards?.get(first!.id)?.row.title).toBe('손으로 고친 제목');
    expect(cards?.has(second!.id)).toBe(false);
    expect(store.size).toBe(POLICIES - 1);
  });

  it("reads every item's views again within 10 s where other instances count them too, a tenth a second", async () => {
    const { db } = t.database;
    // This instance has written 3 of an item's views once the others' are in the row.
    let written = 0;
    const counter = { written: () => written };
    const viewReads: number[] = [];
    let changeLooks = 0;
    const sharing = new ItemStore(
      db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          const columns = Object.keys(args.result.rows[0] ?? {}).join();
          if (columns === 'id,views') viewReads.push(args.result.rows.length);
          if (columns === 'seq,version') changeLooks += 1;
          return args.result;
        },
      }),
      counter,
      { now, readsViewsOfOthers: true },
    );
    const alone = new ItemStore(db, counter, { now });
    await sharing.load();
    await alone.load();
    changeLooks = 0;
    const ends = await db
      .selectFrom('catalogue_items')
      .select(['id', 'cid', 'views'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('catalogue_items')
          .select((inner) => [inner.fn.min('id').as('id')])
          .union(eb.selectFrom('catalogue_items').select((inner) => [inner.fn.max('id').as('id')])),
      )
      .orderBy('id')
      .execute();
    expect(ends).toHaveLength(2);
    const cardOf = (store: ItemStore, id: number) => store.cardsOf([id])?.get(id);

    // Views only, as a view counter writes them: neither the search number nor the version moves.
    await sql`update catalogue_items set views = views + 10 where id in (${sql.join(ends.map((e) => e.id))})`.execute(
      db,
    );
    written = 3;
    const shown = () => ends.filter((end) => cardOf(sharing, end.id)?.row.views === end.views + 10);
    expect(shown()).toHaveLength(0);
    for (let step = 0; step < 10 && shown().length < 2; step += 1) {
      clock += 1_000;
      const before = viewReads.length;
      await eventually(() => {
        // Asking for a card is what starts a read that is due.
        cardOf(sharing, ends[0]!.id);
        return viewReads.length > before;
      }, 1_000);
    }
    expect(shown()).toHaveLength(2);
    // Each statement read a tenth of the items, not all of them at once, and a step for views
    // alone did not look for changes: nothing was announced and the minute was not due.
    expect(Math.max(...viewReads)).toBe(Math.ceil(sharing.size / 10));
    expect(changeLooks).toBe(0);
    expect(cardOf(sharing, ends[1]!.id)?.writtenViews).toBe(3);
    expect(sharing.detailOf('policy', ends[1]!.cid)?.detail).toMatchObject({
      row: { views: ends[1]!.views + 10 },
      writtenViews: 3,
    });
    // The one instance of the embedded database counts every view itself and never reads them.
    clock += 60_000;
    expect(
      await eventually(() => cardOf(alone, ends[0]!.id)?.row.views !== ends[0]!.views, 300),
    ).toBe(false);
  });

  it("holds a card and a detail as the database reads them, and a video's related items", async () => {
    const { db } = t.database;
    const policy = testItem('policy', 'rich', {
      body: '서울에 사는 청년에게 월세를 지원해요.\n두 줄째예요.',
      keywords: ['월세', '주거'],
      regions: ['11'],
      details: JSON.stringify({
        support: '월 20만 원',
        links: { apply: 'https://example.kr/apply' },
      }),
      eligibility: JSON.stringify({ age: { min: 19, max: 34 }, additionalConditions: '무주택자' }),
    });
    const video = testItem('video', 'related', {
      details: JSON.stringify({
        provider: 'youtube',
        videoId: 'abc',
        related: [{ cid: policy.cid }],
      }),
    });
    await db.insertInto('catalogue_items').values([policy, video]).execute();
    const store = new ItemStore(db, views, { now });
    await store.load();

    const held = store.detailOf('policy', policy.cid);
    const read = await detailByCid(db, 'policy', policy.cid);
    expect(held?.detail.row).toEqual(read);
    const [card] = await itemsBy(db, 'id', [read!.id]);
    expect(store.cardsOf([read!.id])?.get(read!.id)?.row).toEqual(card);
    expect(store.detailOf('video', policy.cid)).toBeUndefined();
    const heldVideo = store.detailOf('video', video.cid);
    expect(heldVideo?.detail.row).toEqual(await detailByCid(db, 'video', video.cid));
    expect(heldVideo?.related.map((card) => card.row.cid)).toEqual([policy.cid]);
  });

  it('makes the details of items of one shape with one hidden class, leaving none behind', async () => {
    const { db } = t.database;
    const store = new ItemStore(db, views, { now });
    await store.load();
    const cids = await db.selectFrom('catalogue_items').select('cid').where('kind', '=', 'policy');
    const rows = (await cids.execute()).map(({ cid }) => store.detailOf('policy', cid)!.detail.row);
    const details = rows.map((row) => presentDetail(row, testToday, 0, []));
    // The last hundred: by then V8 has seen every kind of value each field holds.
    expect(unlikeHiddenClasses(rows.slice(-100))).toBe(0);
    expect(unlikeHiddenClasses(details.slice(-100))).toBe(0);
  });

  it('lets everything go when the catalogue grows past its limit while it runs', async () => {
    const { db } = t.database;
    const store = new ItemStore(db, views, { now, maxItems: POLICIES + 10 });
    const loaded = await store.load();
    expect(loaded).toMatchObject({ isHeld: true });
    // Each test item's card and detail: a few hundred bytes of JSON.
    expect(loaded.bytes / loaded.items).toBeGreaterThan(200);
    expect(loaded.bytes / loaded.items).toBeLessThan(5_000);
    await replaceCatalogue(db, policiesMinuteApart(POLICIES + 11, slug));
    clock += 60_000;
    await eventually(() => store.cardsOf([1]) === undefined);
    expect(store.cardsOf([1])).toBeUndefined();
    expect(store.detailOf('policy', `policy-t-${slug(1)}`)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('holds nothing for a catalogue past its limit: the rows are read as before', async () => {
    const store = new ItemStore(t.database.db, views, { now, maxItems: 10 });
    await store.load();
    expect(store.size).toBe(0);
    expect(store.cardsOf([1, 2, 3])).toBeUndefined();
    expect(store.detailOf('policy', `policy-t-${slug(1)}`)).toBeUndefined();
  });
});
