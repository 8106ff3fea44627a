import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/contract/notification.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { changeRole } from '../../authorization/role-change.js';
import { addNotification } from './notification.repository.js';

/**
 * The bell's calls through the real HTTP stack and database. Comment replies are written the way
 * the comments issue will write them: through addNotification.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(locale: 'ko-KR' | 'en-US' = 'ko-KR') {
  const client = new AccountTestClient(t.app, locale);
  const response = await client.signUp({ email: uniqueEmail('bell') });
  expect(response.statusCode).toBe(200);
  return { client, userId: (response.json().data as SignedInAnswer).user.id };
}

function reply(userId: string, commentId: number, replier: string | null = '지민') {
  return addNotification(t.database.db, {
    userId,
    type: 'comment_reply',
    payload: {
      item_kind: 'policy',
      item_cid: 'R2026-0001',
      comment_id: commentId,
      replier_nickname: replier,
    },
  });
}

const idsOf = (notifications: Notification[]) => notifications.map((n) => n.id);

describe('notification/read', () => {
  it('lists the user’s notifications newest first, with the unread count, in their language', async () => {
    const { client, userId } = await member();
    const older = await reply(userId, 11);
    const newer = await reply(userId, 12, null);
    const response = await client.call('notification/read', {});
    expect(response.statusCode).toBe(200);
    const { notifications, unread_count } = response.json().data as {
      notifications: Notification[];
      unread_count: number;
    };
    expect(unread_count).toBe(2);
    expect(idsOf(notifications)).toEqual([newer.id, older.id]);
    expect(notifications[1]).toEqual({
      id: older.id,
      type: 'comment_reply',
      read_datetime: null,
      created_at: older.created_at.toISOString(),
      message: '지민님이 내 댓글에 답글을 달았어요.',
      link: '/policy-details/R2026-0001/#comment-11',
    });
    expect(notifications[0]!.message).toBe('내 댓글에 새 답글이 달렸어요.');

    const en = await client.call(
      'notification/read',
      {},
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(en.json().data.notifications[1].message).toBe('지민 replied to your comment.');
  });

  it('comes with a sign-in and with user/read', async () => {
    const { client, userId } = await member();
    const notice = await reply(userId, 21);
    const email = (await client.call('user/read', {})).json().data.user.email as string;
    const again = new AccountTestClient(t.app);
    const signedIn = (await again.signIn(email)).json().data as SignedInAnswer;
    expect(idsOf(signedIn.notifications)).toEqual([notice.id]);
    expect(idsOf((await again.call('user/read', {})).json().data.notifications)).toEqual([
      notice.id,
    ]);
  });

  it('needs a signed-in user', async () => {
    const response = await new AccountTestClient(t.app).call('notification/read', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('notification/update and notification/delete', () => {
  it('marks one or a list read, and deletes one or a list', async () => {
    const { client, userId } = await member();
    const [a, b, c] = [await reply(userId, 1), await reply(userId, 2), await reply(userId, 3)];

    const one = await client.call('notification/update', { ids: [a.id] });
    expect(one.json().data).toEqual({ count: 1, unread_count: 2 });
    const list = await client.call('notification/update', { ids: [a.id, b.id, c.id] });
    expect(list.json().data).toEqual({ count: 2, unread_count: 0 });
    const read = (await client.call('notification/read', {})).json().data
      .notifications as Notification[];
    expect(read.every((n) => typeof n.read_datetime === 'string')).toBe(true);

    const removed = await client.call('notification/delete', { ids: [a.id] });
    expect(removed.json().data).toEqual({ count: 1, unread_count: 0 });
    const rest = await client.call('notification/delete', { ids: [b.id, c.id] });
    expect(rest.json().data.count).toBe(2);
    expect((await client.call('notification/read', {})).json().data).toEqual({
      notifications: [],
      unread_count: 0,
    });
  });

  it('never lets a user read, mark or delete another user’s notifications', async () => {
    const owner = await member();
    const other = await member();
    const notice = await reply(owner.userId, 5);

    const seen = (await other.client.call('notification/read', {})).json().data;
    expect(seen).toEqual({ notifications: [], unread_count: 0 });
    const marked = await other.client.call('notification/update', { ids: [notice.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.count).toBe(0);
    const deleted = await other.client.call('notification/delete', { ids: [notice.id] });
    expect(deleted.json().data.count).toBe(0);

    const ownerView = (await owner.client.call('notification/read', {})).json().data;
    expect(ownerView.unread_count).toBe(1);
    expect(ownerView.notifications[0]).toMatchObject({ id: notice.id, read_datetime: null });
  });

  it('changes only the caller’s own among a mixed list, and gives an operator no one else’s', async () => {
    const owner = await member();
    const operator = await member();
    const email = (await operator.client.call('user/read', {})).json().data.user.email as string;
    await changeRole(t.database.db, email, 'operator');
    const [theirs, mine] = [await reply(owner.userId, 6), await reply(operator.userId, 7)];

    const marked = await operator.client.call('notification/update', { ids: [theirs.id, mine.id] });
    expect(marked.json().data).toEqual({ count: 1, unread_count: 0 });
    const deleted = await operator.client.call('notification/delete', {
      ids: [mine.id, theirs.id],
    });
    expect(deleted.json().data).toEqual({ count: 1, unread_count: 0 });

    const ownerView = (await owner.client.call('notification/read', {})).json().data;
    expect(ownerView.notifications).toMatchObject([{ id: theirs.id, read_datetime: null }]);
  });

  it('refuses malformed id lists with a field message', async () => {
    const { client } = await member('en-US');
    const bad: unknown[] = [
      {},
      { ids: [] },
      { ids: [-1] },
      { ids: [1.5] },
      { ids: ['1'] },
      { ids: [2 ** 60] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: 'all' },
      { ids: [1], extra: true },
    ];
    for (const body of bad) {
      for (const path of ['notification/update', 'notification/delete']) {
        const response = await client.call(path, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().error.code).toBe('validation_failed');
      }
    }
    const missing = await client.call('notification/update', {});
    expect(missing.json().error.fields).toEqual({ ids: 'This field is required.' });
  });

  it('leaves a withdrawn user with no notifications', async () => {
    const { client, userId } = await member();
    await reply(userId, 9);
    expect((await client.call('user/delete', {})).statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });
});
