import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating, RatingStats } from '../../../shared/contract/rating.js';
import { AccountTestClient } from '../../test-support/account-client.js';
import { member, operator, type Member, newItem, rate } from '../../test-support/community.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { itemIdOf } from '../bookmark/bookmark.repository.js';

/**
 * One-line reviews through the real HTTP stack, dispatcher and database. Each test uses items of
 * its own (cids carry this run's id), so the file shares a PostgreSQL database safely.
 */

let t: TestApp;
const run = randomUUID().slice(0, 8);
let seedCount = 0;

/** A new item of this test's own; answers its cid. */
const newCid = async () => (await newItem(t)).cid;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { ratings: Rating[]; next_cursor: string | null; total_count: number };

async function readPage(who: Member, body: Record<string, unknown>, method = 'read') {
  const response = await who.client.call('rating/read', body, { method });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page & { mine: Rating | null };
}

const ratingRows = (authorId: string) =>
  t.database.db
    .selectFrom('ratings')
    .select(['id', 'score', 'text'])
    .where('author_id', '=', authorId)
    .execute();

/**
 * Reviews written straight into the table by accounts made there too (many reviewers, quickly):
 * one row per score, oldest first; answers their ids in that order.
 */
async function seedReviews(cid: string, scores: number[]): Promise<number[]> {
  const itemId = (await itemIdOf(t.database.db, cid))!;
  const ids: number[] = [];
  for (const [i, score] of scores.entries()) {
    const user = await t.database.db
      .insertInto('users')
      .values({
        email: `seed-${run}-${(seedCount += 1)}@example.com`,
        name: '리뷰어',
        nickname: `리뷰어${i}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.database.db
      .insertInto('ratings')
      .values({ item_id: itemId, author_id: user.id, score, text: `한줄평 ${i}` })
      .returning(sql<number>`id::int`.as('id'))
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

function hide(id: number, reason: 'operator' | 'temporary_measure', until: Date | null = null) {
  return t.database.db
    .updateTable('ratings')
    .set({ hidden_reason: reason, hidden_at: new Date(), hidden_until: until })
    .where('id', '=', id)
    .execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('rating/create', () => {
  it('writes the review and answers it as the author sees it', async () => {
    const author = await member(t, { nickname: '별점요정' });
    const cid = await newCid();
    const review = await rate(author, cid, { score: 5, text: '서류가 간단해서 좋았어요' });
    expect(review).toEqual({
      id: expect.any(Number),
      cid,
      author: { id: author.id, nickname: '별점요정', status: 'member' },
      score: 5,
      text: '서류가 간단해서 좋았어요',
      created_at: expect.any(String),
      updated: false,
      hidden: null,
      mine: true,
    });
    expect(await ratingRows(author.id)).toEqual([
      { id: review.id, score: 5, text: '서류가 간단해서 좋았어요' },
    ]);
  });

  it('answers a second review of the same item 409 rating_exists, and keeps the first', async () => {
    const author = await member(t);
    const cid = await newCid();
    const first = await rate(author, cid, { score: 3, text: '처음 쓴 평' });
    const second = await author.client.call('rating/create', { cid, score: 1, text: '두 번째' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'rating_exists',
      message: '이미 이 항목에 한줄평을 남겼어요. 남긴 한줄평을 고쳐 주세요.',
    });
    expect(await ratingRows(author.id)).toEqual([{ id: first.id, score: 3, text: '처음 쓴 평' }]);
  });

  it('makes one review of a double submit (parallel creates)', async () => {
    const author = await member(t);
    const cid = await newCid();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        author.client.call('rating/create', { cid, score: 4, text: '두 번 눌렀어요' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await ratingRows(author.id)).toHaveLength(1);
  });

  it('answers 404 not_found for a cid no item has', async () => {
    const author = await member(t);
    const response = await author.client.call('rating/create', {
      cid: `nothing-${run}`,
      score: 4,
      text: '없는 항목',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(await ratingRows(author.id)).toEqual([]);
  });
});

describe('hostile text', () => {
  it('answers 4xx and stores nothing, or stores the text cleaned; never 5xx', async () => {
    const author = await member(t, { locale: 'en-US' });
    const cid = await newCid();
    const stored: [string, string][] = [
      ['<script>alert(1)</script>', '<script>alert(1)</script>'],
      ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
      ['abc\u202Edef\u2066', 'abcdef'],
      ['\uD800 혼자인 반쪽', '\uFFFD 혼자인 반쪽'],
      ['  첫 줄\r\n둘째 줄  ', '첫 줄 둘째 줄'],
      ['😀'.repeat(100), '😀'.repeat(100)],
    ];
    for (const [text, cleaned] of stored) {
      const response = await author.client.call('rating/create', { cid, score: 2, text });
      expect(response.statusCode, text).toBe(200);
      expect(response.json().data.text).toBe(cleaned);
      expect((await ratingRows(author.id)).map((row) => row.text)).toEqual([cleaned]);
      const { id } = response.json().data as Rating;
      expect((await author.client.call('rating/delete', { id })).statusCode).toBe(200);
    }

    const refused: [unknown, string][] = [
      [{ cid, score: 3, text: 'x'.repeat(10_000) }, 'validation_failed'],
      [{ cid, score: 3, text: '😀'.repeat(101) }, 'validation_failed'],
      [{ cid, score: 3, text: '\u200B\u200C\u200D\uFEFF \u3164' }, 'validation_failed'],
      [{ cid, score: 3, text: '' }, 'validation_failed'],
      [{ cid, score: 3 }, 'validation_failed'],
      [{ cid, score: 0, text: '점수 없음' }, 'validation_failed'],
      [{ cid, score: 6, text: '점수 초과' }, 'validation_failed'],
      [{ cid, score: 3.5, text: '반 점' }, 'validation_failed'],
      [{ cid, score: '5', text: '글자 점수' }, 'validation_failed'],
      [{ cid, score: 3, text: 42 }, 'validation_failed'],
      [{ cid, score: 3, text: '덤', extra: true }, 'validation_failed'],
      [{ cid: `${cid}<script>`, score: 3, text: '이상한 cid' }, 'validation_failed'],
      [{ cid, score: 3, text: 'a\u0000b' }, 'invalid_input'],
    ];
    for (const [body, code] of refused) {
      const response = await author.client.call('rating/create', body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error.code, label).toBe(code);
      expect(response.json().error.message, label).toEqual(expect.any(String));
    }
    const tooLong = await author.client.call('rating/create', {
      cid,
      score: 3,
      text: 'x'.repeat(101),
    });
    expect(tooLong.json().error.fields).toEqual({
      text: 'A one-line review can be up to 100 characters.',
    });
    expect(await ratingRows(author.id)).toEqual([]);

    // The same holds for a change: a refused one leaves the review as it was.
    const review = await rate(author, cid, { score: 4, text: '원래 글' });
    for (const text of ['x'.repeat(10_000), '\u200B', 'a\u0000b']) {
      const response = await author.client.call('rating/update', { id: review.id, score: 1, text });
      expect(response.statusCode).toBe(400);
    }
    expect(await ratingRows(author.id)).toEqual([{ id: review.id, score: 4, text: '원래 글' }]);
  });
});

describe('give to get (product §8)', () => {
  it('refuses reviews and statistics without one’s own review: 403 review_required, visitors too', async () => {
    const writer = await member(t);
    const reader = await member(t, { locale: 'en-US' });
    const cid = await newCid();
    const { id } = await rate(writer, cid);
    const visitor = new AccountTestClient(t.app);
    const calls: [string, Record<string, unknown>][] = [
      ['read', { cid }],
      ['read_by_score', { cid, score: 4 }],
      ['read_stats', { cid }],
      ['read_by_id', { id }],
    ];
    for (const [method, body] of calls) {
      const fromVisitor = await visitor.call('rating/read', body, { method });
      expect(fromVisitor.statusCode, method).toBe(403);
      expect(fromVisitor.json().error).toEqual({
        code: 'review_required',
        message: '다른 사람의 한줄평을 보려면 먼저 한줄평을 남겨 주세요.',
      });
      const fromReader = await reader.client.call('rating/read', body, { method });
      expect(fromReader.statusCode, method).toBe(403);
      expect(fromReader.json().error).toEqual({
        code: 'review_required',
        message: 'To check the reviews, register your one-line review first.',
      });
    }

    await rate(reader, cid, { score: 2, text: '저는 별로였어요' });
    for (const [method, body] of calls) {
      const response = await reader.client.call('rating/read', body, { method });
      expect(response.statusCode, method).toBe(200);
    }
  });

  it('unlocks an item only: a review of another item does not open this one', async () => {
    const writer = await member(t);
    const reader = await member(t);
    const [cid, other] = [await newCid(), await newCid()];
    await rate(writer, cid);
    await rate(reader, other);
    const response = await reader.client.call('rating/read', { cid });
    expect(response.json().error.code).toBe('review_required');
  });

  it('lets operators read without a review of their own (mine is null)', async () => {
    const writer = await member(t);
    const team = await operator(t);
    const cid = await newCid();
    const review = await rate(writer, cid);
    const page = await readPage(team, { cid });
    expect(page.mine).toBeNull();
    expect(page.ratings.map((rating) => rating.id)).toEqual([review.id]);
  });

  it('locks the reviews again once one’s own is deleted', async () => {
    const reader = await member(t);
    const cid = await newCid();
    const own = await rate(reader, cid);
    expect((await reader.client.call('rating/read', { cid })).statusCode).toBe(200);
    await reader.client.call('rating/delete', { id: own.id });
    expect((await reader.client.call('rating/read', { cid })).json().error.code).toBe(
      'review_required',
    );
  });

  it('answers 404 for an unknown cid or id before asking for a review', async () => {
    const visitor = new AccountTestClient(t.app);
    const cases: [string, unknown][] = [
      ['read', { cid: `nothing-${run}` }],
      ['read_stats', { cid: `nothing-${run}` }],
      ['read_by_score', { cid: `nothing-${run}`, score: 3 }],
      ['read_by_id', { id: 2 ** 52 }],
    ];
    for (const [method, body] of cases) {
      const response = await visitor.call('rating/read', body, { method });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code, method).toBe('not_found');
    }
  });
});

describe('rating/read', () => {
  it('pages an item’s reviews newest first by keyset, with the reader’s own as mine', async () => {
    const cid = await newCid();
    const seeded = await seedReviews(
      cid,
      Array.from({ length: 24 }, (_, i) => (i % 5) + 1),
    );
    const reader = await member(t, { nickname: '읽는사람' });
    const own = await rate(reader, cid, { score: 5, text: '제 평이에요' });

    const first = await readPage(reader, { cid });
    expect(first.total_count).toBe(25);
    expect(first.mine).toEqual({ ...own, created_at: expect.any(String) });
    const newestFirst = [own.id, ...[...seeded].reverse()];
    expect(first.ratings.map((rating) => rating.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.ratings[0]).toMatchObject({ mine: true, author: { nickname: '읽는사람' } });
    expect(first.ratings[1]).toMatchObject({
      mine: false,
      text: '한줄평 23',
      author: { id: expect.any(String), nickname: '리뷰어23', status: 'member' },
    });
    expect(first.next_cursor).toEqual(expect.any(String));

    // A review written between two pages neither repeats nor shifts the next page.
    await seedReviews(cid, [3]);
    const second = await readPage(reader, { cid, cursor: first.next_cursor });
    expect(second.ratings.map((rating) => rating.id)).toEqual(newestFirst.slice(20));
    expect(second.next_cursor).toBeNull();
    expect(second.total_count).toBe(26);
  });

  it('reads one score, newest first, paged the same way', async () => {
    const cid = await newCid();
    const seeded = await seedReviews(cid, [5, 1, 5, 3, 5]);
    const reader = await member(t);
    await rate(reader, cid, { score: 1 });
    const fives = await readPage(reader, { cid, score: 5 }, 'read_by_score');
    expect(fives.ratings.map((rating) => rating.id)).toEqual([seeded[4], seeded[2], seeded[0]]);
    expect(fives.ratings.every((rating) => rating.score === 5)).toBe(true);
    expect(fives).toMatchObject({ total_count: 3, next_cursor: null });
    const ones = await readPage(reader, { cid, score: 1 }, 'read_by_score');
    expect(ones.total_count).toBe(2);
  });

  it('reads one review by id: one’s own always, others’ once unlocked', async () => {
    const cid = await newCid();
    const writer = await member(t);
    const reader = await member(t);
    const theirs = await rate(writer, cid, { score: 3, text: '보통이에요' });
    const own = await rate(reader, await newCid());
    const mine = await reader.client.call('rating/read', { id: own.id }, { method: 'read_by_id' });
    expect(mine.json().data).toMatchObject({ id: own.id, mine: true });
    await rate(reader, cid);
    const other = await reader.client.call(
      'rating/read',
      { id: theirs.id },
      { method: 'read_by_id' },
    );
    expect(other.json().data).toMatchObject({ id: theirs.id, text: '보통이에요', mine: false });
  });

  it('refuses a cursor that is not one it gave', async () => {
    const reader = await member(t);
    const cid = await newCid();
    await rate(reader, cid);
    for (const cursor of ['abc', '-1', '0', '1.5', '1'.repeat(17), "1' OR 1=1"]) {
      const response = await reader.client.call('rating/read', { cid, cursor });
      expect(response.statusCode, cursor).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['cursor']);
    }
  });

  it('shows a hidden review in its place without its text, except to its author and operators', async () => {
    const cid = await newCid();
    const author = await member(t);
    const reader = await member(t);
    const team = await operator(t);
    const hidden = await rate(author, cid, { score: 1, text: '가려질 한줄평' });
    await rate(reader, cid, { score: 4 });
    await hide(hidden.id, 'operator');

    const seen = (await readPage(reader, { cid })).ratings.find((r) => r.id === hidden.id)!;
    expect(seen).toMatchObject({ text: '', hidden: { reason: 'operator', until: null }, score: 1 });
    const byAuthor = (await readPage(author, { cid })).mine!;
    expect(byAuthor).toMatchObject({ text: '가려질 한줄평', hidden: { reason: 'operator' } });
    const byOperator = (await readPage(team, { cid })).ratings.find((r) => r.id === hidden.id)!;
    expect(byOperator.text).toBe('가려질 한줄평');
    const byId = await reader.client.call(
      'rating/read',
      { id: hidden.id },
      { method: 'read_by_id' },
    );
    expect(byId.json().data).toMatchObject({ text: '', hidden: { reason: 'operator' } });

    // A 임시조치 that has run out shows the review again, to everyone.
    await hide(hidden.id, 'temporary_measure', new Date(Date.now() - 1000));
    const after = (await readPage(reader, { cid })).ratings.find((r) => r.id === hidden.id)!;
    expect(after).toMatchObject({ text: '가려질 한줄평', hidden: null });
  });
});

describe('rating/read read_stats', () => {
  it('answers the average to one decimal (half up), the count and the count per score', async () => {
    const cid = await newCid();
    const reader = await member(t);
    await rate(reader, cid, { score: 5 });
    await seedReviews(cid, [5, 4, 3]);
    const response = await reader.client.call('rating/read', { cid }, { method: 'read_stats' });
    expect(response.json().data).toEqual({
      average: 4.3, // 17 / 4 = 4.25
      count: 4,
      counts: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
    } satisfies RatingStats);
  });

  it('leaves hidden reviews out until a 임시조치 runs out', async () => {
    const cid = await newCid();
    const reader = await member(t);
    await rate(reader, cid, { score: 4 });
    const [byOperator, byMeasure] = await seedReviews(cid, [1, 1, 2]);
    await hide(byOperator!, 'operator');
    await hide(byMeasure!, 'temporary_measure', new Date(Date.now() + 30 * DAY_MS));
    const stats = async () =>
      (await reader.client.call('rating/read', { cid }, { method: 'read_stats' })).json()
        .data as RatingStats;
    expect(await stats()).toEqual({
      average: 3,
      count: 2,
      counts: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 },
    });
    await hide(byMeasure!, 'temporary_measure', new Date(Date.now() - 1000));
    expect(await stats()).toMatchObject({ average: 2.3, count: 3, counts: { '1': 1 } });
  });

  it('answers a null average and zero counts for an operator on an item without reviews', async () => {
    const team = await operator(t);
    const cid = await newCid();
    const response = await team.client.call('rating/read', { cid }, { method: 'read_stats' });
    expect(response.json().data).toEqual({
      average: null,
      count: 0,
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });
});

describe('rating/update and rating/delete', () => {
  it('changes the author’s own review, shown as edited', async () => {
    const author = await member(t);
    const cid = await newCid();
    const review = await rate(author, cid, { score: 2, text: '처음엔 별로였어요' });
    const response = await author.client.call('rating/update', {
      id: review.id,
      score: 4,
      text: '다시 보니 괜찮아요',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: review.id,
      score: 4,
      text: '다시 보니 괜찮아요',
      updated: true,
      created_at: review.created_at,
    });
  });

  it('deletes the author’s own review; a missing one is 404', async () => {
    const author = await member(t);
    const review = await rate(author, await newCid());
    const response = await author.client.call('rating/delete', { id: review.id });
    expect(response.json().data).toEqual({ count: 1 });
    expect(await ratingRows(author.id)).toEqual([]);
    const again = await author.client.call('rating/delete', { id: review.id });
    expect(again.statusCode).toBe(404);
    const update = await author.client.call('rating/update', {
      id: review.id,
      score: 3,
      text: '없음',
    });
    expect(update.statusCode).toBe(404);
  });
});

describe('withdrawal', () => {
  it('keeps the reviews of a withdrawn author, shown as 탈퇴한 회원 with their text', async () => {
    const author = await member(t);
    const reader = await member(t);
    const cid = await newCid();
    const review = await rate(author, cid, { score: 5, text: '탈퇴해도 남는 평' });
    expect((await author.client.call('user/delete', {})).statusCode).toBe(200);
    await rate(reader, cid, { score: 3 });
    const page = await readPage(reader, { cid });
    expect(page.ratings.find((r) => r.id === review.id)).toMatchObject({
      author: { id: null, nickname: null, status: 'withdrawn' },
      text: '탈퇴해도 남는 평',
      mine: false,
    });
    const stats = await reader.client.call('rating/read', { cid }, { method: 'read_stats' });
    expect(stats.json().data.count).toBe(2);
  });
});

describe('the authorisation matrix', () => {
  it('answers every call for a visitor, the author, another user and an operator', async () => {
    const author = await member(t);
    const other = await member(t);
    const team = await operator(t);
    const visitor = { client: new AccountTestClient(t.app) } as Member;
    const cid = await newCid();
    const review = await rate(author, cid, { score: 4, text: '매트릭스' });
    const fresh = await newCid();
    const who = { visitor, author, other, operator: team };

    // [call, body, visitor, author, other, operator]: status, or status:code.
    const MATRIX: [string, string, unknown, ...string[]][] = [
      [
        'rating/create',
        'create',
        { cid: fresh, score: 3, text: '새 평' },
        '401',
        '200',
        '200',
        '200',
      ],
      ['rating/read', 'read', { cid }, '403:review_required', '200', '403:review_required', '200'],
      [
        'rating/read',
        'read_by_id',
        { id: review.id },
        '403:review_required',
        '200',
        '403:review_required',
        '200',
      ],
      [
        'rating/read',
        'read_by_score',
        { cid, score: 4 },
        '403:review_required',
        '200',
        '403:review_required',
        '200',
      ],
      [
        'rating/read',
        'read_stats',
        { cid },
        '403:review_required',
        '200',
        '403:review_required',
        '200',
      ],
      [
        'rating/update',
        'update',
        { id: review.id, score: 1, text: '고침' },
        '401',
        '200',
        '403:forbidden',
        '403:forbidden',
      ],
      [
        'rating/delete',
        'delete',
        { id: review.id },
        '401:unauthorized',
        '200',
        '403:forbidden',
        '403:forbidden',
      ],
    ];
    for (const [path, method, body, ...expected] of MATRIX) {
      // The author goes last: their delete must find the review the others failed to delete.
      for (const [column, i] of [
        ['visitor', 0],
        ['other', 2],
        ['operator', 3],
        ['author', 1],
      ] as const) {
        const response = await who[column].client.call(path, body, { method });
        const [status, code] = expected[i]!.split(':');
        const label = `${path}#${method} by ${column}`;
        expect(response.statusCode, label).toBe(Number(status));
        if (code) expect(response.json().error.code, label).toBe(code);
      }
    }
    // What is left: the review each wrote of the fresh item; the author's first is deleted.
    const left = await ratingRows(author.id);
    expect(left.map((row) => row.id)).not.toContain(review.id);
    expect(left).toHaveLength(1);
    expect(await ratingRows(other.id)).toHaveLength(1);
  });
});
