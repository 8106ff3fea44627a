import fs from 'node:fs';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { EmbeddedDatabaseProcess } from './embedded-database-process.js';
import { openPgliteEngine } from './pglite-engine.js';
import { DataDirLockedError } from './pglite-lock.js';
import { EMBEDDED_SOCKET_PORT, embeddedSocketPath } from './pglite-socket-server.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The connection pool's clients now (the metrics read it). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Throws when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's own process, when it runs in one (`embedded: 'own-process'`). */
  process?: EmbeddedDatabaseProcess;
}

export interface DatabaseOptions {
  /** PostgreSQL connection URL; absent means the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  logger: Pick<Logger, 'warn' | 'error'>;
  /**
   * Where PGlite runs. `in-process` (command line tools, tests): in this thread, one connection;
   * when a running server holds DATA_DIR, through that server's database process instead.
   * `own-process` (the server): in a child process, so no query runs on the thread answering HTTP.
   */
  embedded?: 'in-process' | 'own-process';
}

export class UnusableDatabaseError extends Error {
  override name = 'UnusableDatabaseError';
}

// PostgreSQL returns int8 (bigint) as text by default; our counts fit safely in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A `date` is a Korean calendar day: keep it as YYYY-MM-DD, never a Date at some zone's midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

interface OpenPool {
  pool: pg.Pool;
  kind: DatabaseKind;
  closeEngine: () => Promise<void>;
  child?: EmbeddedDatabaseProcess;
}

/** A connection the traffic needed is kept for its next minutes. */
const POOL_IDLE_TIMEOUT_MS = 10 * 60_000;

async function openPool(options: DatabaseOptions): Promise<OpenPool> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax,
      // While the database is away a call answers 503 within this, never hangs (issue 16).
      connectionTimeoutMillis: 2_000,
      // pg closes a connection idle for 10 s by default, so under steady traffic the pool kept
      // shrinking and growing again, and a request now and then waited for a new connection
      // (a backend started, its caches filled: 3–8 ms on an idle machine, more on a busy one).
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
    return { pool, kind: 'postgres', closeEngine: async () => {} };
  }
  if (options.embedded === 'own-process') {
    const child = new EmbeddedDatabaseProcess(options.dataDir, options.logger);
    await child.start();
    return {
      pool: embeddedSocketPool(options.dataDir, options.poolMax),
      kind: 'pglite',
      closeEngine: () => child.stop(),
      child,
    };
  }
  let engine;
  try {
    engine = await openPgliteEngine(options.dataDir);
  } catch (error) {
    // A server holds DATA_DIR: a command line tool goes through its database process.
    if (
      !(error instanceof DataDirLockedError) ||
      !fs.existsSync(embeddedSocketPath(options.dataDir))
    )
      throw error;
    return {
      pool: embeddedSocketPool(options.dataDir, options.poolMax),
      kind: 'pglite',
      closeEngine: async () => {},
    };
  }
  // PGlite in this thread is one connection: a pool of exactly one client, never recycled.
  const pool = new pg.Pool({ ...createPgConfig(engine.pglite), max: 1, idleTimeoutMillis: 0 });
  return { pool, kind: 'pglite', closeEngine: engine.close };
}

/**
 * Connections to the embedded database's socket. Its process serves them one exchange at a time,
 * so more than one connection buys no parallel queries, only the next request's query queued
 * where the database is rather than in this process (docs/decisions/022).
 */
function embeddedSocketPool(dataDir: string, max: number) {
  return new pg.Pool({
    host: dataDir,
    port: EMBEDDED_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max,
    idleTimeoutMillis: 0,
    // While the process restarts a call answers 503 within this, never hangs.
    connectionTimeoutMillis: 2_000,
  });
}

/**
 * Opens the one pool the process uses, behind Kysely, and checks that the database can hold
 * Korean text properly (product §11: a `C` ctype hides Hangul from pg_trgm).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { pool, kind, closeEngine, child } = await openPool(options);
  // A connection dropped while idle (a database restart) must not crash the process.
  pool.on('error', (error) => options.logger.warn({ err: error }, 'idle database connection lost'));
  // pg-pool watches idle clients only; a client in use whose server goes away would emit an
  // unhandled 'error'. Its query fails (the caller sees that); the process must not.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger.warn({ err: error }, 'database connection lost'));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  let isClosed = false;
  const close = async () => {
    if (isClosed) return;
    isClosed = true;
    await db.destroy();
    await closeEngine();
  };

  try {
    await assertUsableCtype(db);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    db,
    kind,
    close,
    ...(child ? { process: child } : {}),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export function isUsableCtype(ctype: string): boolean {
  const normalized = ctype.trim().toUpperCase();
  return normalized !== 'C' && normalized !== 'POSIX';
}

async function assertUsableCtype(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string; ctype: string; encoding: string }>`
    select datname as name, datctype as ctype, pg_encoding_to_char(encoding) as encoding
    from pg_database where datname = current_database()`.execute(db);
  const row = rows[0];
  if (!row) throw new UnusableDatabaseError('Could not read the database locale.');
  if (!isUsableCtype(row.ctype) || row.encoding !== 'UTF8') {
    throw new UnusableDatabaseError(
      `Database "${row.name}" has ctype ${row.ctype} and encoding ${row.encoding}: Korean search ` +
        'needs a UTF-8 ctype. Create it with: CREATE DATABASE name ' +
        "TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8';",
    );
  }
}
