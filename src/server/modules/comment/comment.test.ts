import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, MyComment, ThreadComment } from '../../../shared/contract/comment.js';
import type { Notification } from '../../../shared/contract/notification.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { changeRole } from '../../authorization/role-change.js';
import { createMemoryRateLimiter } from '../../shared-state/rate-limiter.js';
import {
  AccountTestClient,
  uniqueEmail,
  VALID_PROFILE,
} from '../../test-support/account-client.js';
import { testItem } from '../../test-support/catalogue-rows.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Comments through the real HTTP stack, dispatcher, rules and database. The rate limits count on
 * a clock the tests move (`clock`), so a test never sleeps: `write()` moves it a day first, and
 * the limits' own tests move it by seconds. Items have cids of this run, so the file shares a
 * PostgreSQL database safely.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.now();
let t: TestApp;
const run = randomUUID().slice(0, 8);

const ITEMS = [
  testItem('policy', `cm-${run}-rent`),
  testItem('event', `cm-${run}-fair`),
  testItem('video', `cm-${run}-talk`),
];
const RENT = `policy-t-cm-${run}-rent`;
const FAIR = `event-t-cm-${run}-fair`;
const TALK = `video-t-cm-${run}-talk`;

beforeAll(async () => {
  t = await createTestApp({
    rateLimiter: createMemoryRateLimiter(() => clock),
  });
  await t.database.db.insertInto('catalogue_items').values(ITEMS).execute();
});
afterAll(() => t.close());

interface Member {
  client: AccountTestClient;
  id: string;
  email: string;
}

async function member(options: { nickname?: string; locale?: 'ko-KR' | 'en-US' } = {}) {
  const client = new AccountTestClient(t.app, options.locale);
  const email = uniqueEmail('commenter');
  const response = await client.signUp({ email });
  expect(response.statusCode).toBe(200);
  const id = (response.json().data as SignedInAnswer).user.id;
  if (options.nickname) {
    const profile = { ...VALID_PROFILE, nickname: options.nickname };
    const saved = await client.call('user/complete-profile', profile, { method: 'update' });
    expect(saved.statusCode).toBe(200);
  }
  return { client, id, email } satisfies Member;
}

async function operator(): Promise<Member> {
  const someone = await member({ nickname: '운영자' });
  await changeRole(t.database.db, someone.email, 'operator');
  return someone;
}

let textCount = 0;
const freshText = (tag = '댓글') => `${tag} ${run} ${(textCount += 1)}`;

/** Writes a comment (or reply) with the limits' clock a day on, so no limit is in the way. */
async function write(
  who: Member,
  body: { cid?: string; text?: string; parent_id?: number; request_id?: string } = {},
): Promise<Comment> {
  clock += DAY_MS;
  const response = await who.client.call('comment/create', {
    cid: RENT,
    text: freshText(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Comment;
}

interface ThreadAnswer {
  comments: ThreadComment[];
  next_cursor: string | null;
  total_count: number;
}

async function thread(client: AccountTestClient, body: Record<string, unknown> = {}) {
  const response = await client.call('comment/read', { cid: RENT, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ThreadAnswer;
}

const visitor = () => new AccountTestClient(t.app);
/** `comment/update` with another X-Method, acting on comment `id`. */
const updateAs = (method: 'like' | 'unlike' | 'fix' | 'unfix') => (who: Member, id: number) =>
  who.client.call('comment/update', { id }, { method });
const [like, unlike, fix, unfix] = [
  updateAs('like'),
  updateAs('unlike'),
  updateAs('fix'),
  updateAs('unfix'),
];

const commentRow = (id: number) =>
  t.database.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const auditOf = (commentId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'detail'])
    .where('resource_type', '=', 'comment')
    .where('resource_id', '=', String(commentId))
    .orderBy('id')
    .execute();

async function commentCount() {
  const row = await t.database.db
    .selectFrom('comments')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('who may do what (every comment call × visitor, author, another user, operator)', () => {
  type Role = 'visitor' | 'author' | 'other' | 'operator';
  const ROLES: Role[] = ['visitor', 'author', 'other', 'operator'];
  // [call, expected status per role]; each cell acts on a fresh comment written by `author`.
  const MATRIX: [string, Record<Role, number>][] = [
    ['create', { visitor: 401, author: 200, other: 200, operator: 200 }],
    ['read', { visitor: 200, author: 200, other: 200, operator: 200 }],
    ['read_mine', { visitor: 401, author: 200, other: 200, operator: 200 }],
    ['update', { visitor: 401, author: 200, other: 403, operator: 200 }],
    ['like', { visitor: 401, author: 200, other: 200, operator: 200 }],
    ['unlike', { visitor: 401, author: 200, other: 200, operator: 200 }],
    ['fix', { visitor: 401, author: 403, other: 403, operator: 200 }],
    ['unfix', { visitor: 401, author: 403, other: 403, operator: 200 }],
    ['delete', { visitor: 401, author: 200, other: 403, operator: 200 }],
  ];

  it('answers as the rules say, and a refusal changes nothing', async () => {
    const author = await member();
    const people: Record<Role, Member> = {
      visitor: { client: visitor(), id: '', email: '' },
      author,
      other: await member(),
      operator: await operator(),
    };
    const op = people.operator;
    for (const [call, expected] of MATRIX) {
      for (const role of ROLES) {
        const target = await write(author, { cid: TALK });
        if (call === 'unlike' && role !== 'visitor') await like(people[role], target.id);
        if (call === 'unfix') expect((await fix(op, target.id)).statusCode).toBe(200);
        const before = await commentRow(target.id);
        clock += DAY_MS;
        const client = people[role].client;
        const response = await {
          create: () => client.call('comment/create', { cid: TALK, text: freshText() }),
          read: () => client.call('comment/read', { cid: TALK }),
          read_mine: () => client.call('comment/read', {}, { method: 'read_mine' }),
          update: () => client.call('comment/update', { id: target.id, text: freshText('고침') }),
          like: () => like(people[role], target.id),
          unlike: () => unlike(people[role], target.id),
          fix: () => fix(people[role], target.id),
          unfix: () => unfix(people[role], target.id),
          delete: () => client.call('comment/delete', { id: target.id }),
        }[call]!();
        const label = `${call} by ${role}`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(expected[role]);
        if (response.statusCode === 401) {
          expect(response.json().error.code, label).toBe('unauthorized');
        }
        if (response.statusCode === 403) {
          expect(response.json().error.code, label).toBe('forbidden');
          expect(await commentRow(target.id), label).toEqual(before);
        }
      }
    }
  });
});

describe('comment/create', () => {
  it('writes a comment shown to everyone, newest first, with its author', async () => {
    const author = await member({ nickname: '하늘' });
    const first = await write(author, { cid: FAIR, text: '첫 댓글이에요' });
    const second = await write(author, { cid: FAIR, text: '두 번째예요\n줄바꿈도 있어요' });
    expect(second).toMatchObject({
      parent_id: null,
      cid: FAIR,
      author: { id: author.id, nickname: '하늘', status: 'member' },
      text: '두 번째예요\n줄바꿈도 있어요',
      updated: false,
      deleted: false,
      hidden: null,
      like_count: 0,
      liked_by_me: false,
      fixed: false,
      mine: true,
      reply_count: 0,
    });
    expect(Date.parse(second.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const seen = await thread(visitor(), { cid: FAIR });
    expect(seen.comments.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(seen.total_count).toBe(2);
    expect(seen.next_cursor).toBeNull();
    expect(seen.comments[0]).toMatchObject({ mine: false, liked_by_me: false, replies: [] });
  });

  it('answers 404 not_found for an unknown cid, and comment_not_found for a bad parent', async () => {
    const author = await member();
    const other = await write(author, { cid: TALK });
    const gone = await write(author);
    await author.client.call('comment/delete', { id: gone.id });
    const before = await commentCount();
    clock += DAY_MS;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ cid: `nothing-${run}`, text: '안녕하세요' }, 404, 'not_found'],
      [{ cid: RENT, text: '답글', parent_id: 2 ** 52 }, 404, 'comment_not_found'],
      [{ cid: RENT, text: '답글', parent_id: gone.id }, 404, 'comment_not_found'],
      [{ cid: RENT, text: '답글', parent_id: other.id }, 404, 'comment_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const response = await author.client.call('comment/create', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const ko = await author.client.call('comment/create', cases[1]![0]);
    expect(ko.json().error.message).toBe('댓글을 찾을 수 없어요. 삭제되었을 수 있어요.');
    expect(await commentCount()).toBe(before);
  });

  it('keeps text plain: hostile text is stored cleaned or refused with 400, never a 5xx', async () => {
    const author = await member({ locale: 'en-US' });
    const target = await write(author);
    const long = 'ㄱ'.repeat(10_000);
    // [text, stored text or the refusal's code]
    const cases: [string, string | { code: string; field?: string }][] = [
      ['<script>alert(1)</script>', '<script>alert(1)</script>'],
      ['<img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">'],
      ['"><svg/onload=alert(1)>', '"><svg/onload=alert(1)>'],
      [long, { code: 'validation_failed', field: 'A comment can be up to 1,000 characters.' }],
      [
        '가'.repeat(1001),
        { code: 'validation_failed', field: 'A comment can be up to 1,000 characters.' },
      ],
      ['😀'.repeat(1000), '😀'.repeat(1000)],
      [
        '\u200B\u200C\u200D\uFEFF \u3164',
        { code: 'validation_failed', field: 'This field is required.' },
      ],
      ['   \n\t  ', { code: 'validation_failed', field: 'This field is required.' }],
      ['abc\u202Egnp.exe\u202C 끝', 'abcgnp.exe 끝'],
      ['\u2066격리\u2069 텍스트', '격리 텍스트'],
      ['lone \uD800 high and \uDC00 low', 'lone \uFFFD high and \uFFFD low'],
      ['bell\u0007 and escape\u001B[31m', 'bell and escape[31m'],
      ['windows\r\nline\rends', 'windows\nline\nends'],
      ['a\u0000b', { code: 'invalid_input' }],
    ];
    for (const [text, outcome] of cases) {
      const label = JSON.stringify(text).slice(0, 60);
      for (const [call, body] of [
        ['comment/create', { cid: RENT, text }],
        ['comment/update', { id: target.id, text }],
      ] as const) {
        clock += DAY_MS;
        const before = await commentCount();
        const response = await author.client.call(call, body);
        expect(response.statusCode, `${call} ${label}`).toBeLessThan(500);
        if (typeof outcome === 'string') {
          expect(response.statusCode, `${call} ${label}: ${response.body}`).toBe(200);
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const saved = response.json().data as Comment;
          expect(saved.text, label).toBe(outcome);
          expect((await commentRow(saved.id)).text, label).toBe(outcome);
        } else {
          expect(response.statusCode, label).toBe(400);
          expect(response.json().error.code, label).toBe(outcome.code);
          if (outcome.field)
            expect(response.json().error.fields, label).toEqual({ text: outcome.field });
          expect(await commentCount(), label).toBe(before);
        }
      }
    }
  });

  it('refuses malformed input with 400 and writes nothing', async () => {
    const author = await member();
    const before = await commentCount();
    const bad: unknown[] = [
      {},
      { cid: RENT },
      { text: '안녕' },
      { cid: RENT, text: 42 },
      { cid: `${RENT} or 1=1`, text: '안녕' },
      { cid: RENT, text: '안녕', parent_id: 0 },
      { cid: RENT, text: '안녕', parent_id: '1' },
      { cid: RENT, text: '안녕', parent_id: 2 ** 60 },
      { cid: RENT, text: '안녕', request_id: 'not-a-uuid' },
      { cid: RENT, text: '안녕', extra: true },
    ];
    for (const body of bad) {
      clock += DAY_MS;
      const response = await author.client.call('comment/create', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(await commentCount()).toBe(before);
  });
});

describe('replies and their notification', () => {
  it('notifies the parent’s author in their language, linking to the reply; not a self-reply', async () => {
    const author = await member({ nickname: '민지' });
    const replier = await member({ nickname: '지훈' });
    const parent = await write(author, { cid: FAIR });
    const reply = await write(replier, { cid: FAIR, parent_id: parent.id, text: '좋은 정보예요' });
    expect(reply).toMatchObject({ parent_id: parent.id, cid: FAIR, mine: true });
    await write(author, { cid: FAIR, parent_id: parent.id, text: '고마워요' });

    const bell = (await author.client.call('notification/read', {})).json().data as {
      notifications: Notification[];
      unread_count: number;
    };
    expect(bell.unread_count).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      type: 'comment_reply',
      message: '지훈님이 내 댓글에 답글을 달았어요.',
      link: `/event-details/${FAIR}/#comment-${reply.id}`,
    });
    const replierBell = await replier.client.call('notification/read', {});
    expect(replierBell.json().data.unread_count).toBe(0);

    const seen = await thread(visitor(), { cid: FAIR });
    const top = seen.comments.find((c) => c.id === parent.id)!;
    expect(top.reply_count).toBe(2);
    expect(top.replies.map((r) => r.text)).toEqual(['좋은 정보예요', '고마워요']);
  });

  it('attaches a reply to a reply to the same top-level comment, and notifies whom it answered', async () => {
    const author = await member();
    const first = await member({ nickname: '첫째' });
    const second = await member({ nickname: '둘째' });
    const parent = await write(author);
    const reply = await write(first, { parent_id: parent.id });
    const answer = await write(second, { parent_id: reply.id, text: '첫째님께 답해요' });
    expect(answer.parent_id).toBe(parent.id);
    expect((await commentRow(parent.id)).reply_count).toBe(2);
    const firstBell = (await first.client.call('notification/read', {})).json().data;
    expect(firstBell.notifications[0].message).toBe('둘째님이 내 댓글에 답글을 달았어요.');
    expect(firstBell.notifications[0].link).toBe(`/policy-details/${RENT}/#comment-${answer.id}`);
    // The top-level author heard of the first reply only.
    expect((await author.client.call('notification/read', {})).json().data.unread_count).toBe(1);
  });

  it('reads a comment’s replies a page at a time with parent_id, oldest first', async () => {
    const author = await member();
    const parent = await write(author, { cid: TALK });
    const replies: number[] = [];
    for (let i = 0; i < 23; i += 1)
      replies.push((await write(author, { cid: TALK, parent_id: parent.id })).id);
    const first = await thread(visitor(), { cid: TALK, parent_id: parent.id });
    expect(first.total_count).toBe(23);
    expect(first.comments.map((c) => c.id)).toEqual(replies.slice(0, 20));
    expect(first.comments.every((c) => c.parent_id === parent.id && c.replies.length === 0)).toBe(
      true,
    );
    const rest = await thread(visitor(), {
      cid: TALK,
      parent_id: parent.id,
      cursor: first.next_cursor,
    });
    expect(rest.comments.map((c) => c.id)).toEqual(replies.slice(20));
    expect(rest.next_cursor).toBeNull();

    for (const body of [
      { cid: RENT, parent_id: parent.id },
      { cid: TALK, parent_id: replies[0] },
      { cid: TALK, parent_id: 2 ** 52 },
    ]) {
      const response = await visitor().call('comment/read', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().error.code).toBe('comment_not_found');
    }
  });
});

describe('reading a thread', () => {
  it('pages with a keyset cursor: pinned first, then newest, no duplicates and no gaps', async () => {
    const cid = `policy-t-cm-${run}-long`;
    await t.database.db
      .insertInto('catalogue_items')
      .values(testItem('policy', `cm-${run}-long`))
      .execute();
    const writers = [await member(), await member(), await member()];
    const ids: number[] = [];
    for (let i = 0; i < 45; i += 1) ids.push((await write(writers[i % 3]!, { cid })).id);
    const withReplies = ids[30]!;
    await write(writers[1]!, { cid, parent_id: withReplies });
    const deleted = ids[10]!;
    await writers[1]!.client.call('comment/delete', { id: deleted });
    const pinned = ids[3]!;
    expect((await fix(await operator(), pinned)).statusCode).toBe(200);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ThreadAnswer = await thread(visitor(), { cid, ...(cursor ? { cursor } : {}) });
      expect(page.total_count).toBe(45);
      expect(page.comments.length).toBeLessThanOrEqual(20);
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    const expected = [pinned, ...ids.filter((id) => id !== pinned && id !== deleted).reverse()];
    expect(seen).toEqual(expected);
  });

  it('gives readers one shared read of a page, yet shows them every write at once', async () => {
    const cid = `video-t-cm-${run}-shared`;
    await t.database.db
      .insertInto('catalogue_items')
      .values(testItem('video', `cm-${run}-shared`))
      .execute();
    const author = await member({ nickname: '작가' });
    const fan = await member();
    const op = await operator();
    const comment = await write(author, { cid, text: '처음' });
    const seen = async () => (await thread(visitor(), { cid })).comments;
    expect((await seen()).map((c) => c.text)).toEqual(['처음']);

    // A change this service did not make (SQL) reaches readers a moment later, signed in or not;
    // what is the reader's own (their like) is theirs at once.
    await t.database.db
      .updateTable('comments')
      .set({ text: '밖에서 고침' })
      .where('id', '=', comment.id)
      .execute();
    expect((await seen())[0]!.text).toBe('처음');
    expect((await thread(fan.client, { cid })).comments[0]).toMatchObject({
      text: '처음',
      liked_by_me: false,
    });

    await like(fan, comment.id);
    expect((await seen())[0]).toMatchObject({ like_count: 1, text: '밖에서 고침' });
    expect((await thread(fan.client, { cid })).comments[0]).toMatchObject({ liked_by_me: true });
    expect((await seen())[0]!.liked_by_me).toBe(false);
    await author.client.call('comment/update', { id: comment.id, text: '고침' });
    expect((await seen())[0]).toMatchObject({ text: '고침', updated: true });
    await fix(op, comment.id);
    expect((await seen())[0]!.fixed).toBe(true);
    const reply = await write(fan, { cid, parent_id: comment.id });
    expect((await seen())[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
    await fan.client.call('comment/delete', { id: reply.id });
    expect((await seen())[0]!.replies).toEqual([]);
    await author.client.call('user/delete', {});
    expect((await seen())[0]!.author).toEqual({ id: null, nickname: null, status: 'withdrawn' });
    await op.client.call('comment/delete', { id: comment.id });
    expect(await seen()).toEqual([]);
  });

  it('refuses a cursor it did not make with 400, not a 5xx', async () => {
    const author = await member();
    const parent = await write(author);
    const mine = (await author.client.call('comment/read', {}, { method: 'read_mine' })).json()
      .data;
    const otherList = Buffer.from('mine:5').toString('base64url');
    const made = (text: string) => Buffer.from(text).toString('base64url');
    const garbage = [
      'garbage',
      '!!!',
      '',
      made('thread:-1'),
      made('thread:0'),
      made('thread:1.5'),
      made('thread:99999999999999999'),
      otherList,
      'x'.repeat(200),
    ];
    for (const cursor of garbage) {
      const response = await author.client.call('comment/read', { cid: RENT, cursor });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { cursor: '입력 형식이 올바르지 않아요.' },
      });
    }
    const replies = await author.client.call('comment/read', {
      cid: RENT,
      parent_id: parent.id,
      cursor: otherList,
    });
    expect(replies.statusCode).toBe(400);
    const tooLong = await author.client.call('comment/read', {
      cid: RENT,
      cursor: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    const mineGarbage = await author.client.call(
      'comment/read',
      { cursor: 'garbage' },
      { method: 'read_mine' },
    );
    expect(mineGarbage.statusCode).toBe(400);
    expect(mine.total_count).toBe(1);
  });

  it('answers 404 not_found for an unknown cid', async () => {
    const response = await visitor().call('comment/read', { cid: `nothing-${run}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('shows each reader whether they liked it and whether it is theirs', async () => {
    const author = await member();
    const reader = await member();
    const comment = await write(author, { cid: FAIR });
    await like(reader, comment.id);
    const find = (answer: ThreadAnswer) => answer.comments.find((c) => c.id === comment.id)!;
    expect(find(await thread(reader.client, { cid: FAIR }))).toMatchObject({
      liked_by_me: true,
      mine: false,
      like_count: 1,
    });
    expect(find(await thread(author.client, { cid: FAIR }))).toMatchObject({
      liked_by_me: false,
      mine: true,
      like_count: 1,
    });
    expect(find(await thread(visitor(), { cid: FAIR }))).toMatchObject({
      liked_by_me: false,
      mine: false,
      like_count: 1,
    });
  });

  it('hides the text of a hidden comment from all but its author and operators', async () => {
    const author = await member();
    const reader = await member();
    const op = await operator();
    const byOperator = await write(author, { cid: TALK, text: '운영자가 숨긴 글' });
    const measured = await write(author, { cid: TALK, text: '임시조치된 글' });
    const measureEnded = await write(author, { cid: TALK, text: '임시조치가 끝난 글' });
    const until = new Date(Date.now() + 30 * DAY_MS);
    const hide = (id: number, reason: 'operator' | 'temporary_measure', end: Date | null) =>
      t.database.db
        .updateTable('comments')
        .set({ hidden_reason: reason, hidden_at: new Date(), hidden_until: end })
        .where('id', '=', id)
        .execute();
    await hide(byOperator.id, 'operator', null);
    await hide(measured.id, 'temporary_measure', until);
    await hide(measureEnded.id, 'temporary_measure', new Date(Date.now() - 1000));

    for (const [who, isTextShown] of [
      [visitor(), false],
      [reader.client, false],
      [author.client, true],
      [op.client, true],
    ] as const) {
      const comments = (await thread(who, { cid: TALK })).comments;
      const byId = (id: number) => comments.find((c) => c.id === id)!;
      expect(byId(byOperator.id)).toMatchObject({
        hidden: { reason: 'operator', until: null },
        text: isTextShown ? '운영자가 숨긴 글' : '',
      });
      expect(byId(measured.id)).toMatchObject({
        hidden: { reason: 'temporary_measure', until: until.toISOString() },
        text: isTextShown ? '임시조치된 글' : '',
      });
      expect(byId(measureEnded.id)).toMatchObject({ hidden: null, text: '임시조치가 끝난 글' });
    }
    const mine = (await author.client.call('comment/read', {}, { method: 'read_mine' })).json()
      .data;
    expect(mine.comments.find((c: MyComment) => c.id === measured.id).text).toBe('임시조치된 글');
  });
});

describe('deleting and the placeholder', () => {
  it('keeps a deleted comment with replies as a placeholder, and drops it with its last reply', async () => {
    const author = await member({ nickname: '지우개' });
    const replier = await member();
    const parent = await write(author, { cid: FAIR, text: '지울 댓글' });
    const reply = await write(replier, { cid: FAIR, parent_id: parent.id });
    const alone = await write(author, { cid: FAIR });
    expect((await author.client.call('comment/delete', { id: alone.id })).json().data).toEqual({
      count: 1,
    });
    expect((await author.client.call('comment/delete', { id: parent.id })).json().data).toEqual({
      count: 1,
    });

    const seen = await thread(visitor(), { cid: FAIR });
    expect(seen.comments.find((c) => c.id === alone.id)).toBeUndefined();
    const placeholder = seen.comments.find((c) => c.id === parent.id)!;
    expect(placeholder).toMatchObject({
      deleted: true,
      text: '',
      author: { id: null, nickname: null },
      mine: false,
      reply_count: 1,
      replies: [{ id: reply.id, deleted: false }],
    });
    expect((await commentRow(parent.id)).text).toBe('');
    // The author's own view is the same placeholder, and "my comments" no longer lists it.
    const own = (await thread(author.client, { cid: FAIR })).comments.find(
      (c) => c.id === parent.id,
    )!;
    expect(own).toMatchObject({ deleted: true, text: '', mine: false });
    const mine = (await author.client.call('comment/read', {}, { method: 'read_mine' })).json()
      .data;
    expect(mine.comments.map((c: MyComment) => c.id)).not.toContain(parent.id);

    // Gone for every other call: editing, liking, pinning, deleting again, answering.
    const op = await operator();
    clock += DAY_MS;
    for (const response of [
      await replier.client.call('comment/create', {
        cid: FAIR,
        text: '늦은 답글',
        parent_id: parent.id,
      }),
      await author.client.call('comment/update', { id: parent.id, text: '되살리기' }),
      await like(replier, parent.id),
      await unlike(replier, parent.id),
      await fix(op, parent.id),
      await author.client.call('comment/delete', { id: parent.id }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('comment_not_found');
    }

    expect((await replier.client.call('comment/delete', { id: reply.id })).json().data).toEqual({
      count: 1,
    });
    expect((await commentRow(parent.id)).reply_count).toBe(0);
    const after = await thread(visitor(), { cid: FAIR });
    expect(after.comments.map((c) => c.id)).not.toContain(parent.id);
  });

  it('deletes a list: the caller’s own are counted, others’ skipped; an operator’s are audited', async () => {
    const author = await member();
    const other = await member();
    const op = await operator();
    const mine = [await write(author), await write(author)];
    const theirs = await write(other, { text: '남의 댓글' });
    const reply = await write(author, { parent_id: theirs.id });
    const answer = await author.client.call('comment/delete', {
      ids: [mine[0]!.id, theirs.id, reply.id, 2 ** 52, mine[0]!.id],
    });
    expect(answer.json().data).toEqual({ count: 2 });
    expect((await commentRow(theirs.id)).deleted_at).toBeNull();
    expect((await commentRow(theirs.id)).reply_count).toBe(0);
    expect((await commentRow(mine[1]!.id)).deleted_at).toBeNull();

    const refused = await other.client.call('comment/delete', { id: mine[1]!.id });
    expect(refused.statusCode).toBe(403);
    const missing = await author.client.call('comment/delete', { id: mine[0]!.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('comment_not_found');

    const byOperator = await op.client.call('comment/delete', { ids: [mine[1]!.id, theirs.id] });
    expect(byOperator.json().data).toEqual({ count: 2 });
    expect(await auditOf(theirs.id)).toEqual([
      {
        actor_id: op.id,
        action: 'comment_delete',
        detail: { author_id: other.id, before: '남의 댓글', after: '' },
      },
    ]);
    expect(await auditOf(mine[0]!.id)).toEqual([]);
  });
});

describe('comment/update', () => {
  it('edits one’s own text, shown as edited; an operator edits anyone’s, audited', async () => {
    const author = await member();
    const op = await operator();
    const comment = await write(author, { text: '처음 글' });
    const same = await author.client.call('comment/update', { id: comment.id, text: '처음 글' });
    expect(same.json().data).toMatchObject({ text: '처음 글', updated: false });
    const edited = await author.client.call('comment/update', { id: comment.id, text: '고친 글' });
    expect(edited.json().data).toMatchObject({
      id: comment.id,
      text: '고친 글',
      updated: true,
      mine: true,
    });
    expect(await auditOf(comment.id)).toEqual([]);

    const moderated = await op.client.call('comment/update', {
      id: comment.id,
      text: '운영자가 고친 글',
    });
    expect(moderated.json().data).toMatchObject({
      text: '운영자가 고친 글',
      mine: false,
      author: { id: author.id },
    });
    expect(await auditOf(comment.id)).toEqual([
      {
        actor_id: op.id,
        action: 'comment_update',
        detail: { author_id: author.id, before: '고친 글', after: '운영자가 고친 글' },
      },
    ]);
    const own = await write(op);
    await op.client.call('comment/update', { id: own.id, text: '내 글 고침' });
    expect(await auditOf(own.id)).toEqual([]);

    const missing = await author.client.call('comment/update', { id: 2 ** 52, text: '없는 글' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('comment_not_found');
  });
});

describe('likes', () => {
  it('counts one like per user, and unlike takes it back; again changes nothing', async () => {
    const author = await member();
    const fan = await member();
    const comment = await write(author);
    expect((await like(fan, comment.id)).json().data).toEqual({
      id: comment.id,
      like_count: 1,
      liked_by_me: true,
    });
    expect((await like(fan, comment.id)).json().data).toEqual({
      id: comment.id,
      like_count: 1,
      liked_by_me: true,
    });
    expect((await like(author, comment.id)).json().data.like_count).toBe(2);
    expect((await unlike(fan, comment.id)).json().data).toEqual({
      id: comment.id,
      like_count: 1,
      liked_by_me: false,
    });
    expect((await unlike(fan, comment.id)).json().data.like_count).toBe(1);
    const missing = await like(fan, 2 ** 52);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('comment_not_found');
  });

  it('never loses a like: 50 users liking at once make 50, and unliking at once makes 0', async () => {
    const author = await member();
    const comment = await write(author);
    const fans: Member[] = [];
    // Five sign-ups at a time: fifty argon2 hashes at once stall a busy machine for seconds.
    while (fans.length < 50) fans.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => member()))));
    const liked = await Promise.all(fans.map((fan) => like(fan, comment.id)));
    expect(liked.map((r) => r.statusCode)).toEqual(fans.map(() => 200));
    expect((await commentRow(comment.id)).like_count).toBe(50);
    // The same user twice at once is still one like.
    await Promise.all([like(fans[0]!, comment.id), like(fans[0]!, comment.id)]);
    const rows = await t.database.db
      .selectFrom('comment_likes')
      .select('user_id')
      .where('comment_id', '=', comment.id)
      .execute();
    expect(rows).toHaveLength(50);
    const top = (await thread(fans[7]!.client)).comments.find((c) => c.id === comment.id)!;
    expect(top).toMatchObject({ like_count: 50, liked_by_me: true });

    await Promise.all(fans.map((fan) => unlike(fan, comment.id)));
    expect((await commentRow(comment.id)).like_count).toBe(0);
  });
});

describe('pins', () => {
  it('keeps at most one pinned comment per item, first in its thread, each change audited', async () => {
    const author = await member();
    const op = await operator();
    const [a, b] = [await write(author, { cid: TALK }), await write(author, { cid: TALK })];
    const elsewhere = await write(author, { cid: FAIR });
    expect((await fix(op, elsewhere.id)).statusCode).toBe(200);
    const pinnedA = await fix(op, a.id);
    expect(pinnedA.json().data).toMatchObject({ id: a.id, fixed: true });
    expect((await thread(visitor(), { cid: TALK })).comments[0]!.id).toBe(a.id);

    expect((await fix(op, b.id)).json().data.fixed).toBe(true);
    const seen = await thread(visitor(), { cid: TALK });
    expect(seen.comments[0]).toMatchObject({ id: b.id, fixed: true });
    expect(seen.comments.filter((c) => c.fixed).map((c) => c.id)).toEqual([b.id]);
    expect((await commentRow(elsewhere.id)).fixed_at).not.toBeNull();
    expect(await auditOf(b.id)).toEqual([
      {
        actor_id: op.id,
        action: 'comment_fix',
        detail: {
          author_id: author.id,
          before: { fixed: false },
          after: { fixed: true },
          unpinned_id: a.id,
        },
      },
    ]);

    // Pinning what is pinned, or unpinning what is not, changes and records nothing.
    await fix(op, b.id);
    expect((await unfix(op, a.id)).json().data.fixed).toBe(false);
    expect(await auditOf(b.id)).toHaveLength(1);
    expect(await auditOf(a.id)).toHaveLength(1);
    expect((await unfix(op, b.id)).json().data.fixed).toBe(false);
    expect((await thread(visitor(), { cid: TALK })).comments.some((c) => c.fixed)).toBe(false);
    expect((await auditOf(b.id)).map((row) => [row.action, row.detail])).toEqual([
      [
        'comment_fix',
        expect.objectContaining({ before: { fixed: false }, after: { fixed: true } }),
      ],
      ['comment_unfix', { author_id: author.id, before: { fixed: true }, after: { fixed: false } }],
    ]);
  });

  it('pins only top-level comments, and two operators pinning at once leave one pinned', async () => {
    const cid = `event-t-cm-${run}-race`;
    await t.database.db
      .insertInto('catalogue_items')
      .values(testItem('event', `cm-${run}-race`))
      .execute();
    const author = await member();
    const [op1, op2] = [await operator(), await operator()];
    const parent = await write(author, { cid });
    const reply = await write(author, { cid, parent_id: parent.id });
    const refused = await fix(op1, reply.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { id: '답글은 고정할 수 없어요. 댓글을 골라 주세요.' },
    });

    const others = [
      await write(author, { cid }),
      await write(author, { cid }),
      await write(author, { cid }),
    ];
    const answers = await Promise.all(others.map((c, i) => fix(i % 2 ? op1 : op2, c.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const pinned = await t.database.db
      .selectFrom('comments')
      .innerJoin('catalogue_items', 'catalogue_items.id', 'comments.item_id')
      .select('comments.id')
      .where('catalogue_items.cid', '=', cid)
      .where('fixed_at', 'is not', null)
      .execute();
    expect(pinned).toHaveLength(1);
  });
});

describe('my comments', () => {
  it('lists the caller’s live comments and replies newest first, with their items, a page at a time', async () => {
    const author = await member();
    const other = await member();
    const theirs = await write(other, { cid: FAIR });
    const written: Comment[] = [];
    for (let i = 0; i < 22; i += 1) {
      const cid = [RENT, FAIR, TALK][i % 3]!;
      written.push(await write(author, i === 4 ? { cid: FAIR, parent_id: theirs.id } : { cid }));
    }
    await author.client.call('comment/delete', { id: written[0]!.id });
    const read = async (cursor?: string) => {
      const response = await author.client.call('comment/read', cursor ? { cursor } : {}, {
        method: 'read_mine',
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        comments: MyComment[];
        next_cursor: string | null;
        total_count: number;
      };
    };
    const first = await read();
    expect(first.total_count).toBe(21);
    expect(first.comments).toHaveLength(20);
    expect(first.comments[0]).toMatchObject({
      id: written[21]!.id,
      mine: true,
      item: { cid: RENT, kind: 'policy', title: `cm-${run}-rent 제목` },
    });
    expect(first.comments.find((c) => c.id === written[4]!.id)).toMatchObject({
      parent_id: theirs.id,
      item: { cid: FAIR, kind: 'event' },
    });
    const second = await read(first.next_cursor!);
    expect(second.next_cursor).toBeNull();
    expect([...first.comments, ...second.comments].map((c) => c.id)).toEqual(
      written
        .slice(1)
        .map((c) => c.id)
        .reverse(),
    );
  });
});

describe('writing limits (429 with Retry-After, on the test clock)', () => {
  const post = (who: Member, text = freshText()) =>
    who.client.call('comment/create', { cid: TALK, text });
  const ageAccount = (id: string) =>
    sql`update users set created_at = now() - interval '2 days' where id = ${id}`.execute(
      t.database.db,
    );

  it('lets a day-old account comment every 5 seconds, a newer one every 30', async () => {
    const fresh = await member();
    const settled = await member();
    await ageAccount(settled.id);
    clock += DAY_MS;
    expect((await post(fresh)).statusCode).toBe(200);
    expect((await post(settled)).statusCode).toBe(200);

    clock += 1000;
    const tooSoon = await post(settled);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('rate_limited');
    expect(Number(tooSoon.headers['retry-after'])).toBe(4);
    clock += 4000;
    expect((await post(settled)).statusCode).toBe(200);

    clock += 6000 - 5000; // 6 s after the new account's comment
    const newAccount = await post(fresh);
    expect(newAccount.statusCode).toBe(429);
    expect(Number(newAccount.headers['retry-after'])).toBe(24);
    clock += 24_000;
    expect((await post(fresh)).statusCode).toBe(200);
  });

  it('allows 20 comments a day', async () => {
    const writer = await member();
    await ageAccount(writer.id);
    clock += DAY_MS;
    const start = clock;
    for (let i = 0; i < 20; i += 1) {
      expect((await post(writer)).statusCode, `comment ${i + 1}`).toBe(200);
      clock += 5000;
    }
    const refused = await post(writer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBe((start + DAY_MS - clock) / 1000);
    clock = start + DAY_MS;
    expect((await post(writer)).statusCode).toBe(200);
  });

  it('refuses the same text within 5 minutes with duplicate_comment, nothing written', async () => {
    const writer = await member({ locale: 'en-US' });
    await ageAccount(writer.id);
    clock += DAY_MS;
    const first = await post(writer, '같은 말 반복');
    expect(first.statusCode).toBe(200);
    clock += DAY_MS;
    const before = await commentCount();
    const again = await writer.client.call('comment/create', {
      cid: RENT,
      text: '  같은 말 반복 \n',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toEqual({
      code: 'duplicate_comment',
      message: 'You just posted the same comment. Please try again in a moment.',
    });
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(280);
    expect(wait).toBeLessThanOrEqual(300);
    expect(await commentCount()).toBe(before);

    // A deleted comment does not count, nor one older than 5 minutes.
    const id = (first.json().data as Comment).id;
    await sql`update comments set created_at = now() - interval '301 seconds' where id = ${id}`.execute(
      t.database.db,
    );
    expect((await post(writer, '같은 말 반복')).statusCode).toBe(200);
    const other = await write(writer, { text: '지웠다 다시' });
    await writer.client.call('comment/delete', { id: other.id });
    clock += DAY_MS;
    expect((await post(writer, '지웠다 다시')).statusCode).toBe(200);
  });
});

describe('a double submit (request_id)', () => {
  it('makes one comment, answered again on replay, without counting against the limits', async () => {
    const writer = await member();
    const other = await member();
    const requestId = randomUUID();
    const body = { cid: FAIR, text: '한 번만 써져요', request_id: requestId };
    clock += DAY_MS;
    const first = await writer.client.call('comment/create', body);
    expect(first.statusCode).toBe(200);
    // At once, and again later: the same comment each time, never rate_limited or duplicate_comment.
    const replays = await Promise.all(
      [1, 2, 3].map(() => writer.client.call('comment/create', body)),
    );
    const again = await writer.client.call('comment/create', body);
    for (const replay of [...replays, again]) {
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json().data).toEqual(first.json().data);
    }
    const rows = await t.database.db
      .selectFrom('comments')
      .select('id')
      .where('request_id', '=', requestId)
      .execute();
    expect(rows).toHaveLength(1);

    // The same request_id from another user is their own submission.
    clock += DAY_MS;
    const theirs = await other.client.call('comment/create', body);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  it('makes one comment when two submissions of one form race', async () => {
    const writer = await member();
    const body = { cid: TALK, text: freshText(), request_id: randomUUID() };
    clock += DAY_MS;
    const answers = await Promise.all([
      writer.client.call('comment/create', body),
      writer.client.call('comment/create', body),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
  });
});

describe('withdrawal', () => {
  it('keeps the comments as 탈퇴한 회원 with their text, and takes the likes with the account', async () => {
    const author = await member({ nickname: '떠날사람' });
    const fan = await member();
    const leaving = await member();
    const comment = await write(author, { cid: FAIR, text: '남는 글이에요' });
    const liked = await write(fan, { cid: FAIR });
    await like(fan, comment.id);
    await like(leaving, comment.id);
    await like(leaving, liked.id);
    await like(author, liked.id);

    expect((await leaving.client.call('user/delete', {})).statusCode).toBe(200);
    expect((await commentRow(comment.id)).like_count).toBe(1);
    expect((await commentRow(liked.id)).like_count).toBe(1);
    const left = await t.database.db
      .selectFrom('comment_likes')
      .select('comment_id')
      .where('user_id', '=', leaving.id)
      .execute();
    expect(left).toEqual([]);

    expect((await author.client.call('user/delete', {})).statusCode).toBe(200);
    const shown = (await thread(visitor(), { cid: FAIR })).comments.find(
      (c) => c.id === comment.id,
    )!;
    expect(shown).toMatchObject({
      author: { id: null, nickname: null, status: 'withdrawn' },
      text: '남는 글이에요',
      deleted: false,
      like_count: 1,
    });
    expect((await commentRow(liked.id)).like_count).toBe(0);
  });
});
