import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '../../../shared/contract/rating.js';
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
import { signedInActor } from '../../authorization/index.js';
import { ReportService } from '../report/report.service.js';
import type { ModeratedContent } from './moderated-content.js';
import { ModerationService } from './moderation.service.js';

/**
 * Operators hiding and restoring comments and reviews, through the real HTTP stack and database:
 * the change, its audit row and the author's notice. Comments are rows written straight into
 * their table (test-support/community.ts).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function moderate(who: Member, method: 'hide' | 'restore', target: unknown, details?: string) {
  return who.client.call(
    'moderation/update',
    { target, ...(details ? { details } : {}) },
    { method },
  );
}

const auditOf = (type: 'comment' | 'rating', id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'detail'])
    .where('resource_type', '=', type)
    .where('resource_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('moderation/update hide and restore', () => {
  it('hides a review until restored, with audit rows and notices to its author', async () => {
    const author = await member(t);
    const reader = await member(t);
    const team = await operator(t);
    const item = await newItem(t, 'event');
    const review = await rate(author, item.cid);
    await rate(reader, item.cid, { text: '읽으려고 쓴 평' });
    const target = { type: 'rating', id: review.id };
    const seen = async () =>
      (await reader.client.call('rating/read', { id: review.id }, { method: 'read_by_id' })).json()
        .data as Rating;

    const hidden = await moderate(team, 'hide', target, '욕설이 섞여 있어요');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toEqual({ hidden: true });
    expect(await seen()).toMatchObject({ text: '', hidden: { reason: 'operator', until: null } });
    expect(await hiddenColumnsOf(t.database.db, 'ratings', review.id)).toEqual({
      hidden_reason: 'operator',
      hidden_at: expect.any(Date),
      hidden_until: null,
    });

    const restored = await moderate(team, 'restore', target);
    expect(restored.json().data).toEqual({ hidden: false });
    expect(await seen()).toMatchObject({ text: review.text, hidden: null });

    expect(await auditOf('rating', review.id)).toEqual([
      {
        actor_id: team.id,
        action: 'rating_hide',
        detail: {
          before: null,
          after: { reason: 'operator', until: null },
          details: '욕설이 섞여 있어요',
        },
      },
      {
        actor_id: team.id,
        action: 'rating_restore',
        detail: { before: { reason: 'operator', until: null }, after: null },
      },
    ]);
    const link = `/event-details/${item.cid}/#rating-${review.id}`;
    expect(await bell(author)).toMatchObject([
      { type: 'content_restored', message: '가려졌던 내 한줄평이 다시 보여요.', link },
      { type: 'content_hidden', message: '운영 정책에 따라 운영팀이 내 한줄평을 가렸어요.', link },
    ]);
  });

  it('ends a 임시조치 on restore, recording what it was', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const team = await operator(t);
    const item = await newItem(t, 'event');
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const target = { type: 'comment', id: commentId };
    const reported = await reporter.client.call(
      'report/create',
      { target, reason: 'rights_infringement', relation: 'agent', details: '제 동생 이야기예요' },
      { method: 'create' },
    );
    const until = reported.json().data.hidden_until as string;

    expect((await moderate(team, 'restore', target)).statusCode).toBe(200);
    expect(await hiddenColumnsOf(t.database.db, 'comments', commentId)).toEqual({
      hidden_reason: null,
      hidden_at: null,
      hidden_until: null,
    });
    expect(await auditOf('comment', commentId)).toEqual([
      {
        actor_id: team.id,
        action: 'comment_restore',
        detail: { before: { reason: 'temporary_measure', until }, after: null },
      },
    ]);
    expect((await bell(author)).map((n) => n.type)).toEqual([
      'content_restored',
      'temporary_measure_applied',
    ]);
  });

  it('turns a 임시조치 into an operator’s hiding, which lasts until restored', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const team = await operator(t);
    const item = await newItem(t, 'event');
    const review = await rate(author, item.cid);
    const target = { type: 'rating', id: review.id };
    await reporter.client.call(
      'report/create',
      { target, reason: 'rights_infringement', relation: 'self', details: '제 사진이에요' },
      { method: 'create' },
    );
    expect((await moderate(team, 'hide', target)).statusCode).toBe(200);
    expect(await hiddenColumnsOf(t.database.db, 'ratings', review.id)).toMatchObject({
      hidden_reason: 'operator',
      hidden_until: null,
    });
    expect((await auditOf('rating', review.id)).map((row) => row.detail)).toEqual([
      {
        before: { reason: 'temporary_measure', until: expect.any(String) },
        after: { reason: 'operator', until: null },
      },
    ]);
  });

  it('changes and records nothing when the content is already so', async () => {
    const author = await member(t);
    const team = await operator(t);
    const item = await newItem(t, 'event');
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const target = { type: 'comment', id: commentId };
    expect((await moderate(team, 'restore', target)).json().data).toEqual({ hidden: false });
    expect(await auditOf('comment', commentId)).toEqual([]);
    await moderate(team, 'hide', target);
    const hiddenAt = (await hiddenColumnsOf(t.database.db, 'comments', commentId)).hidden_at;
    expect((await moderate(team, 'hide', target)).json().data).toEqual({ hidden: true });
    expect((await hiddenColumnsOf(t.database.db, 'comments', commentId)).hidden_at).toEqual(
      hiddenAt,
    );
    expect((await auditOf('comment', commentId)).map((row) => row.action)).toEqual([
      'comment_hide',
    ]);
    expect(await bell(author)).toHaveLength(1);
  });

  it('tells no one when an operator hides their own content', async () => {
    const team = await operator(t);
    const item = await newItem(t, 'event');
    const review = await rate(team, item.cid);
    await moderate(team, 'hide', { type: 'rating', id: review.id });
    expect(await bell(team)).toEqual([]);
    expect(await auditOf('rating', review.id)).toHaveLength(1);
  });

  it('answers 404 for a missing or deleted target', async () => {
    const team = await operator(t);
    const author = await member(t);
    const item = await newItem(t, 'event');
    const deleted = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    await sql`UPDATE comments SET deleted_at = now() WHERE id = ${deleted}`.execute(t.database.db);
    const cases: [unknown, string][] = [
      [{ type: 'comment', id: 2 ** 52 }, 'comment_not_found'],
      [{ type: 'comment', id: deleted }, 'comment_not_found'],
      [{ type: 'rating', id: 2 ** 52 }, 'not_found'],
    ];
    for (const method of ['hide', 'restore'] as const) {
      for (const [target, code] of cases) {
        const response = await moderate(team, method, target);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe(code);
      }
    }
    expect(await auditOf('comment', deleted)).toEqual([]);
  });

  it('refuses hostile reasons with 400 and changes nothing', async () => {
    const author = await member(t);
    const team = await operator(t);
    const item = await newItem(t, 'event');
    const review = await rate(author, item.cid);
    const target = { type: 'rating', id: review.id };
    for (const [details, code] of [
      ['x'.repeat(10_000), 'validation_failed'],
      ['\u200B', 'validation_failed'],
      ['a\u0000b', 'invalid_input'],
    ]) {
      const response = await moderate(team, 'hide', target, details);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    expect(await auditOf('rating', review.id)).toEqual([]);
    expect(await hiddenColumnsOf(t.database.db, 'ratings', review.id)).toMatchObject({
      hidden_reason: null,
    });
  });
});

describe('after a change', () => {
  it('tells the listener what now shows differently, once committed, and nothing else', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const team = await operator(t);
    const item = await newItem(t);
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const target = { type: 'comment' as const, id: commentId };
    const told: string[] = [];
    const deps = {
      db: t.database.db,
      onShownChange: (content: ModeratedContent) => {
        told.push(`${content.target.type}-${content.target.id} ${content.itemCid}`);
      },
    };
    const [moderation, reports] = [new ModerationService(deps), new ReportService(deps)];
    const asOperator = signedInActor(team.id, 'operator');
    const asReporter = signedInActor(reporter.id, 'user');

    await reports.create(asReporter, { target, reason: 'spam' });
    await moderation.restore(asOperator, { target });
    expect(told).toEqual([]);
    await reports.create(asReporter, { target, reason: 'spam' }); // a repeat: nothing changes
    await reports.create(signedInActor(team.id, 'operator'), {
      target,
      reason: 'rights_infringement',
      relation: 'self',
      details: '제 이야기예요',
    });
    await moderation.hide(asOperator, { target });
    await moderation.hide(asOperator, { target });
    await expect(moderation.restore(asReporter, { target })).rejects.toThrow('forbidden');
    await moderation.restore(asOperator, { target });
    const told1 = `comment-${commentId} ${item.cid}`;
    expect(told).toEqual([told1, told1, told1]);
  });
});

describe('comment threads', () => {
  it('shows visitors a hidden or restored comment at once, though they share a thread page', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const team = await operator(t);
    const item = await newItem(t);
    const written = await author.client.call('comment/create', {
      cid: item.cid,
      text: '공유되는 댓글',
    });
    expect(written.statusCode, written.body).toBe(200);
    const target = { type: 'comment', id: written.json().data.id as number };
    const visitor = new AccountTestClient(t.app);
    const seen = async () => {
      const response = await visitor.call('comment/read', { cid: item.cid });
      const [comment] = response.json().data.comments as { text: string; hidden: unknown }[];
      return { text: comment!.text, hidden: comment!.hidden };
    };

    expect(await seen()).toEqual({ text: '공유되는 댓글', hidden: null });
    await moderate(team, 'hide', target);
    expect(await seen()).toEqual({ text: '', hidden: { reason: 'operator', until: null } });
    await moderate(team, 'restore', target);
    expect(await seen()).toEqual({ text: '공유되는 댓글', hidden: null });
    const reported = await reporter.client.call(
      'report/create',
      { target, reason: 'rights_infringement', relation: 'self', details: '제 이야기예요' },
      { method: 'create' },
    );
    const until = reported.json().data.hidden_until as string;
    expect(await seen()).toEqual({ text: '', hidden: { reason: 'temporary_measure', until } });
  });
});

describe('the authorisation matrix', () => {
  it('lets only operators hide and restore: visitor 401, author and another user 403', async () => {
    const author = await member(t);
    const other = await member(t);
    const team = await operator(t);
    const visitor = { client: new AccountTestClient(t.app) } as Member;
    const item = await newItem(t, 'event');
    const commentId = await insertComment(t.database.db, { itemId: item.id, authorId: author.id });
    const review = await rate(author, item.cid);
    for (const target of [
      { type: 'comment', id: commentId },
      { type: 'rating', id: review.id },
    ] as const) {
      for (const method of ['hide', 'restore'] as const) {
        const expected: [Member, number, string | undefined][] = [
          [visitor, 401, 'unauthorized'],
          [author, 403, 'forbidden'],
          [other, 403, 'forbidden'],
          [team, 200, undefined],
        ];
        for (const [who, status, code] of expected) {
          const response = await moderate(who, method, target);
          expect(response.statusCode, `${target.type} ${method}`).toBe(status);
          if (code) expect(response.json().error.code).toBe(code);
        }
      }
      const actions = (await auditOf(target.type, target.id)).map((row) => [
        row.actor_id,
        row.action,
      ]);
      expect(actions).toEqual([
        [team.id, `${target.type}_hide`],
        [team.id, `${target.type}_restore`],
      ]);
    }
  });
});
