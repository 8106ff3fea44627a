import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handling.js';
import { createTestApp, readUnknownDetail, type TestApp } from '../test-support/test-app.js';
import { openDatabase } from './database.js';
import { embeddedSocketPath } from './pglite-socket-server.js';

/**
 * The embedded database as `npm start` runs it: PGlite in a child process of the server, reached
 * through the unix socket in DATA_DIR (docs/decisions/022). Only where the suite runs on PGlite.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database in its own process', () => {
  let t: TestApp;
  let dataDir: string;
  const quiet = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await createTestApp({ embedded: 'own-process' });
    dataDir = (t.database as typeof t.database & { dataDir: string }).dataDir;
    await sql`create table crash_probe (id int primary key)`.execute(t.database.db);
  });
  afterAll(() => t?.close());

  const readDetail = () => readUnknownDetail(t.app);

  it('keeps DATA_DIR private to the service user, its socket too', () => {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(embeddedSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    const open = fs
      .readdirSync(dataDir, { withFileTypes: true, recursive: true })
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((entryPath) => fs.statSync(entryPath).mode & 0o077);
    expect(open).toEqual([]);
  });

  it('gives each of many connections its own answers, a command line tool included', async () => {
    // The server's pool (4 connections) and a tool that finds DATA_DIR held by the server and
    // goes through its socket: parameterized queries of all of them at once, each its own result.
    const tool = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 2, logger: quiet });
    try {
      const asks = Array.from({ length: 120 }, (_, i) =>
        sql<{ n: number; doubled: number }>`select ${i}::int as n, ${i * 2}::int as doubled`
          .execute(i % 3 === 0 ? tool.db : t.database.db)
          .then(({ rows }) => rows[0]),
      );
      const answers = await Promise.all(asks);
      answers.forEach((row, i) => expect(row).toEqual({ n: i, doubled: i * 2 }));
    } finally {
      await tool.close();
    }
    // The tool's close ended only its connections: the server's still work.
    expect((await readDetail()).statusCode).toBe(404);
  });

  it('answers 503 with Retry-After while its process is dead, undoes the transaction in flight, and recovers by itself', async () => {
    await sql`insert into crash_probe values (1)`.execute(t.database.db);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const child = t.database.process!;
    const killedPid = child.pid!;

    // Half a transaction written when the process dies: none of it may survive.
    const halfWritten = t.database.db.transaction().execute(async (trx) => {
      await sql`insert into crash_probe values (2)`.execute(trx);
      process.kill(killedPid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`insert into crash_probe values (3)`.execute(trx);
    });
    await expect(halfWritten).rejects.toThrow();

    const [answer, ready] = await Promise.all([readDetail(), t.app.inject({ url: '/readyz' })]);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(answer.json().error.code).toBe('service_unavailable');
    expect(ready.statusCode).toBe(503);

    const since = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - since < 30_000) {
      status = (await t.app.inject({ url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(child.pid).not.toBe(killedPid);
    expect((await readDetail()).statusCode).toBe(404);
    const { rows } = await sql<{ id: number }>`select id from crash_probe order by id`.execute(
      t.database.db,
    );
    expect(rows.map((row) => row.id)).toEqual([1]);
  }, 60_000);

  it('closes cleanly: the process exits, the lock and the socket are gone', async () => {
    const pid = t.database.process!.pid!;
    await t.database.process!.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(fs.existsSync(path.join(dataDir, 'hyetaek.lock'))).toBe(false);
    expect(fs.existsSync(embeddedSocketPath(dataDir))).toBe(false);
  });
});
