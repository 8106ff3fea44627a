// Several app instances on PostgreSQL and Redis behind nginx on loopback, as production runs
// (issue 16): one AUTH_SECRET, TRUST_PROXY=1 behind the balancer, deploy/nginx.conf.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node scripts/cluster.mjs start [instances] [port]
//   node scripts/cluster.mjs stop
//
// Needs the built service (npm run build) and nginx (Debian's package). The test suite of
// ops/cluster.test.ts uses startCluster() directly.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_FLAGS } from '../dist/node/server/node-flags.js';

const root = path.resolve(import.meta.dirname, '..');
const stateDir = path.join(root, '.test-data', 'cluster');
const stateFile = path.join(stateDir, 'state.json');

/**
 * deploy/nginx.conf as it is, listening on `port`, with the instances in the upstream-servers.conf
 * beside it (compose lists its `app` service there).
 */
function writeNginxConfig(port, instancePorts) {
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const listen = /^(\s*)listen 8080;$/m;
  if (!listen.test(template)) throw new Error('deploy/nginx.conf has no "listen 8080;" line');
  fs.writeFileSync(
    path.join(stateDir, 'nginx.conf'),
    template.replace(listen, `$1listen 127.0.0.1:${port};`),
  );
  const servers = instancePorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`);
  fs.writeFileSync(path.join(stateDir, 'upstream-servers.conf'), servers.join(''));
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await sleep(200);
  }
}

function startInstance(env, port) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'dist/node/server/main.js')],
    {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return { port, child, url: `http://127.0.0.1:${port}` };
}

/**
 * Migrates and seeds the database, starts `instances` app processes on ports from `basePort` and
 * nginx on `port` in front of them. `extraEnv` reaches every instance.
 */
export async function startCluster({
  instances = 3,
  port = 8088,
  basePort = 3101,
  extraEnv = {},
} = {}) {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('DATABASE_URL and REDIS_URL must be set');
  const nginx = spawnSync('nginx', ['-v']).status === 0 ? 'nginx' : '/usr/sbin/nginx';
  fs.mkdirSync(path.join(stateDir, 'tmp'), { recursive: true });

  const env = {
    ...process.env,
    APP_ENV: process.env.APP_ENV ?? 'staging',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // One secret for all: a token one instance signed is good on every other.
    AUTH_SECRET: process.env.AUTH_SECRET ?? crypto.randomBytes(48).toString('base64'),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
    DATA_DIR: path.join(stateDir, 'data'),
    ...extraEnv,
  };
  const seeded = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'src/server/db/seed-cli.ts')],
    { env, stdio: 'inherit', cwd: root },
  );
  if (seeded.status !== 0) throw new Error('migrating and seeding the database failed');

  const apps = Array.from({ length: instances }, (_, i) => startInstance(env, basePort + i));
  writeNginxConfig(
    port,
    apps.map((app) => app.port),
  );
  const balancer = spawn(nginx, ['-p', stateDir, '-c', 'nginx.conf', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const state = { nginx: balancer.pid, apps: apps.map((app) => app.child.pid) };
  fs.writeFileSync(stateFile, JSON.stringify(state));
  await Promise.all(apps.map((app) => waitFor(`${app.url}/readyz`)));
  await waitFor(`http://127.0.0.1:${port}/healthz`);

  return {
    url: `http://127.0.0.1:${port}`,
    apps,
    env,
    /** Starts instance `index` again (after it exited) on its port. */
    async restart(index) {
      apps[index] = startInstance(env, apps[index].port);
      await waitFor(`${apps[index].url}/readyz`);
      return apps[index];
    },
    async stop() {
      balancer.kill('SIGQUIT');
      await Promise.all(
        apps.map(
          (app) =>
            new Promise((resolve) => {
              if (app.child.exitCode !== null || app.child.signalCode !== null) return resolve();
              app.child.once('exit', resolve);
              app.child.kill('SIGTERM');
            }),
        ),
      );
      fs.rmSync(stateFile, { force: true });
    },
  };
}

function stopRecorded() {
  if (!fs.existsSync(stateFile)) return console.log('cluster: nothing running');
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  for (const pid of [state.nginx, ...state.apps]) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fs.rmSync(stateFile, { force: true });
  console.log('cluster: stopped');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, instances = '3', port = '8088'] = process.argv.slice(2);
  if (command === 'start') {
    const cluster = await startCluster({ instances: Number(instances), port: Number(port) });
    console.log(
      `cluster: ${cluster.apps.length} instances behind ${cluster.url} (stop with Ctrl+C or "stop")`,
    );
    const stop = () => cluster.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } else if (command === 'stop') {
    stopRecorded();
  } else {
    console.error('usage: node scripts/cluster.mjs start [instances] [port] | stop');
    process.exit(2);
  }
}
