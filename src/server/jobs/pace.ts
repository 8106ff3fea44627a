import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Waits for the next request slot of a rate-limited service (migration 0022, `outbound_pace`).
 * The slots are handed out by one row in the shared database, one interval apart, so however many
 * instances deliver at once they together send at most one request per interval; the row is
 * locked only for the one statement. Works alike on PGlite and PostgreSQL, with or without Redis.
 */
export async function waitForSlot(
  db: Kysely<Database>,
  service: string,
  intervalMs: number,
): Promise<void> {
  const seconds = intervalMs / 1000;
  const { rows } = await sql<{ wait_ms: number }>`
    INSERT INTO outbound_pace (service, next_slot_at)
    VALUES (${service}, clock_timestamp() + make_interval(secs => ${seconds}))
    ON CONFLICT (service) DO UPDATE SET next_slot_at =
      greatest(outbound_pace.next_slot_at, clock_timestamp()) + make_interval(secs => ${seconds})
    RETURNING (extract(epoch FROM next_slot_at - clock_timestamp()) * 1000)::float8 - ${intervalMs}
      AS wait_ms`.execute(db);
  const waitMs = Number(rows[0]?.wait_ms ?? 0);
  if (waitMs > 0) await sleep(waitMs);
}
