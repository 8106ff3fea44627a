import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import type { Database } from '../src/server/db/schema.js';
import { koreaToday } from '../src/shared/korea-date.js';
import { benchCatalogueRows, loadBenchCatalogue } from './catalogue-data.js';
import { runPaced, type LatencyReport, type PacedRequest } from './paced-client.js';
import { PROJECT_ROOT, startServer } from './processes.js';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.js';

/** What the catalogue and search benchmarks share: the loaded catalogue, servers, probes. */

/**
 * Loads the 50,000-item catalogue (PGlite in a fresh data dir, or `databaseUrl`) before the
 * service starts (PGlite allows one process per data dir), then starts the service built by
 * `npm run build` and a bare Fastify route to compare with.
 */
export async function startCatalogueBench(options: {
  items: number;
  databaseUrl: string;
  appEnv: string;
  /** Adds a benchmark's own rows (users, comments, …) after the catalogue, before the service starts. */
  prepare?: (db: Kysely<Database>) => Promise<void>;
  /** Settings of the service beyond the database's (e.g. the AUTH_SECRET its tokens are signed with). */
  env?: NodeJS.ProcessEnv;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-bench-catalogue-'));
  const generateStarted = performance.now();
  const rows = benchCatalogueRows(options.items, koreaToday());
  const generateMs = performance.now() - generateStarted;
  const database = await openDatabase({
    databaseUrl: options.databaseUrl || undefined,
    dataDir,
    poolMax: 1,
    logger: pino({ level: 'warn' }),
  });
  await migrateToLatest(database.db);
  const load = await loadBenchCatalogue(database.db, rows);
  await options.prepare?.(database.db);
  await database.close();
  console.log(
    `${load.inserted} items generated in ${Math.round(generateMs)} ms, loaded into ${database.kind} in ${Math.round(load.ms)} ms` +
      (load.others ? ` (plus ${load.others} non-demo rows already there)` : ''),
  );
  const bare = await startServer(['bench/bare-server.mjs'], {}, '/bare');
  const service = await startServer(
    [...SERVER_NODE_FLAGS, 'dist/node/server/main.js'],
    {
      DATA_DIR: dataDir,
      APP_ENV: options.appEnv,
      // BENCH_LOG_LEVEL=info shows the start-up's steps (how long holding every card took).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: options.databaseUrl,
      ...options.env,
    },
    '/readyz',
  );
  return {
    bare,
    service,
    /** Removes the PGlite data dir; call when the run is over. */
    cleanUp: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** One request at a time on a keep-alive connection: status, bytes on the wire, answer, time. */
export const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function probe(baseUrl: string, request: PacedRequest) {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise<{ status: number; bytes: number; json: unknown; ms: number }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: request.headers,
          agent: probeAgent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks);
            const text = (
              res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw
            ).toString();
            resolve({ status: res.statusCode ?? 0, bytes: raw.length, json: JSON.parse(text), ms });
          });
        },
      );
      req.on('error', reject);
      req.end(request.body);
    },
  );
}

/** `probe`, waiting out 503s: an overloaded service sheds load for a while after a hard row. */
export async function probeOk(baseUrl: string, request: PacedRequest) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await probe(baseUrl, request);
    if (answer.status !== 503 || attempt === 30) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
export const round = (value: number) => Math.round(value * 100) / 100;

/** CPU time (user + system) a process has used, in ms; Linux only (USER_HZ = 100). */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU time of a process's children, in ms: the embedded database's own process under the
 * service (what a query costs the one thread PGlite has). NaN when there is none.
 */
export function childrenCpuMs(pid: number | undefined): number {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (!children) return Number.NaN;
    return children
      .split(' ')
      .map((child) => cpuMs(Number(child)))
      .reduce((sum, ms) => sum + ms, 0);
  } catch {
    return Number.NaN;
  }
}

/** The line that heads a run's results: when, where, what. */
export function runHeader(details: string, loadBefore: number[], loadAfter: number[]): string {
  const cpu = os.cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT })
      .toString()
      .trim();
  } catch {
    // not a git checkout
  }
  return (
    `${new Date().toISOString()} · ${cpu.length} × ${cpu[0]?.model ?? 'cpu'} · Node ${process.version} · ` +
    `commit ${commit} · ${details} · load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after`
  );
}

/** One row of a paced benchmark: a call at a rate, with its p99 budget if it has one. */
export interface Scenario {
  name: string;
  url: string;
  rate: number;
  next: () => PacedRequest;
  budget?: number;
  /** The row's own length (else the run's `seconds`). */
  seconds?: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  report: LatencyReport;
  /** The server process's CPU time over the row divided by its requests (warm-up included). */
  cpuPerRequest: number;
}

/**
 * Runs each row in turn (2 s of warm-up, then `seconds`), measuring the CPU of the process that
 * answers it, and the load average around all of them.
 */
export async function runScenarios(
  scenarios: readonly Scenario[],
  options: { seconds: number; pidOf: (url: string) => number | undefined },
): Promise<{ results: ScenarioResult[]; loadBefore: number[]; loadAfter: number[] }> {
  const results: ScenarioResult[] = [];
  const loadBefore = os.loadavg();
  for (const scenario of scenarios) {
    const pid = options.pidOf(scenario.url);
    const cpuBefore = cpuMs(pid);
    const seconds = scenario.seconds ?? options.seconds;
    const report = await runPaced(scenario.url, scenario.next, {
      rate: scenario.rate,
      seconds,
      warmupSeconds: 2,
    });
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / (scenario.rate * (seconds + 2));
    results.push({ scenario, report, cpuPerRequest });
  }
  return { results, loadBefore, loadAfter: os.loadavg() };
}

/** The rows as a Markdown table, each p99 also as a multiple of the first row's (the bare route). */
export function scenarioTable(results: readonly ScenarioResult[]): string {
  const bareP99 = results[0]!.report.p99;
  return [
    '| call | rate | p50 ms | p90 ms | p99 ms | max ms | failed | p99 ÷ bare | budget p99 | service CPU ms/req |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ scenario, report: r, cpuPerRequest }) =>
        `| ${scenario.name} | ${r.rate}/s × ${r.seconds}s | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.failed}/${r.sent} | ${round(r.p99 / bareP99)} | ${scenario.budget ? `${scenario.budget} ${r.p99 <= scenario.budget ? '✓' : '✗'}` : ''} | ${cpuPerRequest.toFixed(2)} |`,
    ),
  ].join('\n');
}
