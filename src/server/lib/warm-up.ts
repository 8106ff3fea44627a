import type { Logger } from 'pino';
import type { ReadinessCheck } from '../http/health.js';
import { collectGarbage } from './collect-garbage.js';

/**
 * What the server computes before it says it is ready (decision 023): the lists home and the
 * list pages open with, the policies' match index. The server awaits it before listening, for up
 * to `waitMs`; if the database is not there yet, it goes on trying in the background and
 * `/readyz` answers 503 (`warm_up: unavailable`) until it has succeeded, so a balancer sends no
 * reader to an instance that would make them wait.
 */
export const WARM_UP_WAIT_MS = 15_000;
const RETRY_MS = 1_000;
/**
 * Start-up (loading code, the first queries) blocks the event loop, and the overload guard
 * (under-pressure) answers 503 until a sample taken after the block says otherwise: ready waits
 * for that too, at most this long.
 */
const CALM_WAIT_MS = 3_000;
const CALM_POLL_MS = 50;

export interface Calm {
  /** Whether the server answers rather than sheds load (`!app.isUnderPressure()`). */
  isCalm: () => boolean;
  /** How long until the guard has sampled the loop after the work (its sample interval). */
  sampledWithinMs: number;
}

export class WarmUp {
  private isDone = false;
  private isStopped = false;
  /** Settles after the first attempt, whether it succeeded or not. */
  private firstAttempt: Promise<void> | undefined;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly log: Pick<Logger, 'info' | 'warn'>,
    private readonly calm: Calm = { isCalm: () => true, sampledWithinMs: 0 },
  ) {}

  /**
   * Starts (once) and waits for the first attempt, for at most `waitMs`; after a failure (the
   * database is not there) it goes on trying behind a listening, not-ready server.
   */
  async start(waitMs = WARM_UP_WAIT_MS): Promise<void> {
    this.firstAttempt ??= new Promise<void>((resolve) => void this.untilDone(resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([this.firstAttempt, late]);
    clearTimeout(timer);
    if (!this.isDone) this.log.warn({ waitMs }, 'warm-up not done yet: not ready until it is');
  }

  stop(): void {
    this.isStopped = true;
  }

  readonly readiness: ReadinessCheck = {
    name: 'warm_up',
    check: async () => {
      if (!this.isDone) throw new Error('warming up');
    },
  };

  private async untilDone(attempted: () => void): Promise<void> {
    while (!this.isStopped && !(await this.attempt())) {
      attempted();
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    attempted();
  }

  private async attempt(): Promise<boolean> {
    const started = performance.now();
    try {
      await this.work();
    } catch (error) {
      this.log.warn({ err: error }, 'warm-up failed: trying again');
      return false;
    }
    // The work's garbage goes now, not in the first seconds of traffic.
    collectGarbage();
    const calmBy = performance.now() + CALM_WAIT_MS;
    await new Promise((resolve) => setTimeout(resolve, this.calm.sampledWithinMs));
    while (!this.calm.isCalm() && performance.now() < calmBy) {
      await new Promise((resolve) => setTimeout(resolve, CALM_POLL_MS));
    }
    this.isDone = true;
    this.log.info({ ms: Math.round(performance.now() - started) }, 'warm-up done');
    return true;
  }
}
