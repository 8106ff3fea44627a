import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';
import { PollingWorker } from './polling-worker.js';

/**
 * The outbox (migration 0019): deliveries to services outside ours, written in the transaction of
 * what they deliver and tried until delivered. Several instances share it: a delivery is claimed
 * with `FOR UPDATE SKIP LOCKED` and a lease, so one instance tries it at a time, and one that dies
 * mid-delivery leaves it to be tried again when the lease ends. A receiver must therefore accept
 * the same delivery twice (each carries its `key` to drop duplicates by).
 */

export interface OutboxDelivery {
  kind: string;
  /** Unique per delivery: enqueueing the same key again changes nothing. */
  key: string;
  payload: Record<string, unknown>;
}

/**
 * Delivers one payload; throwing means "try again later", with the error kept for operators, and
 * throwing a `DeliveryRefused` means "never": the receiver answered that it will not take this one.
 */
export type Deliver = (payload: Record<string, unknown>, key: string) => Promise<void>;

/**
 * The receiver refused the delivery for good (e.g. Stibee refusing an address): trying again would
 * get the same answer. The row is finished (`delivered_at` set) with the refusal in `last_error`.
 */
export class DeliveryRefused extends Error {
  override name = 'DeliveryRefused';
}

/** How long a claimed delivery is left to its instance before another may try it. */
const LEASE_SECONDS = 60;
/** Pauses between tries: 10 s, 20 s, 40 s, … up to an hour, for as long as it takes. */
const FIRST_PAUSE_SECONDS = 10;
const LONGEST_PAUSE_SECONDS = 60 * 60;
/** Deliveries one pass claims. */
const BATCH = 10;

export function pauseAfter(attempts: number): number {
  return Math.min(LONGEST_PAUSE_SECONDS, FIRST_PAUSE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export async function enqueue(
  db: Kysely<Database> | Transaction<Database>,
  delivery: OutboxDelivery,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ kind: delivery.kind, key: delivery.key, payload: JSON.stringify(delivery.payload) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export interface OutboxOptions {
  db: Kysely<Database>;
  log: Pick<Logger, 'warn' | 'error'>;
  /** How often due deliveries are looked for (a new one is also tried at once: `kick`). */
  pollMs?: number;
  /** Told of each attempt (the metrics count them). */
  onAttempt?: (kind: string, outcome: 'delivered' | 'refused' | 'failed') => void;
}

export class Outbox {
  private readonly deliverers = new Map<string, Deliver>();
  private readonly worker: PollingWorker;

  constructor(private readonly options: OutboxOptions) {
    this.worker = new PollingWorker(() => this.runDue(), {
      pollMs: options.pollMs ?? 2_000,
      log: options.log,
      failureMessage: 'outbox pass failed',
    });
  }

  /** Who delivers `kind`. Deliveries of a kind nobody handles wait (a newer instance may). */
  handle(kind: string, deliver: Deliver): void {
    this.deliverers.set(kind, deliver);
  }

  /** Delivers what is due now, then looks again every `pollMs`. */
  start(): void {
    this.worker.start();
  }

  /** Stops looking and waits for a pass under way. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Runs a pass now unless one is running (after an enqueue, so a delivery goes at once). */
  kick(): void {
    this.worker.kick();
  }

  /** Claims the due deliveries of known kinds and tries each; answers how many were delivered. */
  async runDue(): Promise<number> {
    const kinds = [...this.deliverers.keys()];
    if (kinds.length === 0) return 0;
    const { rows } = await sql<{
      id: number;
      kind: string;
      key: string;
      payload: Record<string, unknown>;
      attempts: number;
    }>`
      UPDATE outbox SET attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM outbox
        WHERE delivered_at IS NULL AND next_attempt_at <= now() AND kind IN (${sql.join(kinds)})
        ORDER BY next_attempt_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id::int AS id, kind, key, payload, attempts`.execute(this.options.db);
    let delivered = 0;
    for (const row of rows) {
      try {
        await this.deliverers.get(row.kind)!(row.payload, row.key);
        await this.options.db
          .updateTable('outbox')
          .set({ delivered_at: new Date(), last_error: null })
          .where('id', '=', row.id)
          .execute();
        delivered += 1;
        this.options.onAttempt?.(row.kind, 'delivered');
      } catch (error) {
        if (error instanceof DeliveryRefused) {
          this.options.log.warn(
            { kind: row.kind, key: row.key, attempts: row.attempts, reason: error.message },
            'delivery refused by the receiver; not retried',
          );
          await this.options.db
            .updateTable('outbox')
            .set({ delivered_at: new Date(), last_error: error.message.slice(0, 500) })
            .where('id', '=', row.id)
            .execute();
          this.options.onAttempt?.(row.kind, 'refused');
          continue;
        }
        this.options.onAttempt?.(row.kind, 'failed');
        const pause = pauseAfter(row.attempts);
        const message = error instanceof Error ? error.message : String(error);
        this.options.log.warn(
          { kind: row.kind, key: row.key, attempts: row.attempts, err: error },
          'delivery failed; will retry',
        );
        await this.options.db
          .updateTable('outbox')
          .set({
            next_attempt_at: sql`now() + make_interval(secs => ${pause})`,
            last_error: message.slice(0, 500),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return delivered;
  }
}
