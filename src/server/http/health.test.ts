import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('health', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close().catch(() => undefined);
  });

  it('says alive and ready when the database answers', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.database).toBe('ok');
  });

  it('reports 503 on /readyz when the database is gone, and stays alive', async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.database.close();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'unavailable' },
    });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('stays ready without the configured Redis, and says it is degraded', async () => {
    // A balancer would otherwise drop every instance at once while the API still answers.
    const t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    apps.push(t);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'degraded', warm_up: 'ok' },
    });
  });

  // Server connections can be cut only on a real server: CI runs this on PostgreSQL.
  if (process.env.TEST_DATABASE_URL) {
    it('survives its database connections being cut (a database restart) and recovers', async () => {
      const t = await createTestApp();
      apps.push(t);
      expect((await t.app.inject('/readyz')).statusCode).toBe(200);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(t.database.db);
      await sql`select pg_terminate_backend(pg_backend_pid())`
        .execute(t.database.db)
        .catch(() => undefined);
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
        status = (await t.app.inject('/readyz')).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    });
  }
});
