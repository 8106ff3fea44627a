import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Rating } from '../../../shared/contract/rating.js';
import { TEMPORARY_MEASURE_DAYS } from '../../../shared/contract/report.js';
import { AccountTestClient } from '../../test-support/account-client.js';
import {
  bell,
  hiddenColumnsOf,
  insertComment,
  member,
  operator,
  type Member,
  newItem,
  rate,
} from '../../test-support/community.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ReportService } from './report.service.js';

/**
 * Reports and objections through the real HTTP stack and database. Comments are rows written
 * straight into their table (test-support/community.ts), past the comment calls' pacing.
 */

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new item of this run: its cid and id. */
const rightsReport = (type: 'comment' | 'rating', id: number) => ({
  target: { type, id },
  reason: 'rights_infringement',
  relation: 'self',
  details: '제 실명과 다니는 회사가 적혀 있어요.',
});

/** The author's objection (이의제기) to the 임시조치 on `target`. */
function object(client: AccountTestClient, target: unknown, details = '이의 있어요') {
  return client.call('report/update', { target, details }, { method: 'object' });
}

async function report(who: Member, body: unknown) {
  const response = await who.client.call('report/create', body, { method: 'create' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { report_id: number; hidden_until: string | null };
}

const reportsOn = (type: 'comment' | 'rating', id: number) =>
  t.database.db
    .selectFrom('content_reports')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();

const objectionsOn = (type: 'comment' | 'rating', id: number) =>
  t.database.db
    .selectFrom('content_objections')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .execute();

const koreanDay = (iso: string, locale: 'ko-KR' | 'en-US' = 'ko-KR') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(
    new Date(iso),
  );

/** A review of a new item by `author`, and a reader who may read its reviews (give to get). */
async function reviewedItem(author: Member) {
  const item = await newItem(t);
  const review = await rate(author, item.cid);
  const reader = await member(t);
  await rate(reader, item.cid, { text: '읽으려고 쓴 평' });
  const seenBy = async (who: Member) => {
    const page = await who.client.call('rating/read', { cid: item.cid });
    return (page.json().data.ratings as Rating[]).find((rating) => rating.id === review.id)!;
  };
  return { item, review, reader, seenBy };
}

describe('report/create', () => {
  it('records a report for operators and hides nothing for reasons other than rights', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const { review, reader, seenBy } = await reviewedItem(author);
    const answer = await report(reporter, {
      target: { type: 'rating', id: review.id },
      reason: 'spam',
    });
    expect(answer).toEqual({ report_id: expect.any(Number), hidden_until: null });
    expect(await reportsOn('rating', review.id)).toMatchObject([
      {
        id: answer.report_id,
        reporter_id: reporter.id,
        reason: 'spam',
        relation: null,
        details: null,
        measure_until: null,
      },
    ]);
    expect(await seenBy(reader)).toMatchObject({ hidden: null, text: review.text });
    expect(await bell(author)).toEqual([]);
    expect(await bell(reporter)).toEqual([]);
  });

  it('answers a repeat with the first report and records nothing more', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const item = await newItem(t);
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const first = await report(reporter, {
      target: { type: 'comment', id: commentId },
      reason: 'abuse',
    });
    const again = await report(reporter, {
      target: { type: 'comment', id: commentId },
      reason: 'other',
      details: '다시 신고해요',
    });
    expect(again).toEqual(first);
    expect((await reportsOn('comment', commentId)).map((row) => row.reason)).toEqual(['abuse']);
  });

  it('answers 404 for a missing or deleted target and records nothing', async () => {
    const author = await member(t);
    const reporter = await member(t, { locale: 'en-US' });
    const item = await newItem(t);
    const deleted = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    await sql`UPDATE comments SET deleted_at = now() WHERE id = ${deleted}`.execute(t.database.db);
    const comment = 'Comment not found. It may have been deleted.';
    const cases: [unknown, string, string][] = [
      [{ type: 'comment', id: 2 ** 52 }, 'comment_not_found', comment],
      [{ type: 'comment', id: deleted }, 'comment_not_found', comment],
      [{ type: 'rating', id: 2 ** 52 }, 'not_found', 'What you asked for was not found.'],
    ];
    for (const [target, code, message] of cases) {
      const response = await reporter.client.call('report/create', { target, reason: 'hate' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code, message });
    }
    expect(await reportsOn('comment', deleted)).toEqual([]);
  });

  it('refuses a report of one’s own content with 403 forbidden', async () => {
    const author = await member(t);
    const item = await newItem(t);
    const review = await rate(author, item.cid);
    const response = await author.client.call('report/create', rightsReport('rating', review.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect(await reportsOn('rating', review.id)).toEqual([]);
    expect(await hiddenColumnsOf(t.database.db, 'ratings', review.id)).toMatchObject({
      hidden_reason: null,
    });
  });

  it('asks for the relation and details of a rights report, and the details of “other”', async () => {
    const author = await member(t);
    const reporter = await member(t, { locale: 'en-US' });
    const item = await newItem(t);
    const review = await rate(author, item.cid);
    const target = { type: 'rating', id: review.id };
    const cases: [unknown, string[]][] = [
      [{ target, reason: 'rights_infringement' }, ['relation', 'details']],
      [{ target, reason: 'rights_infringement', relation: 'self' }, ['details']],
      [{ target, reason: 'rights_infringement', details: '제 사진이에요' }, ['relation']],
      [{ target, reason: 'other' }, ['details']],
      [{ target, reason: 'other', details: '\u200B\u200D' }, ['details']],
      [{ target, reason: 'rumour' }, ['reason']],
      [{ target: { type: 'post', id: 1 }, reason: 'spam' }, ['target.type']],
      [{ target: { type: 'rating', id: -1 }, reason: 'spam' }, ['target.id']],
    ];
    for (const [body, fields] of cases) {
      const response = await reporter.client.call('report/create', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual(fields.sort());
    }
    expect(await reportsOn('rating', review.id)).toEqual([]);
  });

  it('takes hostile details as 4xx with nothing stored, or stores them cleaned; never 5xx', async () => {
    const author = await member(t);
    const item = await newItem(t);
    const stored: [string, string][] = [
      ['<script>alert(1)</script>', '<script>alert(1)</script>'],
      ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
      ['\u202E거꾸로\u202C 읽히는 글', '거꾸로 읽히는 글'],
      ['반쪽 \uDC00 문자', '반쪽 \uFFFD 문자'],
    ];
    for (const [details, cleaned] of stored) {
      const reporter = await member(t);
      const commentId = await insertComment(t.database.db, {
        itemId: item.id,
        authorId: author.id,
      });
      await report(reporter, {
        target: { type: 'comment', id: commentId },
        reason: 'other',
        details,
      });
      expect((await reportsOn('comment', commentId)).map((row) => row.details)).toEqual([cleaned]);
    }
    const reporter = await member(t);
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const refused: [string, string][] = [
      ['x'.repeat(10_000), 'validation_failed'],
      ['\u200B\uFEFF\u2060', 'validation_failed'],
      ['a\u0000b', 'invalid_input'],
    ];
    for (const [details, code] of refused) {
      const response = await reporter.client.call(
        'report/create',
        { ...rightsReport('comment', commentId), details },
        { method: 'create' },
      );
      expect(response.statusCode, details.slice(0, 20)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    expect(await reportsOn('comment', commentId)).toEqual([]);
    expect(await hiddenColumnsOf(t.database.db, 'comments', commentId)).toMatchObject({
      hidden_reason: null,
    });
  });
});

describe('a rights-infringement report (임시조치)', () => {
  it('hides a review at once for 30 days, tells both sides, and lets the author object', async () => {
    const author = await member(t);
    const reporter = await member(t, { locale: 'en-US' });
    const { item, review, reader, seenBy } = await reviewedItem(author);
    const before = Date.now();
    const answer = await report(reporter, rightsReport('rating', review.id));
    const until = answer.hidden_until!;
    const days = (Date.parse(until) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(TEMPORARY_MEASURE_DAYS - 0.01);
    expect(days).toBeLessThan(TEMPORARY_MEASURE_DAYS + 0.01);

    // The placeholder: in its place, dated, without its text (but for its author).
    expect(await seenBy(reader)).toMatchObject({
      text: '',
      hidden: { reason: 'temporary_measure', until },
    });
    expect(await seenBy(author)).toMatchObject({ text: review.text, hidden: { until } });
    expect(await reportsOn('rating', review.id)).toMatchObject([
      { relation: 'self', measure_until: new Date(until) },
    ]);

    const link = `/policy-details/${item.cid}/#rating-${review.id}`;
    expect(await bell(author)).toMatchObject([
      {
        type: 'temporary_measure_applied',
        message: `권리침해 신고가 들어와 내 한줄평을 ${koreanDay(until)}까지 임시로 가렸어요. 동의하지 않으면 이의를 제기할 수 있어요.`,
        link,
        read_datetime: null,
      },
    ]);
    expect(await bell(reporter)).toMatchObject([
      {
        type: 'report_received',
        message: `We received your report. The review is hidden until ${koreanDay(until, 'en-US')} while we review it.`,
        link,
      },
    ]);

    // Only the author objects; once is recorded (and told to operators), a second changes nothing.
    const team = await operator(t);
    const objection = { target: { type: 'rating', id: review.id }, details: '사실만 적었어요.' };
    const byOther = await object(reader.client, objection.target, objection.details);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error.code).toBe('forbidden');
    for (let i = 0; i < 2; i += 1) {
      const response = await object(author.client, objection.target, objection.details);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ objected: true });
    }
    expect(await objectionsOn('rating', review.id)).toMatchObject([
      { author_id: author.id, details: '사실만 적었어요.', measure_until: new Date(until) },
    ]);
    expect(await bell(team)).toEqual([
      expect.objectContaining({
        type: 'objection_received',
        message: `임시조치된 한줄평에 작성자가 이의를 제기했어요. ${koreanDay(until)} 전에 검토하고 다시 보일지 정해 주세요.`,
        link,
      }),
    ]);
  });

  it('hides a comment the same way, with the comment’s texts and link', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const item = await newItem(t);
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const { hidden_until: until } = await report(reporter, rightsReport('comment', commentId));
    expect(await hiddenColumnsOf(t.database.db, 'comments', commentId)).toEqual({
      hidden_reason: 'temporary_measure',
      hidden_at: expect.any(Date),
      hidden_until: new Date(until!),
    });
    const link = `/policy-details/${item.cid}/#comment-${commentId}`;
    expect(await bell(author)).toMatchObject([
      { message: expect.stringContaining('내 댓글을'), link },
    ]);
    expect(await bell(reporter)).toMatchObject([
      {
        message: `신고를 접수했어요. 검토하는 동안 신고한 댓글을 ${koreanDay(until!)}까지 가려 둘게요.`,
        link,
      },
    ]);
  });

  it('stops hiding after 30 days by the clock alone; an objection then finds nothing', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const { item, review, reader } = await reviewedItem(author);
    await report(reporter, rightsReport('rating', review.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + TEMPORARY_MEASURE_DAYS * DAY_MS + 60_000);
      // A month on, the access token has expired: sign in again, as a person would.
      const [readerNow, authorNow] = [new AccountTestClient(t.app), new AccountTestClient(t.app)];
      await readerNow.signIn(reader.email);
      await authorNow.signIn(author.email);
      const page = await readerNow.call('rating/read', { cid: item.cid });
      const seen = (page.json().data.ratings as Rating[]).find((r) => r.id === review.id);
      expect(seen).toMatchObject({ hidden: null, text: review.text });
      const stats = await readerNow.call(
        'rating/read',
        { cid: item.cid },
        { method: 'read_stats' },
      );
      expect(stats.json().data.count).toBe(2);
      const objection = await object(authorNow, { type: 'rating', id: review.id }, '늦은 이의');
      expect(objection.statusCode).toBe(404);
      expect(objection.json().error.code).toBe('not_found');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the first measure’s end for later rights reports, and tells the author once', async () => {
    const author = await member(t);
    const item = await newItem(t);
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const reporters = await Promise.all([member(t), member(t), member(t)]);
    // Three at once: the target's row lock lets one of them put the measure in place.
    const answers = await Promise.all(
      reporters.map((reporter) => report(reporter, rightsReport('comment', commentId))),
    );
    const until = answers[0]!.hidden_until;
    expect(until).not.toBeNull();
    expect(answers.map((answer) => answer.hidden_until)).toEqual([until, until, until]);
    expect(new Set(answers.map((answer) => answer.report_id)).size).toBe(3);
    expect(
      (await reportsOn('comment', commentId)).filter((row) => row.measure_until !== null),
    ).toHaveLength(1);
    expect(await bell(author)).toHaveLength(1);
    for (const reporter of reporters) {
      expect((await bell(reporter)).map((n) => n.type)).toEqual(['report_received']);
    }
  });

  it('hides a withdrawn author’s review too, telling the reporter and leaving the author none', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const item = await newItem(t);
    const review = await rate(author, item.cid);
    expect((await author.client.call('user/delete', {})).statusCode).toBe(200);
    const answer = await report(reporter, rightsReport('rating', review.id));
    expect(answer.hidden_until).not.toBeNull();
    expect((await bell(reporter)).map((n) => n.type)).toEqual(['report_received']);
    const left = await t.database.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', author.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('leaves content an operator hid as it is (no 임시조치 over it)', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const team = await operator(t);
    const item = await newItem(t);
    const review = await rate(author, item.cid);
    const target = { type: 'rating', id: review.id };
    await team.client.call('moderation/update', { target }, { method: 'hide' });
    const answer = await report(reporter, rightsReport('rating', review.id));
    expect(answer.hidden_until).toBeNull();
    expect(await hiddenColumnsOf(t.database.db, 'ratings', review.id)).toMatchObject({
      hidden_reason: 'operator',
      hidden_until: null,
    });
    expect(await bell(reporter)).toEqual([]);
    const objection = await object(author.client, target);
    expect(objection.statusCode).toBe(404);
  });
});

describe('report/update object', () => {
  it('answers 404 without a 임시조치 in force, and for a missing target', async () => {
    const author = await member(t);
    const item = await newItem(t);
    const review = await rate(author, item.cid);
    const cases: [unknown, string][] = [
      [{ type: 'rating', id: review.id }, 'not_found'],
      [{ type: 'rating', id: 2 ** 52 }, 'not_found'],
      [{ type: 'comment', id: 2 ** 52 }, 'comment_not_found'],
    ];
    for (const [target, code] of cases) {
      const response = await object(author.client, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe(code);
    }
    expect(await objectionsOn('rating', review.id)).toEqual([]);
  });
});

describe('keeping reports', () => {
  it('keeps a withdrawn reporter’s reports, and forgets reports and objections after a year', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const item = await newItem(t);
    const review = await rate(author, item.cid);
    await report(reporter, rightsReport('rating', review.id));
    await object(author.client, { type: 'rating', id: review.id });
    expect((await reporter.client.call('user/delete', {})).statusCode).toBe(200);
    expect(await reportsOn('rating', review.id)).toHaveLength(1);

    const service = (now: number) =>
      new ReportService({ db: t.database.db, now: () => new Date(now) });
    await service(Date.now() + 364 * DAY_MS).prune();
    expect(await reportsOn('rating', review.id)).toHaveLength(1);
    expect(await objectionsOn('rating', review.id)).toHaveLength(1);
    await service(Date.now() + 366 * DAY_MS).prune();
    expect(await reportsOn('rating', review.id)).toEqual([]);
    expect(await objectionsOn('rating', review.id)).toEqual([]);
  });
});

describe('the authorisation matrix', () => {
  it('answers report/create and report/update for a visitor, the author, another user and an operator', async () => {
    const author = await member(t);
    const other = await member(t);
    const team = await operator(t);
    const visitor = { client: new AccountTestClient(t.app) } as Member;
    const item = await newItem(t);
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const review = await rate(author, item.cid);

    for (const type of ['comment', 'rating'] as const) {
      const id = type === 'comment' ? commentId : review.id;
      const objection = { target: { type, id }, details: '이의 있어요' };
      // [path, method, body, by visitor, author, other, operator]; the report comes first, so
      // the objection finds a 임시조치 in force.
      const MATRIX: [string, string, unknown, ...number[]][] = [
        ['report/create', 'create', rightsReport(type, id), 401, 403, 200, 200],
        ['report/update', 'object', objection, 401, 200, 403, 403],
      ];
      for (const [path, method, body, ...expected] of MATRIX) {
        for (const [i, who] of [visitor, author, other, team].entries()) {
          const response = await who.client.call(path, body, { method });
          expect(response.statusCode, `${type} ${path}#${method} by ${i}`).toBe(expected[i]);
        }
      }
      expect((await reportsOn(type, id)).map((row) => row.reporter_id).sort()).toEqual(
        [other.id, team.id].sort(),
      );
    }
  });
});
