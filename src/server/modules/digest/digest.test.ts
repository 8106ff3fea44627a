import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/job-queue.js';
import { VALID_PROFILE } from '../../test-support/account-client.js';
import { createMailer, type Mailer } from '../../mail/mailer.js';
import { replaceCatalogue, testItem } from '../../test-support/catalogue-rows.js';
import {
  rawHeader,
  startSmtpCatcher,
  type CaughtMail,
  type SmtpCatcher,
} from '../../test-support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DigestService, registerDigestJobs } from './digest.service.js';

/**
 * The weekly digest end to end: the Monday job under a fake clock, real SMTP (smtp-server on
 * loopback), several instances (two apps on one PostgreSQL database; on PGlite two queues on one
 * database), an instance that stops in the middle of a send, and a refusing SMTP server.
 */

const log = pino({ level: 'silent' });
const FROM = '청년혜택 <no-reply@hyetaek.kr>';
const BASE = 'https://hyetaek.kr';
const env = { MAIL_FROM: FROM, PUBLIC_BASE_URL: BASE };
/** Monday 28 December 2026, 09:00 in Seoul: week 53, the last of 2026. */
const W53_MONDAY_NINE = new Date('2026-12-28T00:00:00Z');

let now = new Date(W53_MONDAY_NINE.getTime() - 30_000);
const clock = () => now;
let smtp: SmtpCatcher;
let t: TestApp;
let second: TestApp | undefined;

interface Reader {
  email: string;
  locale: 'ko-KR' | 'en-US';
  token: string;
  id: number;
}
const readers: Reader[] = [];
let member: Reader;

const catalogue = [
  // New this week (created Thursday 24 December), open until June.
  testItem('policy', 'fresh', {
    title: '청년 월세 한시 특별지원',
    agency: '국토교통부',
    apply_kind: 'range',
    apply_start: '2026-01-01',
    apply_end: '2027-06-30',
    created_at: '2026-12-24T03:00:00Z',
  }),
  // New this week but already closed: not shown.
  testItem('policy', 'gone', {
    title: '이미 마감된 정책',
    apply_kind: 'closed',
    created_at: '2026-12-25T03:00:00Z',
  }),
  // Added long ago, closes Thursday 31 December: closing soon (D-3).
  testItem('event', 'closing', {
    title: '청년 취업 박람회',
    agency: '서울시',
    apply_kind: 'range',
    apply_start: '2026-01-01',
    apply_end: '2026-12-31',
  }),
  // The member's bookmark (an event: matching judges policies), closes Saturday 2 January (D-5).
  testItem('event', 'saved', {
    title: '청년 도약 계좌',
    agency: '금융위원회',
    apply_kind: 'range',
    apply_start: '2026-01-01',
    apply_end: '2027-01-02',
  }),
];

async function addSubscriber(
  email: string,
  locale: Reader['locale'],
  status: 'active' | 'pending' | 'unsubscribed' = 'active',
  userId: string | null = null,
): Promise<Reader> {
  const token = randomUUID();
  const row = await t.database.db
    .insertInto('newsletter_subscribers')
    .values({ email, locale, status, unsubscribe_token: token, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email, locale, token, id: Number(row.id) };
}

/** Mails of one week (by our Message-ID), by recipient. */
function mailsOf(week: string): Map<string, CaughtMail[]> {
  const byRecipient = new Map<string, CaughtMail[]>();
  for (const mail of smtp.mails) {
    if (!mail.parsed.messageId?.startsWith(`<digest.${week}.`)) continue;
    const to = mail.envelopeTo[0]!;
    byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
  }
  return byRecipient;
}

function expectOneEach(week: string) {
  const received = mailsOf(week);
  expect([...received.keys()].sort()).toEqual(readers.map((r) => r.email).sort());
  for (const [to, mails] of received) expect({ to, count: mails.length }).toEqual({ to, count: 1 });
}

/** A second instance: another app on the same PostgreSQL database, or another queue on PGlite's. */
async function secondQueue(): Promise<JobQueue> {
  if (process.env.TEST_DATABASE_URL) {
    second ??= await createTestApp({ env: { ...env, SMTP_URL: smtp.url }, clock });
    return second.app.jobs;
  }
  return queueWith(t.app.mailer);
}

/** A queue like an app's, with the digest's jobs, sending through `mailer`. */
function queueWith(mailer: Pick<Mailer, 'send'>, batch = 10): JobQueue {
  const queue = new JobQueue({ db: t.database.db, log, clock, batch });
  const digest = new DigestService({
    db: t.database.db,
    mailer,
    publicBaseUrl: BASE,
    mailFrom: FROM,
  });
  registerDigestJobs(queue, digest);
  return queue;
}

/** A mailer that hands `count` mails to SMTP, then hangs as a process that stopped would. */
function stoppingMailer(count: number, { afterSending }: { afterSending: boolean }) {
  const real = createMailer({ smtpUrl: smtp.url, from: FROM, log });
  let sent = 0;
  let release: (error: Error) => void = () => {};
  const hung = new Promise<never>((_resolve, reject) => (release = reject));
  const mailer: Pick<Mailer, 'send'> = {
    async send(message) {
      if (sent >= count) return hung;
      sent += 1;
      const result = await real.send(message);
      return sent === count && afterSending ? hung : result;
    },
  };
  return {
    mailer,
    /** The stopped instance's pending send ends (as its connection would); the mailer closes. */
    finish: () => {
      release(new Error('process stopped'));
      real.close();
    },
  };
}

async function planned(week: string) {
  const rows = await t.database.db
    .selectFrom('jobs')
    .select(['key', 'outcome', 'attempts', 'last_error', 'run_at', 'done_at'])
    .where('name', '=', 'digest.send')
    .where('key', 'like', `digest:${week}:%`)
    .execute();
  return rows;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { ...env, SMTP_URL: smtp.url }, clock });
  const { db } = t.database;
  // The shared PostgreSQL database of a run holds other files' jobs and subscribers.
  await db.deleteFrom('jobs').execute();
  await db.deleteFrom('newsletter_subscribers').execute();
  await replaceCatalogue(db, catalogue);
  const user = await db
    .insertInto('users')
    .values({
      email: `member-${randomUUID()}@example.com`,
      name: '김민지',
      ...VALID_PROFILE,
      detailed_category: [...VALID_PROFILE.detailed_category],
      interests: [...VALID_PROFILE.interests],
      profile_completed_at: new Date('2026-06-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const saved = await db
    .selectFrom('catalogue_items')
    .select('id')
    .where('cid', '=', 'event-t-saved')
    .executeTakeFirstOrThrow();
  await db.insertInto('bookmarks').values({ user_id: user.id, item_id: saved.id }).execute();

  member = await addSubscriber(
    `member-sub-${randomUUID()}@example.com`,
    'ko-KR',
    'active',
    user.id,
  );
  readers.push(member);
  readers.push(await addSubscriber(`ko-${randomUUID()}@example.com`, 'ko-KR'));
  readers.push(await addSubscriber(`en-${randomUUID()}@example.com`, 'en-US'));
  for (let i = 0; i < 9; i += 1) {
    readers.push(
      await addSubscriber(`many-${i}-${randomUUID()}@example.com`, i % 2 ? 'en-US' : 'ko-KR'),
    );
  }
  // Neither a pending nor an unsubscribed address receives it.
  await addSubscriber(`pending-${randomUUID()}@example.com`, 'ko-KR', 'pending');
  await addSubscriber(`left-${randomUUID()}@example.com`, 'ko-KR', 'unsubscribed');
});

afterAll(async () => {
  await second?.close();
  await t.close();
  await smtp.close();
});

describe('the Monday digest', () => {
  it('waits for Monday 09:00 in Korea, then sends every active subscriber one mail', async () => {
    // 08:59:30 in Seoul (23:59:30 UTC on Sunday): the week's job is written, not yet due.
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    expect(smtp.mails).toHaveLength(0);
    const scheduled = await t.database.db
      .selectFrom('jobs')
      .select(['key', 'run_at'])
      .where('name', '=', 'digest.weekly')
      .execute();
    expect(scheduled).toEqual([
      { key: 'digest.weekly@2026-12-28T00:00:00.000Z', run_at: W53_MONDAY_NINE },
    ]);

    now = W53_MONDAY_NINE;
    await t.app.jobs.runUntilIdle();
    expectOneEach('2026-W53');
    expect(await planned('2026-W53')).toHaveLength(readers.length);
    // Later passes (and the next week's job, now written) send nothing more.
    now = new Date(W53_MONDAY_NINE.getTime() + 60 * 60 * 1000);
    await t.app.jobs.runUntilIdle();
    expectOneEach('2026-W53');
    const next = await t.database.db
      .selectFrom('jobs')
      .select('key')
      .where('name', '=', 'digest.weekly')
      .where('done_at', 'is', null)
      .execute();
    expect(next).toEqual([{ key: 'digest.weekly@2027-01-04T00:00:00.000Z' }]);
  });

  it('in Korean: headers, both parts, the unsubscribe link and no advertising mark', () => {
    const reader = readers.find((r) => r.locale === 'ko-KR' && r !== member)!;
    const [mail] = mailsOf('2026-W53').get(reader.email)!;
    const { parsed, raw } = mail!;
    expect(parsed.from?.value).toEqual([{ name: '청년혜택', address: 'no-reply@hyetaek.kr' }]);
    expect(parsed.subject).toBe('이번 주 청년혜택 소식이에요 (12월 28일)');
    expect(parsed.subject).not.toContain('광고');
    expect(parsed.messageId).toBe(`<digest.2026-W53.${reader.id}@hyetaek.kr>`);
    const link = `${BASE}/newsletter/unsubscribe/?token=${reader.token}`;
    expect(rawHeader(mail!, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);

    const text = parsed.text!;
    expect(text).toContain('■ 새로 올라왔어요');
    expect(text).toContain('- 청년 월세 한시 특별지원');
    expect(text).toContain(`${BASE}/policy-details/policy-t-fresh/`);
    expect(text).not.toContain('이미 마감된 정책');
    expect(text).toContain('■ 7일 안에 마감돼요');
    expect(text).toMatch(
      /- 청년 취업 박람회\n {2}D-3 · 서울시 · 12월 31일까지\n {2}https:\/\/hyetaek\.kr\/event-details\/event-t-closing\//,
    );
    expect(text).toContain(`구독 해지하기: ${link}`);
    // A visitor has no personal sections.
    expect(text).not.toContain('나에게 맞는 정책');
    expect(text).not.toContain('저장한 혜택이 곧 마감돼요');

    const html = parsed.html as string;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('word-break:keep-all');
    expect(html).toContain('width=device-width');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('>구독 해지하기</a>');
    expect(html).toContain('청년 월세 한시 특별지원');
    expect(html).not.toMatch(/<style|<script/);
  });

  it('in English by the subscriber’s language', () => {
    const reader = readers.find((r) => r.locale === 'en-US')!;
    const [mail] = mailsOf('2026-W53').get(reader.email)!;
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Your week at Youth Benefits (Dec 28)');
    expect(parsed.text).toContain('■ New this week');
    expect(parsed.text).toContain('D-3 · 서울시 · until Dec 31');
    expect(parsed.text).toContain(
      `Unsubscribe: ${BASE}/newsletter/unsubscribe/?token=${reader.token}`,
    );
    expect(parsed.html).toContain('<html lang="en">');
    expect(parsed.html).toContain('>Unsubscribe</a>');
    expect(rawHeader(mail!, 'List-Unsubscribe')).toBe(
      `<${BASE}/newsletter/unsubscribe/?token=${reader.token}>`,
    );
  });

  it('for a member: their matches and their bookmarks near the deadline', () => {
    const [mail] = mailsOf('2026-W53').get(member.email)!;
    const text = mail!.parsed.text!;
    expect(text).toContain('■ 나에게 맞는 정책');
    expect(text).toMatch(/- 청년 월세 한시 특별지원\n {2}받을 수 있어요 · 국토교통부/);
    expect(text).toMatch(
      /■ 저장한 혜택이 곧 마감돼요\n\n- 청년 도약 계좌\n {2}D-5 · 금융위원회 · 1월 2일까지/,
    );
  });

  it('two instances racing: each subscriber receives exactly one mail', async () => {
    now = new Date('2027-01-04T00:00:00Z');
    const other = await secondQueue();
    await Promise.all([t.app.jobs.runUntilIdle(), other.runUntilIdle()]);
    expectOneEach('2027-W01');
  });

  it('an instance stopped in the middle of a send: the next one sends the rest, once each', async () => {
    now = new Date('2027-01-11T00:00:00Z');
    const stopping = stoppingMailer(3, { afterSending: false });
    const first = queueWith(stopping.mailer, 5);
    const firstRun = first.runUntilIdle();
    await smtp.waitFor(mailsCount() + 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsOf('2027-W02').size).toBe(3);

    // A new instance at once takes what nobody holds; what the stopped one held waits its lease.
    const restarted = queueWith(t.app.mailer);
    await restarted.runUntilIdle();
    const waiting = (await planned('2027-W02')).filter((row) => !row.done_at);
    expect(waiting).toHaveLength(2);
    now = new Date(now.getTime() + 121_000);
    await restarted.runUntilIdle();
    expectOneEach('2027-W02');

    // The stopped instance wakes: its claims were taken over, so it sends nothing more.
    stopping.finish();
    await firstRun;
    expectOneEach('2027-W02');
  });

  it('the edge: accepted by SMTP, then stopped before the ledger was marked, goes twice with one Message-ID', async () => {
    now = new Date('2027-01-18T00:00:00Z');
    const stopping = stoppingMailer(1, { afterSending: true });
    const first = queueWith(stopping.mailer, 1);
    const firstRun = first.runUntilIdle();
    await smtp.waitFor(mailsCount() + 1);
    now = new Date(now.getTime() + 121_000);
    await queueWith(t.app.mailer).runUntilIdle();
    stopping.finish();
    await firstRun;
    const received = mailsOf('2027-W03');
    expect(received.size).toBe(readers.length);
    const twice = [...received.values()].filter((mails) => mails.length > 1);
    expect(twice).toHaveLength(1);
    expect(twice[0]![0]!.parsed.messageId).toBe(twice[0]![1]!.parsed.messageId);
  });

  it('a refusing SMTP server: retried after a pause; an address that left meanwhile gets nothing', async () => {
    now = new Date('2027-01-25T00:00:00Z');
    smtp.setRefusing(true);
    await t.app.jobs.runUntilIdle();
    expect(mailsOf('2027-W04').size).toBe(0);
    const failed = await planned('2027-W04');
    expect(failed.every((row) => row.last_error && !row.done_at && row.attempts === 1)).toBe(true);
    expect(failed[0]!.run_at.getTime()).toBe(now.getTime() + 10_000);

    const leaver = readers.find((r) => r.email.startsWith('many-0-'))!;
    await t.database.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed' })
      .where('id', '=', leaver.id)
      .execute();
    smtp.setRefusing(false);
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    now = new Date(now.getTime() + 10_000);
    await t.app.jobs.runUntilIdle();
    const received = mailsOf('2027-W04');
    expect(received.size).toBe(readers.length - 1);
    expect(received.has(leaver.email)).toBe(false);
    expect([...received.values()].every((mails) => mails.length === 1)).toBe(true);
    const outcomes = (await planned('2027-W04')).map((row) => row.outcome?.split(' ')[0]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(readers.length - 1);
    expect(outcomes.filter((o) => o === 'skipped:')).toHaveLength(1);
  });

  it('the operators’ preview is the mail a subscriber would get', async () => {
    const reader = readers.find((r) => r.locale === 'en-US')!;
    const mail = await t.app.digest.preview(reader.email.toUpperCase(), '2026-W53');
    expect(mail?.subject).toBe('Your week at Youth Benefits (Dec 28)');
    expect(mail?.text).toContain('■ Closing within 7 days');
    expect(await t.app.digest.preview('nobody@example.com', '2026-W53')).toBeUndefined();
  });
});

function mailsCount() {
  return smtp.mails.length;
}
