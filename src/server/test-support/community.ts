import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Notification } from '../../shared/contract/notification.js';
import type { Rating } from '../../shared/contract/rating.js';
import type { SignedInAnswer } from '../../shared/contract/user.js';
import { changeRole } from '../authorization/role-change.js';
import type { Database, ItemKindColumn } from '../db/schema.js';
import { itemIdOf } from '../modules/bookmark/bookmark.repository.js';
import { AccountTestClient, uniqueEmail, VALID_PROFILE } from './account-client.js';
import { testItem } from './catalogue-rows.js';
import type { TestApp } from './test-app.js';

/**
 * People and content for the community tests (reviews, reports, moderation): members with a
 * nickname, operators made the one way roles change, and comment rows.
 */

export interface Member {
  client: AccountTestClient;
  id: string;
  email: string;
}

/** A signed-up member with a complete profile (so their nickname shows on what they write). */
export async function member(
  t: TestApp,
  options: { locale?: 'ko-KR' | 'en-US'; nickname?: string } = {},
): Promise<Member> {
  const client = new AccountTestClient(t.app, options.locale);
  const email = uniqueEmail('community');
  const response = await client.signUp({ email });
  expect(response.statusCode).toBe(200);
  const profile = { ...VALID_PROFILE, nickname: options.nickname ?? VALID_PROFILE.nickname };
  expect(
    (await client.call('user/complete-profile', profile, { method: 'update' })).statusCode,
  ).toBe(200);
  return { client, id: (response.json().data as SignedInAnswer).user.id, email };
}

/** A member made an operator on the command line's path (`npm run user:role`). */
export async function operator(t: TestApp): Promise<Member> {
  const person = await member(t, { nickname: '운영자' });
  await changeRole(t.database.db, person.email, 'operator');
  return person;
}

const run = randomUUID().slice(0, 8);
let itemCount = 0;

/**
 * A new catalogue item of its own (the cid carries this run's id, so test files share a
 * PostgreSQL database safely).
 */
export async function newItem(
  t: TestApp,
  kind: ItemKindColumn = 'policy',
): Promise<{ cid: string; id: number }> {
  itemCount += 1;
  const row = testItem(kind, `community-${run}-${itemCount}`);
  await t.database.db.insertInto('catalogue_items').values(row).execute();
  return { cid: row.cid, id: (await itemIdOf(t.database.db, row.cid))! };
}

/** Writes `who`'s review of `cid` through the API. */
export async function rate(
  who: Member,
  cid: string,
  review: { score?: number; text?: string } = {},
): Promise<Rating> {
  const body = { cid, score: review.score ?? 4, text: review.text ?? '신청이 쉬웠어요' };
  const response = await who.client.call('rating/create', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Rating;
}

/** `who`'s notifications, newest first. */
export async function bell(who: Member): Promise<Notification[]> {
  const response = await who.client.call('notification/read', {});
  expect(response.statusCode).toBe(200);
  return response.json().data.notifications as Notification[];
}

/**
 * Writes a comment row straight into its table (the comment calls pace writers to one comment
 * every few seconds; moderation tests need many).
 */
export async function insertComment(
  db: Kysely<Database>,
  comment: { itemId: number; authorId: string; text?: string },
): Promise<number> {
  const row = await db
    .insertInto('comments')
    .values({
      item_id: comment.itemId,
      author_id: comment.authorId,
      text: comment.text ?? '댓글이에요',
    })
    .returning(sql<number>`id::int`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The moderation columns of a comment or review, as stored. */
export async function hiddenColumnsOf(
  db: Kysely<Database>,
  table: 'comments' | 'ratings',
  id: number,
): Promise<{ hidden_reason: string | null; hidden_at: Date | null; hidden_until: Date | null }> {
  const { rows } = await sql<{
    hidden_reason: string | null;
    hidden_at: Date | null;
    hidden_until: Date | null;
  }>`SELECT hidden_reason, hidden_at, hidden_until FROM ${sql.table(table)} WHERE id = ${id}`.execute(
    db,
  );
  return rows[0]!;
}
