import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { bell, member, newItem, rate } from '../test-support/community.js';
import { runCommand } from '../test-support/run-command.js';
import { createScratchDatabase } from '../test-support/scratch-database.js';
import { FIXTURE_CLIENT_DIR, type TestApp } from '../test-support/test-app.js';
import { backUp, restore, type BackupTarget } from './backup.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { tableFingerprints } from './table-fingerprint.js';

/**
 * The restore drill (issue 16): a database with accounts, content and their links is backed up
 * with `npm run db:backup`, restored with `npm run db:restore` into a fresh one, and every table
 * must come back with the same rows (count and checksum). On TEST_DATABASE_URL's server when set
 * (pg_dump while the service runs), else on the embedded PGlite (with the service stopped).
 */
const quiet = { warn: () => {}, error: () => {} };
const baseUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const scratchDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A fresh, empty target: a new PostgreSQL database, or a new DATA_DIR. */
async function freshTarget(
  tag: string,
): Promise<{ env: NodeJS.ProcessEnv; target: BackupTarget; open(): Promise<DatabaseHandle> }> {
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, tag);
    cleanups.push(scratch.drop);
    return {
      env: { DATABASE_URL: scratch.url },
      target: { kind: 'postgres', databaseUrl: scratch.url },
      open: () =>
        openDatabase({ databaseUrl: scratch.url, dataDir: '', poolMax: 2, logger: quiet }),
    };
  }
  const dataDir = path.join(scratchDir(), 'data');
  // The run's migrated template: a fresh embedded cluster costs seconds to make.
  if (tag === 'backup_source') fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    target: { kind: 'pglite', dataDir },
    open: () => openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1, logger: quiet }),
  };
}

/** Accounts, a notification, content with its reviews, comments and bookmarks. */
async function seed(database: DatabaseHandle): Promise<TestApp> {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'a-secret-for-tests-only-0123456789abcdef',
  });
  const app = await buildApp({ config, database, clientDir: FIXTURE_CLIENT_DIR });
  const t: TestApp = { app, database, redis: undefined, config, close: () => app.close() };
  const [writer, reader] = [await member(t), await member(t, { nickname: '독자' })];
  const item = await newItem(t, 'policy');
  await rate(writer, item.cid, { text: '백업 전에 쓴 한줄평이에요' });
  const comment = await writer.client.call('comment/create', { cid: item.cid, text: '첫 댓글 😀' });
  expect(comment.statusCode).toBe(200);
  const reply = await reader.client.call('comment/create', {
    cid: item.cid,
    text: '답글이에요',
    parent_id: comment.json().data.id,
  });
  expect(reply.statusCode).toBe(200);
  expect((await reader.client.call('bookmark/create', { cid: item.cid })).statusCode).toBe(200);
  expect((await bell(writer)).length).toBeGreaterThan(0);
  return t;
}

describe(`the restore drill (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores every table with the same rows', async () => {
    const source = await freshTarget('backup_source');
    const database = await source.open();
    await migrateToLatest(database.db);
    const t = await seed(database);
    const before = await tableFingerprints(database.db);
    expect(Object.keys(before).length).toBeGreaterThan(15);
    expect(before.users?.rows).toBe(2);

    const file = path.join(scratchDir(), baseUrl ? 'drill.dump' : 'drill.tar.gz');
    if (!baseUrl) {
      // The embedded directory is never copied under a running server: the lock refuses.
      await expect(backUp(source.target, file)).rejects.toThrow(/already used by another process/);
      await t.close();
      await database.close();
    }
    const backup = await runCommand('src/server/db/backup-cli.ts', ['backup', file], source.env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    if (baseUrl) {
      await t.close();
      await database.close();
    }

    const target = await freshTarget('backup_target');
    // The command (a process of its own) backed up; the restore runs here, as the command does.
    await restore(target.target, file);
    const copy = await target.open();
    try {
      expect(await tableFingerprints(copy.db)).toEqual(before);
    } finally {
      await copy.close();
    }
    // A second restore onto it is refused rather than mixed in.
    await expect(restore(target.target, file)).rejects.toThrow();
  }, 120_000);
});
