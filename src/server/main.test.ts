import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { EMBEDDED_SOCKET_PORT } from './db/pglite-socket-server.js';
import { SERVER_NODE_FLAGS } from './node-flags.js';
import { CLIENT_KEY, FIXTURE_CLIENT_DIR } from './test-support/test-app.js';

const MAIN = path.join(import.meta.dirname, 'main.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs the real entry point (through tsx) as operators do, on its own embedded database, with
 * `nodeFlags` on node's command line.
 */
function startProcess(env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): Started {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      CLIENT_DIR: FIXTURE_CLIENT_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listeningPort(started: Started): Promise<number> {
  for (let i = 0; i < 600; i += 1) {
    const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output());
    if (match) return Number(match[1]);
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

/** A call to a started process as a browser with `clientKey` would make it; its `data`. */
async function callOn(
  port: number,
  path: string,
  method: string,
  body: unknown,
  clientKey = CLIENT_KEY,
) {
  const response = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-method': method, 'x-client-key': clientKey },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { items: { cid: string }[]; views: number } }).data;
}

function dataDirCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-main-'));
  // The template is PGlite only when the suite runs on the embedded database.
  if (!process.env.TEST_DATABASE_URL) fs.cpSync(inject('templateDir'), dir, { recursive: true });
  return dir;
}

describe('the service process', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('stops at start with a message naming a bad variable', async () => {
    const started = startProcess({ PORT: 'abc', APP_ENV: 'prod' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/Invalid configuration/);
    expect(started.output()).toMatch(/PORT: must be a whole number/);
    expect(started.output()).toMatch(/APP_ENV:/);
  });

  it('refuses a second process on the same data directory, then drains and exits 0 on SIGTERM', async () => {
    const dataDir = dataDirCopy();
    dirs.push(dataDir);
    const first = startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
    });
    const port = await listeningPort(first);

    const second = startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already used by another process \(pid \d+\)/);

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/diagnostics/slow`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-method': 'read',
        'x-client-key': CLIENT_KEY,
      },
      body: JSON.stringify({ ms: 1500 }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { waited_ms: 1500 } });
    const code = await first.exited;
    expect(code, first.output().slice(-3000)).toBe(0);
    expect(first.output()).toMatch(/shutting down: draining requests/);
    expect(fs.existsSync(path.join(dataDir, 'hyetaek.lock'))).toBe(false);
  }, 60_000);

  it('on SIGTERM fails /readyz first, serves on for the delay, then drains and exits 0 even past the grace', async () => {
    const dataDir = dataDirCopy();
    dirs.push(dataDir);
    const started = startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      SHUTDOWN_DELAY_MS: '1500',
      SHUTDOWN_GRACE_MS: '1000',
    });
    const port = await listeningPort(started);
    const base = `http://127.0.0.1:${port}`;
    // Longer than the delay and the grace together: it is cut, and the exit is still clean.
    const stuck = fetch(`${base}/api/diagnostics/slow`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-method': 'read',
        'x-client-key': CLIENT_KEY,
      },
      body: JSON.stringify({ ms: 5000 }),
    }).then(
      (response) => response.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    // New requests are still answered while the balancer notices (not refused).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await started.exited, started.output().slice(-3000)).toBe(0);
    expect(await stuck).toBe('cut');
    expect(started.output()).toMatch(/requests still running after the grace period/);
  }, 60_000);

  it('warns in production when node starts without the V8 settings npm start gives it', async () => {
    const production = {
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(43),
      SHUTDOWN_DELAY_MS: '0',
    };
    const starts = [[], SERVER_NODE_FLAGS].map((flags) => {
      const dataDir = dataDirCopy();
      dirs.push(dataDir);
      return startProcess({ ...production, DATA_DIR: dataDir }, flags);
    });
    const [without, withFlags] = starts as [Started, Started];
    await Promise.all(starts.map(listeningPort));
    expect(without.output()).toMatch(/node started without the server's V8 settings/);
    expect(without.output()).toContain('--no-memory-reducer');
    expect(withFlags.output()).not.toMatch(/V8 settings/);
    for (const started of starts) started.child.kill('SIGTERM');
    expect(await Promise.all(starts.map((started) => started.exited))).toEqual([0, 0]);
  }, 60_000);

  it('exits 0 on SIGINT and keeps its data for the next start', async () => {
    const dataDir = dataDirCopy();
    dirs.push(dataDir);
    const first = startProcess({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const firstPort = await listeningPort(first);
    // A view counted just before the signal (views are written a second later, in a batch) is
    // written on the way out, before the database closes.
    const cid = (await callOn(firstPort, 'policy/read', 'read_list', {})).items[0]!.cid;
    const seen = await callOn(firstPort, 'policy/read', 'read_detail', { cid }, randomUUID());
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toMatch(/view counting failed/);

    const again = startProcess({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const port = await listeningPort(again);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(again.output()).toMatch(/"applied":\[\]/);
    const later = await callOn(port, 'policy/read', 'read_detail', { cid }, randomUUID());
    expect(later.views).toBe(seen.views + 1);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  // Issue 16: a process killed outright in the middle of sign-ups, then started again on the same
  // data (the embedded directory, or PostgreSQL in CI's second stage): it starts, and every
  // account is whole (a user row has its consents, or there is none).
  it('starts again after SIGKILL in the middle of sign-ups, with every account whole', async () => {
    const dataDir = dataDirCopy();
    dirs.push(dataDir);
    // Each sign-up from its own address (one trusted proxy hop), so no limit refuses them.
    const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '1',
    };
    const first = startProcess(env);
    const port = await listeningPort(first);
    const run = Date.now().toString(36);
    const signUp = (i: number) =>
      fetch(`http://127.0.0.1:${port}/api/user/email-signup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-method': 'create',
          'x-client-key': CLIENT_KEY,
          'x-forwarded-for': `198.18.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({
          email: `killed-${run}-${i}@example.com`,
          password: 'kq7#Lmz!2vRt',
          confirm_password: 'kq7#Lmz!2vRt',
          name: '중단',
          agreements: { terms: true, privacy: true, marketing: i % 2 === 0 },
        }),
      }).then(
        (response) => response.status,
        () => 'cut',
      );
    const answers = Array.from({ length: 40 }, (_, i) => signUp(i));
    // Some answered, some written but not answered, some not begun: then the kill.
    await Promise.race(answers);
    first.child.kill('SIGKILL');
    await first.exited;
    const statuses = await Promise.all(answers);
    expect(statuses).toContain('cut');

    const again = startProcess(env);
    const againPort = await listeningPort(again);
    expect((await fetch(`http://127.0.0.1:${againPort}/readyz`)).status).toBe(200);
    // Through the restarted server's own database process, on the embedded database.
    const database = databaseUrl
      ? new pg.Client({ connectionString: databaseUrl })
      : new pg.Client({ host: dataDir, port: EMBEDDED_SOCKET_PORT, user: 'postgres' });
    await database.connect();
    try {
      const { rows } = await database.query<{ email: string; kinds: string[] | null }>(
        `select u.email, array_agg(c.kind order by c.kind) filter (where c.kind is not null) as kinds
         from users u left join user_consents c on c.user_id = u.id
         where u.email like $1 group by u.email`,
        [`killed-${run}-%`],
      );
      // Every account that exists has all three consents it was made with.
      for (const row of rows) {
        expect(row.kinds, row.email).toEqual(['marketing', 'privacy', 'terms']);
      }
      // Every sign-up that was answered 200 survived the kill.
      const answered = statuses.filter((status) => status === 200).length;
      expect(rows.length).toBeGreaterThanOrEqual(answered);
    } finally {
      await database.end();
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
