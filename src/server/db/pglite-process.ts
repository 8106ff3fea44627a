/**
 * The embedded database's own process (started by EmbeddedDatabaseProcess with DATA_DIR as its
 * argument): PGlite under DATA_DIR, served on the unix socket inside it, so the server's thread
 * that answers HTTP never runs a query. It closes PGlite when the server asks or goes away.
 */
import { openPgliteEngine } from './pglite-engine.js';
import { serveEmbeddedSocket } from './pglite-socket-server.js';

export type ToServer = { type: 'ready' } | { type: 'failed'; name: string; message: string };
export type FromServer = { type: 'close' };

const send = (message: ToServer) => process.send?.(message);

const dataDir = process.argv[2];
if (!dataDir || !process.send) {
  console.error('pglite-process: started without a data directory or a parent');
  process.exit(2);
}

// Ctrl-C and a stop of the whole service signal this process too: the server still drains its
// requests through it, and says when to close.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

try {
  const engine = await openPgliteEngine(dataDir);
  const socket = await serveEmbeddedSocket(engine.pglite, dataDir);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await socket.close();
      await engine.close();
      process.exit(0);
    })();
  };
  process.on('message', (message: FromServer) => {
    if (message.type === 'close') close();
  });
  // The server crashed or was killed: nobody will use the database, close it cleanly.
  process.on('disconnect', close);
  send({ type: 'ready' });
} catch (error) {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  send({ type: 'failed', name, message });
  process.exitCode = 1;
  process.disconnect();
}
