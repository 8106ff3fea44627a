import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Logger } from 'pino';
import type { Database, JobsTable } from '../db/schema.js';
import { pauseAfter } from './outbox.js';
import { PollingWorker } from './polling-worker.js';

/**
 * The job queue (migration 0023, decision 025): work that runs once across every instance and
 * every restart, on the database the app already has (PGlite in-process, or PostgreSQL). A job
 * is a row with a unique `key`; an instance claims due rows with `FOR UPDATE SKIP LOCKED`, which
 * moves their `run_at` to the end of a lease and adds one to `attempts`, the claim's token. The
 * instance marks the job done only while that token is still the row's; one that dies leaves
 * its jobs to be claimed again when the lease ends, and a handler that throws is tried again
 * after a growing pause (the outbox's) until `max_attempts`.
 *
 * Recurring work (`every`) is a job per occurrence, keyed by its time: however many instances
 * schedule Monday 09:00, it is one row, run once. A handler must still be safe to run again
 * for the same job (an instance can die after its work and before marking it), or, for what
 * must not happen twice (a mail), call `holdClaim()` just before the act: see decision 025.
 */

export interface ClaimedJob {
  id: number;
  name: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** The occurrence's time for recurring jobs; when it was due otherwise. */
  runAt: Date;
}

export interface JobContext {
  job: ClaimedJob;
  /** The queue's clock. */
  now(): Date;
  /**
   * True while this instance's claim still holds, and then the lease starts again from now. False
   * when the lease ran out and another instance claimed the job: stop without acting.
   */
  holdClaim(): Promise<boolean>;
}

/** Does the work; the string it returns is kept as the job's outcome. Throwing means "try again". */
export type JobHandler = (context: JobContext) => Promise<string | void>;

export interface NewJob {
  name: string;
  /** Unique across all jobs: enqueueing the same key again changes nothing. */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  /** Tries before the job is given up (`outcome` failed); default 10 (about three hours of pauses). */
  maxAttempts?: number;
}

export async function enqueueJob(
  db: Kysely<Database> | Transaction<Database>,
  job: NewJob,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      name: job.name,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      run_at: job.runAt,
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export type Clock = () => Date;

export interface JobQueueOptions {
  db: Kysely<Database>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Injected in tests (a fake Monday); the database's own clock is never asked. */
  clock?: Clock;
  pollMs?: number;
  /** How long a claimed job is left to its instance before another may claim it. */
  leaseSeconds?: number;
  /** Jobs one pass claims. */
  batch?: number;
}

interface Recurring {
  name: string;
  next: (after: Date) => Date;
  /** The occurrence last written, so a pass writes each one once. */
  lastScheduled?: number;
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: Recurring[] = [];
  private readonly worker: PollingWorker;
  readonly clock: Clock;
  private readonly leaseSeconds: number;

  constructor(private readonly options: JobQueueOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.worker = new PollingWorker(() => this.runUntilIdle(), {
      pollMs: options.pollMs ?? 1_000,
      log: options.log,
      failureMessage: 'job pass failed',
    });
  }

  /** Who runs jobs called `name`. Jobs nobody here handles wait for an instance that does. */
  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  /** Runs `handler` at every time `next` gives (`next(after)` is the first one after `after`). */
  every(name: string, next: (after: Date) => Date, handler: JobHandler): void {
    this.handle(name, handler);
    this.recurring.push({ name, next });
  }

  /** Runs what is due now, then looks again every `pollMs`. */
  start(): void {
    this.worker.start();
  }

  /** Stops looking for work and waits for the pass under way. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Runs passes now until nothing is due, unless they are running already. */
  kick(): void {
    this.worker.kick();
  }

  /** Passes until one claims nothing; answers how many jobs were run. */
  async runUntilIdle(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runDue();
      if (ran === 0) return total;
      total += ran;
    }
  }

  /** Writes the coming occurrence of each recurring job (once: its key is its time). */
  async scheduleRecurring(): Promise<void> {
    const now = this.clock();
    for (const entry of this.recurring) {
      const at = entry.next(now);
      if (entry.lastScheduled === at.getTime()) continue;
      await enqueueJob(this.options.db, {
        name: entry.name,
        key: `${entry.name}@${at.toISOString()}`,
        runAt: at,
      });
      entry.lastScheduled = at.getTime();
    }
  }

  /** Claims the due jobs this instance handles and runs each; answers how many it claimed. */
  async runDue(): Promise<number> {
    await this.scheduleRecurring();
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    const now = this.clock();
    const { rows } = await sql<{
      id: number;
      name: string;
      key: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
      runAt: Date;
    }>`
      UPDATE jobs SET attempts = attempts + 1, run_at = ${this.leaseEnd(now)}
      FROM (
        SELECT id, run_at AS due_at FROM jobs
        WHERE done_at IS NULL AND run_at <= ${now} AND name IN (${sql.join(names)})
        ORDER BY run_at, id LIMIT ${this.options.batch ?? 10}
        FOR UPDATE SKIP LOCKED) AS due
      WHERE jobs.id = due.id
      RETURNING jobs.id::int AS id, name, key, payload, attempts, max_attempts, due.due_at AS "runAt"`.execute(
      this.options.db,
    );
    for (const row of rows.sort((a, b) => a.id - b.id)) await this.run(row);
    return rows.length;
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.leaseSeconds * 1000);
  }

  private async run(row: ClaimedJob & { max_attempts: number }): Promise<void> {
    const { db, log } = this.options;
    // Every write names the claim (its attempts): a claim that ran out and was taken changes nothing.
    const whileClaimed = (changes: Updateable<JobsTable>) =>
      db
        .updateTable('jobs')
        .set(changes)
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where('done_at', 'is', null)
        .executeTakeFirst();
    const context: JobContext = {
      job: row,
      now: this.clock,
      holdClaim: async () => {
        const held = await whileClaimed({ run_at: this.leaseEnd(this.clock()) });
        return held.numUpdatedRows > 0n;
      },
    };
    try {
      const outcome = await this.handlers.get(row.name)!(context);
      await whileClaimed({ done_at: this.clock(), outcome: outcome ?? 'done' });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const isGivenUp = row.attempts >= row.max_attempts;
      log.warn(
        { job: row.key, attempts: row.attempts, err: error },
        isGivenUp ? 'job failed; given up' : 'job failed; will retry',
      );
      const now = this.clock();
      await whileClaimed(
        isGivenUp
          ? { done_at: now, outcome: `failed: ${message}`, last_error: message }
          : {
              run_at: new Date(now.getTime() + pauseAfter(row.attempts) * 1000),
              last_error: message,
            },
      );
    }
  }
}
