import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuery, listRequest, listRoute } from '../../../shared/catalogue-query.js';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import { LIST_PAGE_SIZE_MAX } from '../../../shared/constants.js';
import { appWithPolicies } from '../../test-support/catalogue-rows.js';
import { countStatements, isRowRead } from '../../test-support/statement-counter.js';
import { apiHeaders, type TestApp } from '../../test-support/test-app.js';
import { CardStore } from './card-store.js';

/**
 * Every list card held in memory (the embedded database's default, decision 023): any page of any
 * list is answered without reading its rows, and the cards follow every change.
 */

const rowReads = countStatements(isRowRead);

const POLICIES = 400;
const slug = (at: number) => `p${String(at).padStart(3, '0')}`;
let t: TestApp;

beforeAll(async () => {
  t = await appWithPolicies({
    count: POLICIES,
    slugOf: slug,
    holdsEveryCard: true,
    queryPlugin: rowReads,
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

/** Asks until the check holds, for up to 5 s: the cards read a change a few statements behind. */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await check()) && performance.now() - started < 5_000) {
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

describe('every card held', () => {
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

  it('shows an edit through the writer in the next page, then from memory again', async () => {
    const [edited] = (await page(3)).items;
    await t.app.catalogueWriter.update(edited!.cid, { title: '고친 제목' });
    // The very next page: the change is not yet read into the cards, so the rows are.
    expect((await page(3)).items[0]!.title).toBe('고친 제목');
    await eventually(isUnaskedPageFromMemory);
    // A page of the same item nobody asked for (16 a page: the 49th newest first).
    rowReads.count = 0;
    expect((await page(4, 16)).items[0]).toMatchObject({ cid: edited!.cid, title: '고친 제목' });
    expect(rowReads.count).toBe(0);
  });

  it('shows the views counted since a card was read', async () => {
    const [card] = (await page(4)).items;
    await call('read_detail', { cid: card!.cid });
    rowReads.count = 0;
    const [after] = (await page(4)).items;
    expect(after!.views).toBe(card!.views + 1);
    expect(rowReads.count).toBe(0);
  });
});

describe('the card store on its own', () => {
  const views = { written: () => 0 };
  let clock = Date.now();
  const now = () => clock;

  it('reads a change nobody announced at the minute: a statement by hand, a removal', async () => {
    const { db } = t.database;
    const store = new CardStore(db, views, { now });
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

  it('holds nothing for a catalogue past its limit: the rows are read as before', async () => {
    const store = new CardStore(t.database.db, views, { now, maxCards: 10 });
    await store.load();
    expect(store.size).toBe(0);
    expect(store.cardsOf([1, 2, 3])).toBeUndefined();
  });
});
