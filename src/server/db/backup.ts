import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir, makePrivate } from './pglite-lock.js';

/**
 * Backups of either database (issue 16, docs/runbook.md "Back up and restore"):
 * - PostgreSQL: `pg_dump --format=custom`, a consistent snapshot taken while the service runs;
 *   restored with `pg_restore` into an empty database.
 * - The embedded PGlite directory: PGlite's own `dumpDataDir` (a gzipped tar of the cluster it
 *   has open), taken with the directory's lock held, so no server writes meanwhile: stop the
 *   server first (the lock says so otherwise). Restored by `loadDataDir` into an empty DATA_DIR.
 */
export type BackupTarget =
  { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

const PGDATA = 'pgdata';

function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Opens the embedded cluster under `dataDir` with its lock held, runs `work`, closes it. */
async function withPglite<T>(
  dataDir: string,
  options: { loadDataDir?: Blob },
  work: (pglite: PGlite) => Promise<T>,
): Promise<T> {
  const release = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, PGDATA), {
      extensions: { pg_trgm },
      ...options,
    });
    try {
      return await work(pglite);
    } finally {
      await pglite.close();
      makePrivate(dataDir);
    }
  } finally {
    release();
  }
}

/** Writes a backup of `target` to `file` (made private: it holds every account). */
export async function backUp(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (target.kind === 'postgres') {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
  } else {
    if (!fs.existsSync(path.join(target.dataDir, PGDATA))) {
      throw new Error(`No embedded database in ${target.dataDir}.`);
    }
    const dump = await withPglite(target.dataDir, {}, (pglite) => pglite.dumpDataDir('gzip'));
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  }
  fs.chmodSync(file, 0o600);
}

/**
 * Restores `file` into `target`, which must be empty: a PostgreSQL database without tables (make
 * it with CREATE DATABASE … as the README says) or a DATA_DIR without a database.
 */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (target.kind === 'postgres') {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (fs.existsSync(path.join(target.dataDir, PGDATA))) {
    throw new Error(
      `${target.dataDir} already holds a database: restore into an empty DATA_DIR, then point ` +
        'the service at it (the old directory stays as it was).',
    );
  }
  const backup = new Blob([fs.readFileSync(file)]);
  await withPglite(target.dataDir, { loadDataDir: backup }, async () => {});
}
