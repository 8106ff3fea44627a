import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { startCluster } from '../scripts/cluster.mjs';
import {
  sampleRecord,
  sampleResponse,
} from '../src/server/importers/youthcenter/sample-records.js';
import { isoWeekOf } from '../src/server/jobs/korea-schedule.js';
import { REFRESH_REUSE_GRACE_MS } from '../src/server/modules/user/sessions.js';
import { startSmtpCatcher, type SmtpCatcher } from '../src/server/test-support/smtp-catcher.js';
import { koreaToday } from '../src/shared/korea-date.js';

/**
 * Three instances behind nginx keep the promises one instance keeps (issue 16): a limit counted on
 * one holds on the others, a visitor's view counts once wherever it lands, a spent refresh token
 * is refused as reuse on another instance, an import through the one catalogue writer reaches
 * every instance's caches at once, and a job queue's work (the weekly digest) is done once.
 */
const ADMIN_URL = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'hyetaek_cluster_test';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const root = path.resolve(import.meta.dirname, '..');

interface App {
  url: string;
  child: ChildProcess;
}
interface Cluster {
  url: string;
  apps: App[];
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

let cluster: Cluster;
let databaseUrl: string;
let smtp: SmtpCatcher;

/** Runs `use` on its own connection to `url`, closed afterwards whatever happens. */
async function withDatabase<T>(url: string, use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

async function freshDatabase() {
  await withDatabase(ADMIN_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(
      `CREATE DATABASE ${DATABASE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function clearRedis() {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys('hyetaek:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  await clearRedis();
  smtp = await startSmtpCatcher();
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = REDIS_URL;
  process.env.SMTP_URL = smtp.url;
  cluster = (await startCluster({ instances: 3, port: 8188, basePort: 3191 })) as Cluster;
});
afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
});

/** What the tests read of an answer (lists, sign-ins, renewals). */
interface Answer {
  access_token?: string;
  error?: { code: string };
  data: { items: { cid: string }[]; total_count: number };
}

/** A call to one instance (or the balancer) as a browser at `ip` with `clientKey` would make. */
async function call(
  base: string,
  pathName: string,
  method: string,
  body: unknown,
  from: { ip: string; clientKey: string; cookie?: string; token?: string },
) {
  const response = await fetch(`${base}/api/${pathName}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-method': method,
      'x-client-key': from.clientKey,
      'x-forwarded-for': from.ip,
      ...(from.cookie ? { cookie: from.cookie } : {}),
      ...(from.token ? { authorization: `Bearer ${from.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('hyetaek-rt='));
  return {
    status: response.status,
    body: (await response.json()) as Answer,
    refreshCookie: setCookie?.split(';')[0],
  };
}

const visitor = () => ({
  ip: `203.0.113.${crypto.randomInt(1, 250)}`,
  clientKey: crypto.randomUUID(),
});

async function signUp(from: ReturnType<typeof visitor>, email: string, password: string) {
  const answer = await call(
    cluster.url,
    'user/email-signup',
    'create',
    {
      email,
      password,
      confirm_password: password,
      name: '클러스터',
      agreements: { terms: true, privacy: true, marketing: false },
    },
    from,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

describe('three instances behind nginx', () => {
  it('count a wrong password on one instance against the others: the 6th is refused', async () => {
    const from = visitor();
    const email = `limit-${Date.now()}@example.com`;
    await signUp(from, email, 'kq7#Lmz!2vRt');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const app = cluster.apps[attempt % 3]!;
      const answer = await call(
        app.url,
        'user/email-login',
        'create',
        { email, password: 'wrong-pass-1!' },
        from,
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('count a visitor’s view once, whichever instances the reads reach', async () => {
    const list = await call(cluster.url, 'policy/read', 'read_list', {}, visitor());
    const cid = list.body.data.items[0]!.cid;
    const views = () =>
      withDatabase(databaseUrl, async (db) =>
        Number(
          (await db.query('SELECT views FROM catalogue_items WHERE cid = $1', [cid])).rows[0].views,
        ),
      );
    const before = await views();
    const reader = visitor();
    for (const app of [...cluster.apps, ...cluster.apps]) {
      const detail = await call(app.url, 'policy/read', 'read_detail', { cid }, reader);
      expect(detail.status).toBe(200);
    }
    // Each instance writes its counted views every second.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await views()).toBe(before + 1);
  });

  it('refuse a refresh token spent on one instance as reuse on another, ending the session', async () => {
    const from = visitor();
    const email = `rotate-${Date.now()}@example.com`;
    const signedUp = await signUp(from, email, 'kq7#Lmz!2vRt');
    const first = signedUp.refreshCookie!;
    // Instance 1 spends it for the next one.
    const renewed = await call(
      cluster.apps[0]!.url,
      'user/read',
      'read',
      {},
      { ...from, cookie: first },
    );
    expect(renewed.status).toBe(401);
    expect(renewed.body.access_token).toEqual(expect.any(String));
    const second = renewed.refreshCookie!;
    expect(second).not.toBe(first);
    // After the grace for a page's parallel calls (the spending moved back past it), the spent
    // one comes back on instance 2.
    await withDatabase(databaseUrl, (db) =>
      db.query(
        `UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $1)
          WHERE used_at IS NOT NULL AND family_id IN (
            SELECT f.id FROM refresh_token_families f JOIN users u ON u.id = f.user_id
            WHERE u.email = $2)`,
        [REFRESH_REUSE_GRACE_MS / 1000 + 60, email],
      ),
    );
    const replayed = await call(
      cluster.apps[1]!.url,
      'user/read',
      'read',
      {},
      { ...from, cookie: first },
    );
    expect(replayed.status).toBe(401);
    expect(replayed.body.access_token).toBeUndefined();
    // The whole session ended: the current token is refused too, on instance 3.
    const after = await call(
      cluster.apps[2]!.url,
      'user/read',
      'read',
      {},
      { ...from, cookie: second },
    );
    expect(after.body.access_token).toBeUndefined();
  });

  it('show an imported item on every instance within a second or two, with lists cached', async () => {
    const title = `클러스터확인정책${Date.now() % 100_000}`;
    const query = { condition: { keyword: title } };
    for (const app of cluster.apps) {
      const empty = await call(app.url, 'policy/read', 'read_list', query, visitor());
      expect(empty.body.data.total_count).toBe(0);
    }
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-')), 'getPlcy.json');
    fs.writeFileSync(
      file,
      JSON.stringify(
        sampleResponse([
          sampleRecord(90_001, { plcyNm: title, aplyPrdSeCd: '0057002', aplyYmd: '' }),
        ]),
      ),
    );
    const imported = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'src/server/importers/youthcenter/import-cli.ts'), '--file', file],
      { env: cluster.env, cwd: root, encoding: 'utf8' },
    );
    expect(imported.status, imported.stderr).toBe(0);
    const importedAt = Date.now();
    for (const app of cluster.apps) {
      let total = 0;
      while (total !== 1 && Date.now() - importedAt < 2_000) {
        total = (await call(app.url, 'policy/read', 'read_list', query, visitor())).body.data
          .total_count;
        if (total !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(total, app.url).toBe(1);
    }
  });

  it('send the weekly digest once per subscriber while three instances and two runs race', async () => {
    const week = isoWeekOf(koreaToday());
    const subscribers = Array.from(
      { length: 60 },
      (_, i) => `digest-${i}-${Date.now()}@example.com`,
    );
    await withDatabase(databaseUrl, async (db) => {
      await db.query(
        `INSERT INTO newsletter_subscribers (email, locale, status, unsubscribe_token, confirmed_at)
         SELECT email, 'ko-KR', 'active', md5(email) || md5(email || '!'), now()
         FROM unnest($1::text[]) AS email`,
        [subscribers],
      );
      // `npm run newsletter -- run` twice at once, beside the three servers: each writes the
      // week's send jobs and works on them, and the servers' queues claim the same jobs.
      const runs = await Promise.all(
        [0, 1].map(
          () =>
            new Promise<{ status: number | null; output: string }>((resolve) => {
              const child = spawn(
                path.join(root, 'node_modules', '.bin', 'tsx'),
                [
                  path.join(root, 'src/server/modules/digest/newsletter-cli.ts'),
                  'run',
                  '--week',
                  week,
                ],
                { env: cluster.env, cwd: root },
              );
              let output = '';
              child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.on('close', (status) => resolve({ status, output }));
            }),
        ),
      );
      for (const run of runs) expect(run.status, run.output).toBe(0);
      await smtp.waitFor(subscribers.length, 20_000);
      // Long enough for a second mail to any of them, had one been claimed twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const received = smtp.mails.flatMap((mail) => mail.envelopeTo);
      for (const email of subscribers) {
        expect(
          received.filter((to) => to === email),
          email,
        ).toHaveLength(1);
      }
      const { rows } = await db.query<{ outcome: string | null; count: string }>(
        `SELECT split_part(outcome, ' ', 1) AS outcome, count(*) FROM jobs
         WHERE name = 'digest.send' AND key LIKE $1 GROUP BY 1`,
        [`digest:${week}:%`],
      );
      expect(rows).toEqual([{ outcome: 'sent', count: String(subscribers.length) }]);
    });
  });

  // Last: it stops one instance for good.
  it('let an instance stopped with SIGTERM under load finish its requests, the others take the rest, exit 0', async () => {
    const stopping = cluster.apps[0]!;
    const query = { condition: { keyword: '' }, pagination: { current_page_no: 1 } };
    const results: number[] = [];
    // 40 requests a second through nginx for 4 s; SIGTERM to the first instance after 1 s.
    const load = (async () => {
      const started = performance.now();
      const pending: Promise<void>[] = [];
      for (let i = 0; i < 160; i += 1) {
        const wait = started + i * 25 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        pending.push(
          call(cluster.url, 'policy/read', 'read_list', query, visitor()).then(
            (answer) => void results.push(answer.status),
            () => void results.push(0),
          ),
        );
      }
      await Promise.all(pending);
    })();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', resolve));
    stopping.child.kill('SIGTERM');
    await load;
    expect(await exited).toBe(0);
    expect(results).toHaveLength(160);
    expect(results.filter((status) => status !== 200)).toEqual([]);
  });
});
