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
  // Likewise: the search's text columns are read only through strpos(), which no statistics
  // inform; leaving them out took 0.88 s down to 0.55 s on 50,000 items on PostgreSQL.
  await sql`analyze catalogue_search (item_id, item_updated_at, kind, is_pick, apply_kind,
    apply_start, apply_end, created_at, regions, categories, grams, title_chars, region_keys,
    search_seq)`.execute(db);
}

/**
 * The embedded database's upkeep, what PostgreSQL's autovacuum and checkpointer do beside the
 * readers: dead rows left by counted views reclaimed, and a checkpoint, so that the WAL those
 * views wrote is settled now rather than inside some reader's query once it reaches
 * `max_wal_size`. PGlite runs one statement at a time, so every query waits for this: on 50,000
 * items the vacuum takes 140–190 ms and the checkpoint 90–190 ms (bench/RESULTS.md, session 16).
 * Statistics are left to the bulk changes that move them (`analyzeCatalogue`): analysing with the
 * vacuum held every query for about 2 s.
 */
export async function upkeepEmbeddedDatabase(db: Kysely<Database>): Promise<void> {
  await sql`vacuum catalogue_items`.execute(db);
  await sql`checkpoint`.execute(db);
}
