import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './schema.js';

/** Hand-written SQL files, applied in name order; the same files on PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly directory: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.directory)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await fs.readFile(path.join(this.directory, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        // Kysely runs each migration in its own transaction on PostgreSQL.
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

export interface MigrationReport {
  applied: string[];
}

/** Brings the schema up to date. Safe to run on every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: new SqlFileMigrationProvider(MIGRATIONS_DIR),
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Migration${name} failed: ${String(error)}`, { cause: error });
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
