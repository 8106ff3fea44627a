import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

/** Server processes of a benchmark run: started on free ports, stopped when the run ends. */

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server process on a free port and waits until `readyPath` answers 200. BENCH_NODE_FLAGS
 * (say `--trace-gc`) go to its node: NODE_OPTIONS refuses some of them.
 */
export async function startServer(command: string[], env: NodeJS.ProcessEnv, readyPath: string) {
  const port = await freePort();
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, ...command], {
    cwd: PROJECT_ROOT,
    env: {
      // Production settings need a signing secret; a benchmark makes its own.
      AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    // Its warnings and errors (LOG_LEVEL warn) show in the run's output: a row that fails says why.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(url + readyPath).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not start: ${command.join(' ')}`);
}
