import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Table upkeep. The planner needs statistics to choose indexes (without them a filtered list query
 * took 69 ms instead of 14 on 50,000 items), and PGlite runs no autovacuum of its own.
 */

/** After a bulk change (seed, import): fresh statistics for the catalogue. */
export async function analyzeCatalogue(db: Kysely<Database>): Promise<void> {
  // The columns queries filter, join and sort by. No query looks into body, details, eligibility
  // or source_record, and sampling those large values was half the analysis (0.7 s of 1.2 s on
  // 50,000 items on PGlite).
  await sql`analyze catalogue_items (id, kind, cid, source, source_id, title, agency, apply_kind,
    apply_start, apply_end, is_pick, views, regions, categories, keywords, created_at, updated_at)`.execute(
    db,
  );
  await sql`analyze catalogue_search`.execute(db);
}

/** What autovacuum does on PostgreSQL: dead rows from view counts reclaimed, statistics renewed. */
export async function vacuumCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`vacuum (analyze) catalogue_items`.execute(db);
}
