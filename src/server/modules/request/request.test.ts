import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountTestClient, uniqueEmail } from '../../test-support/account-client.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * The requests form's call through the real HTTP stack and database, and its delivery to a
 * spreadsheet web script played by a loopback server that answers as Google Apps Script does:
 * the POST gets a 302 to the result page, which is fetched with GET; a failure is an HTTP 200
 * HTML page; success is the script's JSON `{"ok": true}`.
 */

interface SheetCall {
  method: string;
  path: string;
  fields: Record<string, string>;
}

/** The stand-in script: `mode` says how it answers now. */
function startSheet() {
  const calls: SheetCall[] = [];
  const sheet = { mode: 'ok' as 'ok' | 'html-error' | 'no-redirect-get', calls, url: '' };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://sheet');
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      if (request.method === 'POST' && url.pathname === '/exec') {
        response.writeHead(302, { location: `/echo?user_content_key=${calls.length}` });
        return response.end();
      }
      if (request.method === 'GET' && url.pathname === '/echo') {
        if (sheet.mode === 'html-error') {
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end(
            '<html><body>TypeError: Cannot read properties of null</body></html>',
          );
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ ok: true }));
      }
      // A second POST to the result page is what the script must never get.
      response.writeHead(405);
      response.end();
    });
  });
  return new Promise<{ sheet: typeof sheet; server: http.Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      sheet.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`;
      resolve({ sheet, server });
    }),
  );
}

let t: TestApp;
let sheet: Awaited<ReturnType<typeof startSheet>>['sheet'];
let sheetServer: http.Server;

beforeAll(async () => {
  ({ sheet, server: sheetServer } = await startSheet());
  t = await createTestApp({ env: { REQUESTS_WEBHOOK_URL: sheet.url } });
});
afterAll(async () => {
  await t.close();
  sheetServer.close();
});

const validRequest = (fields: Record<string, unknown> = {}) => ({
  type: 'proposal',
  email: uniqueEmail('asker'),
  message: '청년 월세 지원 정책을 지역별로 모아 주시면 좋겠어요.',
  request_id: randomUUID(),
  ...fields,
});

const send = (client: AccountTestClient, body: unknown) => client.call('request/create', body);
/** A visitor's inquiry to another app than the file's. */
const sendTo = (app: TestApp, body: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/request/create',
    headers: apiHeaders('create', { 'x-client-key': randomUUID() }),
    payload: JSON.stringify(body),
  });

const deliveryOf = (requestId: string) =>
  t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('key', '=', `contact_request:${requestId}`)
    .executeTakeFirst();

/** Waits for the outbox pass the call started (it delivers at once, after the answer). */
async function delivered(requestId: string) {
  for (let i = 0; i < 100; i += 1) {
    const row = await deliveryOf(requestId);
    if (row?.delivered_at || (row?.last_error && row.attempts > 0)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return deliveryOf(requestId);
}

/** Makes a waiting delivery due now and runs the outbox, as its next pass would. */
async function retryNow(requestId: string) {
  await t.database.db
    .updateTable('outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('key', '=', `contact_request:${requestId}`)
    .execute();
  await t.app.outbox.runDue();
}

const sheetCallsFor = (requestId: string) =>
  sheet.calls.filter((call) => call.method === 'GET' || call.fields.submission_id === requestId);

describe('request/create', () => {
  it('stores a visitor’s inquiry and forwards it once, following the script’s 302 with a GET', async () => {
    sheet.calls.length = 0;
    const body = validRequest();
    const visitor = new AccountTestClient(t.app, 'en-US');
    const [first, again] = [await send(visitor, body), await send(visitor, body)];
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ request_id: body.request_id });
    expect(again.statusCode).toBe(200);

    const stored = await t.database.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', body.request_id)
      .execute();
    expect(stored).toMatchObject([
      {
        type: 'proposal',
        email: body.email,
        message: body.message,
        locale: 'en-US',
        user_id: null,
      },
    ]);
    expect((await delivered(body.request_id))?.delivered_at).toBeInstanceOf(Date);
    expect(sheet.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /exec',
      'GET /echo',
    ]);
    expect(sheet.calls[0]!.fields).toMatchObject({
      submission_id: body.request_id,
      type: 'proposal',
      email: body.email,
      message: body.message,
      locale: 'en-US',
    });
  });

  it('keeps an inquiry the script refused with an HTTP 200 page, and delivers it on a later try', async () => {
    sheet.mode = 'html-error';
    sheet.calls.length = 0;
    const body = validRequest();
    expect((await send(new AccountTestClient(t.app), body)).statusCode).toBe(200);
    const refused = await delivered(body.request_id);
    expect(refused).toMatchObject({ delivered_at: null, attempts: 1 });
    expect(refused?.last_error).toMatch(/not the script's success/);
    expect(refused!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    sheet.mode = 'ok';
    await retryNow(body.request_id);
    expect(await deliveryOf(body.request_id)).toMatchObject({ attempts: 2, last_error: null });
    expect((await deliveryOf(body.request_id))?.delivered_at).toBeInstanceOf(Date);
    // One POST per try, never one to the result page.
    expect(sheetCallsFor(body.request_id).map((call) => call.method)).toEqual([
      'POST',
      'GET',
      'POST',
      'GET',
    ]);
  });

  it('loses nothing while the script is unreachable', async () => {
    const down = await createTestApp({ env: { REQUESTS_WEBHOOK_URL: 'http://127.0.0.1:1/exec' } });
    try {
      const body = validRequest();
      const response = await sendTo(down, body);
      expect(response.statusCode).toBe(200);
      const delivery = () =>
        down.database.db
          .selectFrom('outbox')
          .selectAll()
          .where('key', '=', `contact_request:${body.request_id}`)
          .executeTakeFirstOrThrow();
      // The request starts a pass at once; until it has failed, the row is claimed by it and a
      // pass of our own skips it.
      await down.app.outbox.runDue();
      await expect
        .poll(async () => (await delivery()).last_error, { timeout: 5_000 })
        .toMatch(/fetch failed|ECONNREFUSED/);
      expect((await delivery()).delivered_at).toBeNull();
    } finally {
      await down.close();
    }
  });

  it('remembers a signed-in sender', async () => {
    const member = new AccountTestClient(t.app);
    const signUp = await member.signUp({ email: uniqueEmail('member-asker') });
    const body = validRequest({ type: 'compliment' });
    expect((await send(member, body)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('contact_requests')
      .select('user_id')
      .where('id', '=', body.request_id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(signUp.json().data.user.id);
  });

  it('answers each wrong field in the user’s language and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: 'not-an-email' }, { email: "It's not a valid email format." }],
      [{ email: '' }, { email: 'This field is required.' }],
      [{ message: '짧은 문의예요' }, { message: 'At least 10' }],
      [{ message: '가'.repeat(501) }, { message: 'Up to 500' }],
      [
        { message: '\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b' },
        { message: 'This field is required.' },
      ],
      [{ type: 'spam' }, { type: 'The format is not valid.' }],
    ];
    for (const [fields, expected] of cases) {
      const body = validRequest(fields);
      const response = await send(new AccountTestClient(t.app, 'en-US'), body);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 40)).toBe(400);
      expect(response.json().error.fields).toEqual(expected);
      const { rows } =
        await sql`select 1 from contact_requests where id = ${body.request_id}`.execute(
          t.database.db,
        );
      expect(rows).toEqual([]);
    }
    // A message of exactly 10 and of 500 characters is welcome (an emoji counts as one).
    for (const message of ['열 글자로 된 문의예요', '🌱'.repeat(500)]) {
      expect((await send(new AccountTestClient(t.app), validRequest({ message }))).statusCode).toBe(
        200,
      );
    }
  });

  it('limits an address to 5 inquiries in 10 minutes', async () => {
    const client = new AccountTestClient(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(client, validRequest())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('without a spreadsheet configured', () => {
  it('stores the inquiry and queues nothing', async () => {
    const alone = await createTestApp();
    try {
      const body = validRequest();
      const response = await sendTo(alone, body);
      expect(response.statusCode).toBe(200);
      const outbox = await alone.database.db
        .selectFrom('outbox')
        .select('id')
        .where('key', '=', `contact_request:${body.request_id}`)
        .execute();
      expect(outbox).toEqual([]);
    } finally {
      await alone.close();
    }
  });
});
