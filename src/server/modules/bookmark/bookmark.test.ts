import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_CIDS_READ_MAX } from '../../../shared/contract/bookmark.js';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { applyRange, testItem, type CatalogueRow } from '../../test-support/catalogue-rows.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Saved items through the real HTTP stack, dispatcher and database. Items are added with their
 * own cids (never by replacing the catalogue), so this file shares a PostgreSQL database safely.
 */

let t: TestApp;
const run = randomUUID().slice(0, 8);
const cidOf = (kind: CatalogueRow['kind'], slug: string) => `${kind}-t-bm-${run}-${slug}`;

const ITEMS = [
  testItem('policy', `bm-${run}-rent`),
  testItem('policy', `bm-${run}-jobs`),
  testItem('event', `bm-${run}-fair`),
  testItem('video', `bm-${run}-talk`),
  testItem('policy', `bm-${run}-ended`, applyRange(-30, -1)),
];
const RENT = cidOf('policy', 'rent');
const JOBS = cidOf('policy', 'jobs');
const FAIR = cidOf('event', 'fair');
const TALK = cidOf('video', 'talk');
const ENDED = cidOf('policy', 'ended');

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insertInto('catalogue_items').values(ITEMS).execute();
});
afterAll(() => t.close());

async function member() {
  const client = new AccountTestClient(t.app);
  const response = await client.signUp({ email: uniqueEmail('saver') });
  expect(response.statusCode).toBe(200);
  return { client, userId: (response.json().data as SignedInAnswer).user.id };
}

async function save(client: AccountTestClient, ...cids: string[]) {
  for (const cid of cids) {
    const response = await client.call('bookmark/create', { cid });
    expect(response.statusCode).toBe(200);
  }
}

async function saved(client: AccountTestClient, body: unknown = {}): Promise<ListAnswer> {
  const response = await client.call('bookmark/read', body);
  expect(response.statusCode).toBe(200);
  return response.json().data as ListAnswer;
}

const cids = (answer: ListAnswer) => answer.items.map((item) => item.cid);

/** A route key (`bookmark/read#read_cids`) as the test client's path, body and X-Method. */
function callOf(route: string, body: unknown): [string, unknown, { method?: string }] {
  const [path, method] = route.split('#') as [string, string | undefined];
  return [path, body, method ? { method } : {}];
}

async function savedCids(client: AccountTestClient): Promise<string[]> {
  const response = await client.call(...callOf('bookmark/read#read_cids', {}));
  expect(response.statusCode).toBe(200);
  return (response.json().data as { cids: string[] }).cids;
}

describe('bookmarks', () => {
  it('refuses a visitor every call with 401 unauthorized', async () => {
    const visitor = new AccountTestClient(t.app);
    for (const [path, body] of [
      ['bookmark/create', { cid: RENT }],
      ['bookmark/read', {}],
      ['bookmark/read#read_cids', {}],
      ['bookmark/delete', { cid: RENT }],
    ] as const) {
      const response = await visitor.call(...callOf(path, body));
      expect(response.statusCode, path).toBe(401);
      expect(response.json().error.code, path).toBe('unauthorized');
    }
  });

  it('keeps one bookmark however often save is pressed', async () => {
    const { client, userId } = await member();
    const first = await client.call('bookmark/create', { cid: RENT });
    expect(first.json().data).toEqual({ cid: RENT, bookmarked: true });
    await save(client, RENT);
    const rows = await t.database.db
      .selectFrom('bookmarks')
      .select('item_id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await saved(client)).total_count).toBe(1);
  });

  it('reads newest saved first, a page at a time, filtered by kind, in the lists’ shape', async () => {
    const { client } = await member();
    await save(client, RENT, FAIR, JOBS, TALK);
    const all = await saved(client);
    expect(cids(all)).toEqual([TALK, JOBS, FAIR, RENT]);
    expect(all).toMatchObject({ total_count: 4, current_page_no: 1, item_no_per_page: 24 });
    expect(all.recommends).toEqual([]);
    expect(all.items[0]).toMatchObject({ kind: 'video', title: `bm-${run}-talk 제목` });
    expect(all.items[0]!.video).not.toBeNull();

    const second = await saved(client, { pagination: { current_page_no: 2, item_no_per_page: 3 } });
    expect(cids(second)).toEqual([RENT]);
    expect(second.total_count).toBe(4);

    const policies = await saved(client, { filters: { kind: ['policy'] } });
    expect(cids(policies)).toEqual([JOBS, RENT]);
    expect(policies.total_count).toBe(2);
    const twoKinds = await saved(client, { filters: { kind: ['event', 'video'] } });
    expect(cids(twoKinds)).toEqual([TALK, FAIR]);
  });

  it('keeps a closed item in the list, labelled CLOSED', async () => {
    const { client } = await member();
    await save(client, ENDED, RENT);
    const answer = await saved(client);
    expect(cids(answer)).toEqual([RENT, ENDED]);
    expect(answer.items[1]!.labels).toContain('CLOSED');
    expect(answer.items[0]!.labels).not.toContain('CLOSED');
  });

  it('deletes one or many; a cid not saved is no error', async () => {
    const { client } = await member();
    await save(client, RENT, JOBS, FAIR);
    const missing = await client.call('bookmark/delete', { cid: TALK });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().data).toEqual({ count: 0 });
    const unknown = await client.call('bookmark/delete', { cid: `nothing-${run}` });
    expect(unknown.json().data).toEqual({ count: 0 });

    expect((await client.call('bookmark/delete', { cid: RENT })).json().data).toEqual({ count: 1 });
    const many = await client.call('bookmark/delete', { cids: [JOBS, FAIR, TALK] });
    expect(many.json().data).toEqual({ count: 2 });
    expect((await saved(client)).total_count).toBe(0);
  });

  it('never shows or deletes another user’s bookmarks', async () => {
    const owner = await member();
    const other = await member();
    await save(owner.client, RENT, FAIR);
    await save(other.client, JOBS);
    expect(cids(await saved(other.client))).toEqual([JOBS]);
    const attempt = await other.client.call('bookmark/delete', { cids: [RENT, FAIR] });
    expect(attempt.json().data).toEqual({ count: 0 });
    expect(cids(await saved(owner.client))).toEqual([FAIR, RENT]);
  });

  it('answers 404 not_found for a cid no item has', async () => {
    const { client } = await member();
    const response = await client.call('bookmark/create', { cid: `no-such-${run}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers 400 for more than 100 cids and for hostile input, and saves nothing', async () => {
    const { client } = await member();
    const tooMany = Array.from({ length: 101 }, (_, i) => `${RENT}-${i}`);
    // [path, body, code]: a NUL never reaches the contract (the body parser refuses it).
    const cases: [string, unknown, string][] = [
      ['bookmark/delete', { cids: tooMany }, 'validation_failed'],
      ['bookmark/delete', { cids: [] }, 'validation_failed'],
      ['bookmark/delete', {}, 'validation_failed'],
      ['bookmark/delete', { cid: RENT, cids: [RENT] }, 'validation_failed'],
      ['bookmark/create', { cid: 'x'.repeat(10_000) }, 'validation_failed'],
      ['bookmark/create', { cid: `${RENT} or 1=1` }, 'validation_failed'],
      ['bookmark/create', { cid: 42 }, 'validation_failed'],
      ['bookmark/read', { filters: { kind: ['comment'] } }, 'validation_failed'],
      ['bookmark/read', { pagination: { current_page_no: 0 } }, 'validation_failed'],
      ['bookmark/create', { cid: `${RENT}\u0000` }, 'invalid_input'],
      ['bookmark/delete', { cids: ['a\u0000b'] }, 'invalid_input'],
    ];
    for (const [path, body, code] of cases) {
      const response = await client.call(path, body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error.code, label).toBe(code);
      expect(response.json().error.message, label).toEqual(expect.any(String));
    }
    const overLimit = await client.call('bookmark/delete', { cids: tooMany });
    expect(Object.keys(overLimit.json().error.fields)).toEqual(['cids']);
    expect((await saved(client)).total_count).toBe(0);
  });

  it('answers 400 unknown_method for bookmark/update (a bookmark has nothing to change)', async () => {
    const { client } = await member();
    const response = await client.call('bookmark/update', { cid: RENT });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('unknown_method');
  });

  it('answers read_cids with only the caller’s saved cids, newest saved first', async () => {
    const owner = await member();
    const other = await member();
    expect(await savedCids(owner.client)).toEqual([]);
    await save(owner.client, FAIR, ENDED, RENT, TALK);
    await save(other.client, JOBS);
    // Saving again does not move an item up: the first save's moment stays.
    await save(owner.client, FAIR);
    expect(await savedCids(owner.client)).toEqual([TALK, RENT, ENDED, FAIR]);
    expect(await savedCids(other.client)).toEqual([JOBS]);

    await owner.client.call('bookmark/delete', { cids: [RENT, ENDED] });
    expect(await savedCids(owner.client)).toEqual([TALK, FAIR]);
    const extra = await owner.client.call(...callOf('bookmark/read#read_cids', { user_id: 'x' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('validation_failed');
  });

  it(`answers read_cids with at most ${BOOKMARK_CIDS_READ_MAX} cids, the newest saved`, async () => {
    const { client, userId } = await member();
    const prefix = `video-t-bm-${run}-cap-`;
    const db = t.database.db;
    // One more item than the cap, each saved a second after the one before (cap-0 oldest).
    await sql`
      INSERT INTO catalogue_items (kind, cid, source, source_id, title, apply_kind)
      SELECT 'video', ${prefix}::text || n, 'editor', ${prefix}::text || n, 'cap ' || n, 'none'
      FROM generate_series(0, ${BOOKMARK_CIDS_READ_MAX}::int) AS n`.execute(db);
    await sql`
      INSERT INTO bookmarks (user_id, item_id, created_at)
      SELECT ${userId}::uuid, item.id, '2026-01-01'::timestamptz + n * interval '1 second'
      FROM generate_series(0, ${BOOKMARK_CIDS_READ_MAX}::int) AS n
      JOIN catalogue_items AS item ON item.cid = ${prefix}::text || n`.execute(db);
    try {
      const answer = await savedCids(client);
      expect(answer).toHaveLength(BOOKMARK_CIDS_READ_MAX);
      expect(answer[0]).toBe(`${prefix}${BOOKMARK_CIDS_READ_MAX}`);
      expect(answer.at(-1)).toBe(`${prefix}1`);
      expect(answer).not.toContain(`${prefix}0`);
    } finally {
      await db.deleteFrom('catalogue_items').where('cid', 'like', `${prefix}%`).execute();
    }
  });

  it('erases the user’s bookmarks on withdrawal', async () => {
    const { client, userId } = await member();
    await save(client, RENT, TALK);
    expect(await savedCids(client)).toEqual([TALK, RENT]);
    expect((await client.call('user/delete', {})).statusCode).toBe(200);
    // The withdrawn session reads nothing any more.
    const after = await client.call(...callOf('bookmark/read#read_cids', {}));
    expect(after.statusCode).toBe(401);
    const left = await t.database.db
      .selectFrom('bookmarks')
      .select('item_id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });
});
