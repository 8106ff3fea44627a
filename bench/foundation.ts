// `npm run bench:foundation`: latency of the foundation's paths at a fixed rate, each next to a
// bare Fastify JSON route measured in the same run. Needs `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './processes.js';
import { runPaced, type LatencyReport, type PacedRequest } from './paced-client.js';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.js';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT_KEY = '3f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-bench-'));
const bare = await startServer(['bench/bare-server.mjs'], {}, '/bare');
const service = await startServer(
  [...SERVER_NODE_FLAGS, 'dist/node/server/main.js'],
  {
    DATA_DIR: dataDir,
    APP_ENV: 'test', // the diagnostics call measures the API dispatcher without business logic
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  '/readyz',
);

const apiCall = (): PacedRequest => ({
  method: 'POST',
  path: '/api/diagnostics/slow',
  headers: { 'content-type': 'application/json', 'x-method': 'read', 'x-client-key': CLIENT_KEY },
  body: '{"ms":0}',
});
const scenarios: [string, string, () => PacedRequest][] = [
  ['bare Fastify JSON route', bare.url, () => ({ method: 'GET', path: '/bare' })],
  ['GET /healthz', service.url, () => ({ method: 'GET', path: '/healthz' })],
  ['GET /readyz (database round trip)', service.url, () => ({ method: 'GET', path: '/readyz' })],
  ['POST /api call (dispatch, zod in and out)', service.url, apiCall],
  [
    'GET / (HTML shell)',
    service.url,
    () => ({ method: 'GET', path: '/', headers: { 'accept-encoding': 'gzip' } }),
  ],
];

const results: [string, LatencyReport][] = [];
for (const [name, url, next] of scenarios) {
  results.push([
    name,
    await runPaced(url, next, { rate: RATE, seconds: SECONDS, warmupSeconds: 2 }),
  ]);
}

const baseline = results[0]![1].p99;
const lines = [
  `| path | rate | p50 ms | p90 ms | p99 ms | max ms | failed | p99 ÷ bare |`,
  `|---|---|---|---|---|---|---|---|`,
  ...results.map(
    ([name, r]) =>
      `| ${name} | ${r.rate}/s × ${r.seconds}s | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.failed}/${r.sent} | ${(r.p99 / baseline).toFixed(2)} |`,
  ),
];
console.log(
  `\n${new Date().toISOString()} · ${os.cpus().length} cores · database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.log(lines.join('\n'));
fs.rmSync(dataDir, { recursive: true, force: true });
// Keep-alive sockets of the readiness polls would hold the process open.
process.exit(0);
