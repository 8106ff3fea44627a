import type { Logger } from 'pino';

export interface PollingWorkerOptions {
  /** How often a pass runs on its own. */
  pollMs: number;
  log: Pick<Logger, 'warn'>;
  /** The log line when a pass fails (the next one runs as usual). */
  failureMessage: string;
}

/**
 * Runs a pass over a table of work now and then, and at once when asked (`kick`, after new work is
 * written), never two at a time. The outbox and the job queue poll the shared database this way:
 * a pass is a claim, so instances may all poll.
 */
export class PollingWorker {
  #isStopped = false;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly options: PollingWorkerOptions,
  ) {}

  /** Runs a pass now, then every `pollMs`; the timer never keeps the process alive. */
  start(): void {
    this.#timer ??= setInterval(() => this.kick(), this.options.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the pass under way. */
  async stop(): Promise<void> {
    this.#isStopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Runs a pass now unless one is running. */
  kick(): void {
    // Stopped (the service is closing its database): a late enqueue must not start a pass.
    if (this.#isStopped) return;
    this.#running ??= this.pass()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.warn({ err: error }, this.options.failureMessage))
      .finally(() => (this.#running = undefined));
  }
}
