import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceCatalogue, testItem } from '../test-support/catalogue-rows.js';
import { openTestDatabase } from '../test-support/test-app.js';
import type { DatabaseHandle } from './database.js';
import { upkeepEmbeddedDatabase } from './maintenance.js';

/**
 * The upkeep runs where it is needed, on the embedded database (PostgreSQL vacuums and
 * checkpoints by itself), so it is tested on PGlite: the PostgreSQL stage has no PGlite template.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database upkeep', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('');
  });
  afterAll(() => database?.close());

  const deadRows = async () => {
    // Statistics reach the shared counters when a session goes idle, at most once a second.
    await sql`select pg_stat_force_next_flush()`.execute(database.db);
    const { rows } = await sql<{ dead: number; vacuums: number }>`
      select n_dead_tup::int as dead, vacuum_count::int as vacuums
      from pg_stat_user_tables where relname = 'catalogue_items'`.execute(database.db);
    return rows[0]!;
  };
  const checkpointAt = async () => {
    const { rows } = await sql<{ lsn: string }>`
      select checkpoint_lsn::text as lsn from pg_control_checkpoint()`.execute(database.db);
    return rows[0]!.lsn;
  };

  it('reclaims the dead rows counted views leave, and checkpoints', async () => {
    await replaceCatalogue(database.db, [testItem('policy', 'a'), testItem('policy', 'b')]);
    for (let flush = 0; flush < 20; flush += 1) {
      await sql`update catalogue_items set views = views + 1`.execute(database.db);
    }
    const before = await deadRows();
    expect(before.dead).toBeGreaterThan(0);
    const checkpointBefore = await checkpointAt();

    await upkeepEmbeddedDatabase(database.db);
    const after = await deadRows();
    expect(after).toEqual({ dead: 0, vacuums: before.vacuums + 1 });
    expect(await checkpointAt()).not.toBe(checkpointBefore);
  });
});
