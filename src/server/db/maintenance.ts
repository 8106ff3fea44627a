import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Table upkeep. The planner needs statistics to choose indexes (without them a filtered list query
 * took 69 ms instead of 14 on 50,000 items), and PGlite runs no autovacuum of its own.
 */

/** After a bulk change (seed, import): fresh statistics for the catalogue. */
export async function analyzeCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`analyze catalogue_items`.execute(db);
  await sql`analyze catalogue_search`.execute(db);
}

/** What autovacuum does on PostgreSQL: dead rows from view counts reclaimed, statistics renewed. */
export async function vacuumCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`vacuum (analyze) catalogue_items`.execute(db);
}
