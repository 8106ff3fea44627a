import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app.js';
import {
  isUsableCtype,
  openDatabase,
  UnusableDatabaseError,
  type DatabaseHandle,
} from './database.js';
import { migrateToLatest } from './migrate.js';
import { DataDirLockedError, lockDataDir } from './pglite-lock.js';

describe('database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('has every migration applied, and a second run applies nothing', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from schema_migrations order by name`.execute(database.db);
    expect(rows.map((r) => r.name)).toContain('0001_foundation');
    expect(await migrateToLatest(database.db)).toEqual({ applied: [] });
  });

  it('matches Hangul with pg_trgm (the ctype is not C)', async () => {
    const { rows } = await sql<{ similarity: number }>`
      select similarity('청년월세지원', '청년월세') as similarity`.execute(database.db);
    expect(rows[0]?.similarity).toBeGreaterThan(0.3);
  });

  it('answers ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('rolls a failed transaction back', async () => {
    await sql`create table if not exists tx_probe (id int primary key)`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into tx_probe values (1)`.execute(trx);
        await sql`insert into tx_probe values (1)`.execute(trx);
      }),
    ).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from tx_probe`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
    await sql`drop table tx_probe`.execute(database.db);
  });
});

describe('database locale check', () => {
  it.each([
    ['C', false],
    ['POSIX', false],
    ['c', false],
    ['C.UTF-8', true],
    ['ko_KR.UTF-8', true],
    ['en_US.utf8', true],
  ])('ctype %s usable: %s', (ctype, usable) => {
    expect(isUsableCtype(ctype)).toBe(usable);
  });

  // Needs a server where a database with ctype C can be created: CI runs it on PostgreSQL.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    it('refuses a database whose ctype is C, with a message that says how to fix it', async () => {
      const admin = await openDatabase({
        databaseUrl: serverUrl,
        dataDir: '',
        poolMax: 1,
        logger: console,
      });
      await sql.raw('drop database if exists hyetaek_ctype_c').execute(admin.db);
      await sql
        .raw(
          "create database hyetaek_ctype_c template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'",
        )
        .execute(admin.db);
      const url = new URL(serverUrl);
      url.pathname = '/hyetaek_ctype_c';
      try {
        const attempt = openDatabase({
          databaseUrl: url.toString(),
          dataDir: '',
          poolMax: 1,
          logger: console,
        });
        await expect(attempt).rejects.toBeInstanceOf(UnusableDatabaseError);
        await expect(attempt).rejects.toThrow(/ctype C .*LC_CTYPE 'C.UTF-8'/);
      } finally {
        await sql.raw('drop database if exists hyetaek_ctype_c').execute(admin.db);
        await admin.close();
      }
    });
  }
});

describe('embedded database lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('refuses a second holder of the same data directory and names the first', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.pid}`));
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'hyetaek.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'hyetaek.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock with our own pid that this process does not hold (restart as the same pid)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'hyetaek.lock'), String(process.pid));
    lockDataDir(dir)();
  });

  it('keeps the embedded database private to the service user: 0700 directories, 0600 files', async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o777);
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir,
      poolMax: 1,
      logger: console,
    });
    try {
      const open: string[] = [];
      for (const entry of fs.readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
        const entryPath = path.join(entry.parentPath, entry.name);
        if (fs.statSync(entryPath).mode & 0o077) open.push(entryPath);
      }
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(open).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses to open the embedded database a second time while it is open', async () => {
    const dataDir = tempDir();
    const embedded = { databaseUrl: undefined, dataDir, poolMax: 1, logger: console };
    const database = await openDatabase(embedded);
    await expect(openDatabase(embedded)).rejects.toBeInstanceOf(DataDirLockedError);
    await database.close();
    // Closing releases the lock: the next process may open it.
    await (await openDatabase(embedded)).close();
  });
});
