import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../test-support/test-app.js';
import { enqueueJob, JobQueue } from './job-queue.js';
import { nextWholeHour } from './korea-schedule.js';

/** The queue's own rules: a recurring run once across instances; failures paused, then given up. */

const log = pino({ level: 'silent' });
let database: DatabaseHandle;
let now = new Date('2027-05-03T00:59:59Z');
const clock = () => now;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.deleteFrom('jobs').execute();
});
afterAll(() => database.close());

describe('the job queue', () => {
  it('runs a recurring job once per occurrence however many instances schedule it', async () => {
    const runs: string[] = [];
    const instances = [1, 2, 3].map((n) => {
      const queue = new JobQueue({ db: database.db, log, clock });
      queue.every('test.hourly', nextWholeHour, async ({ job }) => {
        runs.push(`${n}@${job.runAt.toISOString()}`);
      });
      return queue;
    });
    await Promise.all(instances.map((queue) => queue.runUntilIdle()));
    expect(runs).toEqual([]);
    now = new Date('2027-05-03T01:00:00Z');
    await Promise.all(instances.map((queue) => queue.runUntilIdle()));
    now = new Date('2027-05-03T01:30:00Z');
    await Promise.all(instances.map((queue) => queue.runUntilIdle()));
    expect(runs.map((run) => run.split('@')[1])).toEqual(['2027-05-03T01:00:00.000Z']);
  });

  it('pauses longer after each failure, then gives up with the reason kept', async () => {
    const queue = new JobQueue({ db: database.db, log, clock });
    let tries = 0;
    queue.handle('test.flaky', async () => {
      tries += 1;
      throw new Error(`down ${tries}`);
    });
    await enqueueJob(database.db, {
      name: 'test.flaky',
      key: 'flaky:1',
      runAt: now,
      maxAttempts: 3,
    });
    const row = () =>
      database.db
        .selectFrom('jobs')
        .selectAll()
        .where('key', '=', 'flaky:1')
        .executeTakeFirstOrThrow();
    const start = now.getTime();
    await queue.runUntilIdle();
    expect(await row()).toMatchObject({ attempts: 1, last_error: 'down 1', done_at: null });
    expect((await row()).run_at.getTime() - start).toBe(10_000);
    now = new Date(start + 10_000);
    await queue.runUntilIdle();
    expect((await row()).run_at.getTime() - now.getTime()).toBe(20_000);
    now = new Date(start + 30_000);
    await queue.runUntilIdle();
    expect(await row()).toMatchObject({ attempts: 3, outcome: 'failed: down 3' });
    now = new Date(start + 3_600_000);
    await queue.runUntilIdle();
    expect(tries).toBe(3);
  });
});
