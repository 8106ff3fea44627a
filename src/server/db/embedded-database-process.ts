import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ToServer } from './pglite-process.js';

/** The child's entry beside this file: .ts under tsx and Vitest, .js once built. */
const EXTENSION = path.extname(import.meta.filename);
const ENTRY = path.join(import.meta.dirname, `pglite-process${EXTENSION}`);
const EXEC_ARGV = [
  ...(EXTENSION === '.ts' ? ['--import', 'tsx'] : []),
  // A parent that sized its young generation for bulk work (the import) sizes the database's
  // too: there PGlite's protocol buffers were 10 % of its time in collections.
  ...process.execArgv.filter((arg) => arg.startsWith('--max-semi-space-size')),
];

const FIRST_RESTART_DELAY_MS = 100;
const LONGEST_RESTART_DELAY_MS = 5_000;
/** How long a clean close may take before the process is killed (PGlite flushes its files). */
const CLOSE_TIMEOUT_MS = 15_000;

/** The database process could not start; `name` is its error's (e.g. DataDirLockedError). */
export class EmbeddedDatabaseStartError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * Runs the embedded database (PGlite) in a child process of the server and keeps it running: when
 * it dies, calls fail with 503 (their connections drop or are refused) and it is started again
 * after 0.1 s, then twice as long each failed time up to 5 s. `stop()` asks it to close PGlite.
 */
export class EmbeddedDatabaseProcess {
  #child: ChildProcess | undefined;
  #isStopping = false;
  #restartDelayMs = FIRST_RESTART_DELAY_MS;
  #restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly logger: Pick<Logger, 'warn' | 'error'>,
  ) {}

  /** Starts the process; resolves once it serves, rejects with its error (e.g. a held lock). */
  start(): Promise<void> {
    return this.#spawn();
  }

  /** The process's id while it runs (a fault test kills it). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async stop(): Promise<void> {
    this.#isStopping = true;
    clearTimeout(this.#restartTimer);
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const timer = setTimeout(() => {
      this.logger.error({ pid: child.pid }, 'embedded database did not close in time: killing it');
      child.kill('SIGKILL');
    }, CLOSE_TIMEOUT_MS);
    if (child.connected) child.send({ type: 'close' });
    else child.kill('SIGKILL');
    await exited;
    clearTimeout(timer);
  }

  #spawn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = fork(ENTRY, [this.dataDir], {
        execArgv: EXEC_ARGV,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.#child = child;
      let isReady = false;
      child.on('message', (message: ToServer) => {
        if (message.type === 'ready') {
          isReady = true;
          this.#restartDelayMs = FIRST_RESTART_DELAY_MS;
          resolve();
        } else if (message.type === 'failed') {
          reject(new EmbeddedDatabaseStartError(message.name, message.message));
        }
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (!isReady) {
          reject(
            new Error(`The embedded database process ended (${signal ?? code}) while starting.`),
          );
          return;
        }
        if (this.#isStopping) return;
        this.logger.error({ code, signal }, 'embedded database process ended: starting it again');
        this.#restartLater();
      });
    });
  }

  #restartLater() {
    const delayMs = this.#restartDelayMs;
    this.#restartDelayMs = Math.min(delayMs * 2, LONGEST_RESTART_DELAY_MS);
    this.#restartTimer = setTimeout(() => {
      if (this.#isStopping) return;
      this.#spawn().then(
        () => this.logger.warn('embedded database process serving again'),
        (error: unknown) => {
          this.logger.warn({ err: error, delayMs }, 'embedded database process did not start');
          if (!this.#isStopping) this.#restartLater();
        },
      );
    }, delayMs);
  }
}
