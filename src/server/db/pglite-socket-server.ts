import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';

/**
 * The embedded database's socket: a unix socket inside DATA_DIR (0700), so only the service's user
 * can reach it; the PostgreSQL name lets `pg` find it from the directory (`host: dataDir`).
 */
export const EMBEDDED_SOCKET_PORT = 5432;
export const embeddedSocketPath = (dataDir: string) =>
  path.join(dataDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** A frontend message of type `type` (Query, Sync) with `text` as its body. */
function frontendMessage(type: number, text?: string): Uint8Array {
  const body = text === undefined ? Buffer.alloc(0) : Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = type;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * Whether the backend answers `message` with ReadyForQuery: a simple query, the Sync that ends an
 * extended-protocol batch, or a startup message (it has no type byte: its length starts with 0).
 */
const endsExchange = (message: Uint8Array) =>
  message[0] === SYNC || message[0] === QUERY || message[0] === 0;

export class HandlerDisconnectedError extends Error {
  override name = 'HandlerDisconnectedError';
}

/**
 * PGlite is one backend session. pglite-socket's own queue shares it message by message and pins
 * a connection only inside BEGIN…COMMIT, so two connections' Parse/Bind/Execute batches can
 * interleave and bind each other's unnamed statement (electric-sql/pglite#1046), and one failed
 * message leaves its queue stuck. This queue gives one connection the session for a whole
 * exchange instead: from its first message until the backend is ready for a query again outside a
 * transaction. Other connections wait their turn in arrival order.
 */
export class ExchangeQueue {
  #owner: number | undefined;
  readonly #waiting: { handlerId: number; grant: () => void; refuse: (error: Error) => void }[] =
    [];

  constructor(private readonly pglite: PGlite) {}

  /** Runs one frontend message for connection `handlerId`, streaming the answer to `onData`. */
  async enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    // Terminate would end PGlite's one backend for every connection: it only ends this one.
    if (message[0] === TERMINATE) {
      await this.clearTransactionIfNeeded(handlerId);
      return 0;
    }
    if (this.#owner !== handlerId) await this.#acquire(handlerId);
    let bytes = 0;
    // A message that fails here ends its connection: the handler detaches, and
    // clearTransactionIfNeeded undoes what the connection began before anyone else goes.
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
          onData(data);
        },
      }),
    );
    if (endsExchange(message) && !this.pglite.isInTransaction()) this.#release(handlerId);
    return bytes;
  }

  /** A connection went away: its messages still waiting are dropped. */
  clearQueueForHandler(handlerId: number): void {
    for (let i = this.#waiting.length - 1; i >= 0; i -= 1) {
      const waiter = this.#waiting[i]!;
      if (waiter.handlerId !== handlerId) continue;
      this.#waiting.splice(i, 1);
      waiter.refuse(new HandlerDisconnectedError('connection closed'));
    }
  }

  /**
   * A connection went away in the middle of an exchange (its client crashed): what it began is
   * undone, as PostgreSQL does when a backend loses its client, before the next one goes.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.#owner !== handlerId) return;
    try {
      await this.pglite.runExclusive(async () => {
        if (this.#owner !== handlerId) return;
        // ROLLBACK aborts an explicit or implicit transaction (ignored if the batch already
        // failed); Sync ends the batch; a failed explicit transaction still open needs its own
        // ROLLBACK.
        await this.pglite.execProtocolRaw(frontendMessage(QUERY, 'ROLLBACK'));
        await this.pglite.execProtocolRaw(frontendMessage(SYNC));
        if (this.pglite.isInTransaction()) {
          await this.pglite.execProtocolRaw(frontendMessage(QUERY, 'ROLLBACK'));
        }
      });
    } finally {
      // If PGlite cannot even roll back, the rejection ends the database process and the server
      // starts a new one, which recovers from the WAL.
      this.#release(handlerId);
    }
  }

  #acquire(handlerId: number): Promise<void> {
    if (this.#owner === undefined) {
      this.#owner = handlerId;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({
        handlerId,
        grant: () => {
          this.#owner = handlerId;
          resolve();
        },
        refuse: reject,
      });
    });
  }

  #release(handlerId: number) {
    if (this.#owner !== handlerId) return;
    this.#owner = undefined;
    this.#waiting.shift()?.grant();
  }
}

export interface EmbeddedSocketServer {
  close(): Promise<void>;
}

/**
 * Serves `pglite` on the unix socket inside `dataDir` to any number of `pg` connections, one
 * exchange at a time (ExchangeQueue); pglite-socket's handler reads the wire protocol.
 */
export async function serveEmbeddedSocket(
  pglite: PGlite,
  dataDir: string,
): Promise<EmbeddedSocketServer> {
  const socketPath = embeddedSocketPath(dataDir);
  // Listen beside the final name, then rename over a socket file left by a killed process: a
  // client meets the old file (refused: 503) or the new one, never no file.
  const listenPath = `${socketPath}.${process.pid}`;
  fs.rmSync(listenPath, { force: true });
  const queue = new ExchangeQueue(pglite);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // pglite-socket's handler only calls enqueue, clearQueueForHandler and
      // clearTransactionIfNeeded on its queue; its own queue class is not exported.
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    void handler.attach(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(listenPath, 0o600);
  fs.renameSync(listenPath, socketPath);
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await closed;
      fs.rmSync(socketPath, { force: true });
    },
  };
}
