import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir, makePrivate } from './pglite-lock.js';

export interface PgliteEngine {
  pglite: PGlite;
  /** Closes PGlite (its files complete) and releases the data directory. */
  close(): Promise<void>;
}

/**
 * Opens the embedded database under `dataDir` for this process alone: the lock first (PGlite has
 * none of its own), then PGlite with pg_trgm, its files private to the service's user.
 */
export async function openPgliteEngine(dataDir: string): Promise<PgliteEngine> {
  const releaseLock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pgdata'), {
      extensions: { pg_trgm },
    });
    makePrivate(dataDir);
    return {
      pglite,
      async close() {
        try {
          await pglite.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
