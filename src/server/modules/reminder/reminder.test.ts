import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/korea-date.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { replaceCatalogue, testItem } from '../../test-support/catalogue-rows.js';
import { rawHeader, startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Deadline reminders: the setting (off by default, the member's own), and the mails at D-7 and
 * D-1 of bookmarked items, once each, under a fake clock and through real SMTP; none for an item
 * that closed or was un-bookmarked after the day's plan (checked when the mail goes).
 */

const FROM = '청년혜택 <no-reply@hyetaek.kr>';
const BASE = 'https://hyetaek.kr';
/** 1 February 2027, 09:00 in Seoul. */
const FIRST_DAY = '2027-02-01';
const nineInKorea = (day: string) => new Date(`${day}T00:00:00Z`);

let now = new Date(nineInKorea(FIRST_DAY).getTime() - 60_000);
let smtp: SmtpCatcher;
let t: TestApp;
const members: Record<
  'ko' | 'en' | 'off',
  { client: AccountTestClient; email: string; id: string }
> = {} as never;

const item = (slug: string, title: string, end: string) =>
  testItem('policy', slug, {
    title,
    agency: '고용노동부',
    apply_kind: 'range',
    apply_start: '2026-01-01',
    apply_end: end,
  });

async function signUp(locale: 'ko-KR' | 'en-US') {
  const client = new AccountTestClient(t.app, locale);
  const email = uniqueEmail('reminder');
  const response = await client.signUp({ email });
  expect(response.statusCode).toBe(200);
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { client, email, id: user.id };
}

async function bookmark(userId: string, cid: string) {
  const { id } = await t.database.db
    .selectFrom('catalogue_items')
    .select('id')
    .where('cid', '=', cid)
    .executeTakeFirstOrThrow();
  await t.database.db.insertInto('bookmarks').values({ user_id: userId, item_id: id }).execute();
}

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.envelopeTo[0] === email);

const stopTokenOf = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('reminder_settings')
      .select('stop_token')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).stop_token;

async function runDay(day: string) {
  now = nineInKorea(day);
  await t.app.jobs.runUntilIdle();
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: FROM, PUBLIC_BASE_URL: BASE },
    clock: () => now,
  });
  // The shared PostgreSQL database holds other files' jobs, and subscribers a Monday would mail.
  await t.database.db.deleteFrom('jobs').execute();
  await t.database.db.deleteFrom('newsletter_subscribers').execute();
  await replaceCatalogue(t.database.db, [
    item('d7', '청년 일자리 도약 장려금', addDays(FIRST_DAY, 7)),
    item('d1', '국민취업지원제도', addDays(FIRST_DAY, 1)),
    item('unsaved', '청년 내일 채움 공제', addDays(FIRST_DAY, 7)),
    item('closing', '청년 구직 활동 지원금', addDays(FIRST_DAY, 1)),
    item('far', '청년 마음 건강 지원', addDays(FIRST_DAY, 20)),
    testItem('policy', 'always', { title: '상시 모집 정책', apply_kind: 'always' }),
  ]);
  members.ko = await signUp('ko-KR');
  members.en = await signUp('en-US');
  members.off = await signUp('ko-KR');
  // The test moves the clock and runs the queue itself (test apps start no queue): up before
  // 09:00, the instance writes the day's plan for 09:00.
  await t.app.jobs.runUntilIdle();
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('reminder/read and reminder/update', () => {
  it('are off by default, one’s own, and turn on in the language of the request', async () => {
    const { client } = members.ko;
    expect((await client.call('reminder/read', {})).json()).toEqual({
      data: { is_enabled: false },
    });
    const visitor = new AccountTestClient(t.app);
    expect((await visitor.call('reminder/read', {})).statusCode).toBe(401);
    const bad = await client.call('reminder/update', { is_enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await client.call('reminder/read', {})).json().data.is_enabled).toBe(false);

    for (const who of [members.ko, members.en]) {
      const on = await who.client.call('reminder/update', { is_enabled: true });
      expect(on.json()).toEqual({ data: { is_enabled: true } });
    }
    expect((await client.call('reminder/read', {})).json().data.is_enabled).toBe(true);
    const settings = await t.database.db
      .selectFrom('reminder_settings')
      .select(['user_id', 'locale'])
      .where('user_id', 'in', [members.ko.id, members.en.id, members.off.id])
      .execute();
    expect(new Map(settings.map((row) => [row.user_id, row.locale]))).toEqual(
      new Map([
        [members.ko.id, 'ko-KR'],
        [members.en.id, 'en-US'],
      ]),
    );
    // Off again, then on: the setting is a switch.
    await members.en.client.call('reminder/update', { is_enabled: false });
    expect((await members.en.client.call('reminder/read', {})).json().data.is_enabled).toBe(false);
    await members.en.client.call('reminder/update', { is_enabled: true });
  });
});

describe('the reminder mails', () => {
  it('go at D-7 and D-1, once each, and never for an item closed or un-bookmarked meanwhile', async () => {
    for (const cid of ['d7', 'd1', 'unsaved', 'closing', 'far', 'always']) {
      await bookmark(members.ko.id, `policy-t-${cid}`);
    }
    await bookmark(members.en.id, 'policy-t-d1');
    await bookmark(members.off.id, 'policy-t-d7');

    // The day's plan is written at 09:00; SMTP refuses, so nothing goes yet.
    smtp.setRefusing(true);
    await runDay(FIRST_DAY);
    expect(smtp.mails).toHaveLength(0);
    const planned = await t.database.db
      .selectFrom('jobs')
      .select('key')
      .where('name', '=', 'reminder.send')
      .execute();
    expect(planned).toHaveLength(5);

    // Before the retry: one bookmark removed, one item closed.
    const unsaved = await t.database.db
      .selectFrom('catalogue_items')
      .select('id')
      .where('cid', '=', 'policy-t-unsaved')
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('bookmarks')
      .where('user_id', '=', members.ko.id)
      .where('item_id', '=', unsaved.id)
      .execute();
    await t.app.catalogueWriter.close('policy-t-closing');
    smtp.setRefusing(false);
    now = new Date(nineInKorea(FIRST_DAY).getTime() + 10_000);
    await t.app.jobs.runUntilIdle();

    const ko = mailsTo(members.ko.email);
    expect(ko.map((mail) => mail.parsed.subject).sort()).toEqual([
      '마감 1일 전이에요: 국민취업지원제도',
      '마감 7일 전이에요: 청년 일자리 도약 장려금',
    ]);
    const [seven] = ko.filter((mail) => mail.parsed.subject?.includes('7일'));
    expect(seven!.parsed.from?.value).toEqual([
      { name: '청년혜택', address: 'no-reply@hyetaek.kr' },
    ]);
    expect(seven!.parsed.text).toContain('D-7 · 고용노동부 · 2월 8일까지');
    expect(seven!.parsed.text).toContain(`${BASE}/policy-details/policy-t-d7/`);
    // Every reminder stops in one click (RFC 8058): the footer's link and the provider's button.
    const stopToken = await stopTokenOf(members.ko.id);
    const stopLink = `${BASE}/reminders/stop/?token=${stopToken}`;
    expect(seven!.parsed.text).toContain(`마감 알림 끄기: ${stopLink}`);
    expect(rawHeader(seven!, 'List-Unsubscribe')).toBe(`<${stopLink}>`);
    expect(rawHeader(seven!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(seven!.parsed.html).toContain('<html lang="ko">');
    expect(seven!.parsed.html).toContain('word-break:keep-all');

    const en = mailsTo(members.en.email);
    expect(en.map((mail) => mail.parsed.subject)).toEqual(['Closes in 1 day: 국민취업지원제도']);
    expect(en[0]!.parsed.text).toContain('D-1 · 고용노동부 · until Feb 2');
    expect(en[0]!.parsed.html).toContain('<html lang="en">');
    expect(mailsTo(members.off.email)).toHaveLength(0);

    const outcomes = await t.database.db
      .selectFrom('jobs')
      .select(['key', 'outcome'])
      .where('name', '=', 'reminder.send')
      .execute();
    const outcomeOf = (fragment: string) =>
      outcomes.filter((row) => row.key.includes(fragment)).map((row) => row.outcome?.split(' ')[0]);
    expect(outcomes.filter((row) => row.outcome?.startsWith('sent'))).toHaveLength(3);
    expect(outcomes.filter((row) => row.outcome === 'skipped: not bookmarked')).toHaveLength(1);
    expect(outcomes.filter((row) => row.outcome === 'skipped: closed')).toHaveLength(1);
    expect(outcomeOf(':d7').length).toBe(2);

    // On to D-1 of the first item (the 3rd's plan runs late, on the 6th, and is skipped as over):
    // exactly one more mail, its D-1.
    for (const offset of [1, 5, 6]) await runDay(addDays(FIRST_DAY, offset));
    const lateDay = await t.database.db
      .selectFrom('jobs')
      .select('outcome')
      .where('key', '=', 'reminder.daily@2027-02-03T00:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(lateDay.outcome).toBe('skipped: 2027-02-03 is over');
    expect(mailsTo(members.ko.email).map((mail) => mail.parsed.subject)).toHaveLength(3);
    expect(mailsTo(members.ko.email)[2]!.parsed.subject).toBe(
      '마감 1일 전이에요: 청년 일자리 도약 장려금',
    );
    expect(mailsTo(members.en.email)).toHaveLength(1);
  });
});

describe('the stop link of a reminder mail', () => {
  it('turns reminders off by one-click POST or by reminder/delete, and tells nothing else', async () => {
    const { client: member, id } = await signUp('ko-KR');
    await member.call('reminder/update', { is_enabled: true });
    const token = await stopTokenOf(id);
    // Turned on again, the link stays the same (mails already sent keep working).
    await member.call('reminder/update', { is_enabled: true });
    expect(await stopTokenOf(id)).toBe(token);

    const post = (query: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/reminders/stop/${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    // Not the one field RFC 8058 names, or no token: refused, and reminders stay on.
    expect((await post(`?token=${token}`, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await post('?token=short', 'List-Unsubscribe=One-Click')).statusCode).toBe(400);
    expect((await member.call('reminder/read', {})).json().data).toEqual({ is_enabled: true });

    const response = await post(`?token=${token}`, 'List-Unsubscribe=One-Click');
    expect(response.statusCode).toBe(200);
    expect((await member.call('reminder/read', {})).json().data).toEqual({ is_enabled: false });

    // The page's button (`reminder/delete`), by a visitor: the same answer for a spent or an
    // unknown token, so the link says nothing about whose it was.
    const visitor = new AccountTestClient(t.app);
    for (const anyToken of [token, 'B'.repeat(43)]) {
      const stopped = await visitor.call('reminder/delete', { token: anyToken });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().data).toEqual({ is_enabled: false });
    }
    const bad = await visitor.call('reminder/delete', { token: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});
