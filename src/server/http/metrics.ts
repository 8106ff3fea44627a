import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isErrorCode } from '../../shared/errors.js';
import { cacheLookups } from '../lib/refreshing-cache.js';
import type { CallRegistry } from './api.js';
import { AppError } from './app-error.js';
import { sendError } from './error-handling.js';

/**
 * Prometheus metrics (issue 16), read at `/metrics` by a scraper holding `METRICS_TOKEN`. Labels
 * come from bounded sets only: a call's registered path and method (an unknown one is
 * `unknown`), Fastify's route pattern, a status code, a stable error code. Never user input.
 */
export interface Metrics {
  registry: Registry;
  outboxAttempts: Counter<'kind' | 'outcome'>;
}

export interface MetricsOptions {
  calls: CallRegistry;
  poolStats: () => { total: number; idle: number; waiting: number };
  /** Unset: no /metrics route at all. */
  token: string | undefined;
  /** An answer slower than this is logged as a warning (SLOW_REQUEST_MS unless a test says). */
  slowRequestMs?: number;
}

/**
 * Ten times the 100 ms no second of reading may pass (DESIGN.md): an answer this late is a fault
 * to look into (a stalled database, a starved machine); the warning names the call and its time.
 */
export const SLOW_REQUEST_MS = 1_000;

const ERROR_CODE_IN_BODY = /^\{"error":\{"code":"([a-z_]+)"/;

/** What a request was, as a label: `api policy/read#read_list`, a route pattern, or `page`. */
function callLabel(request: FastifyRequest, calls: CallRegistry): string {
  const pattern = request.routeOptions.url;
  if (pattern === '/api/*' && request.method === 'POST') {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const method = request.headers['x-method'];
    const isKnown = typeof method === 'string' && calls.methodsOf(path)?.has(method);
    return isKnown ? `api ${path}#${method}` : 'api unknown';
  }
  // Pages (and every other address) are answered by the not-found handler: no pattern.
  return pattern ?? 'page';
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  // Process CPU and memory, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requests = new Counter({
    name: 'hyetaek_http_requests_total',
    help: 'Answered requests, by call (API path#method, route pattern or page) and status.',
    labelNames: ['call', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hyetaek_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by call.',
    labelNames: ['call'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'hyetaek_http_errors_total',
    help: 'Error answers by their stable code (docs/api.md).',
    labelNames: ['code', 'status'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'hyetaek_db_pool_connections',
    help: 'Database pool clients: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Counter({
    name: 'hyetaek_cache_lookups_total',
    help: 'In-process cache lookups by cache and outcome (fresh, stale-while-refreshing, miss).',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of cacheLookups) {
        for (const [outcome, count] of Object.entries(counts)) this.inc({ cache, outcome }, count);
      }
    },
  });
  const outboxAttempts = new Counter({
    name: 'hyetaek_outbox_attempts_total',
    help: 'Outbox delivery attempts by kind and outcome (delivered, refused by the receiver, failed and to be retried).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = ERROR_CODE_IN_BODY.exec(payload)?.[1];
      if (isErrorCode(code)) errors.inc({ code, status: reply.statusCode });
    }
    return payload;
  });
  const { slowRequestMs = SLOW_REQUEST_MS } = options;
  app.addHook('onResponse', async (request, reply) => {
    const call = callLabel(request, options.calls);
    const status = reply.statusCode;
    requests.inc({ call, status });
    duration.observe({ call }, reply.elapsedTime / 1000);
    if (reply.elapsedTime > slowRequestMs) {
      request.log.warn({ call, status, ms: Math.round(reply.elapsedTime) }, 'slow answer');
    }
  });

  const { token } = options;
  if (token) {
    const expected = crypto.createHash('sha256').update(token).digest();
    app.get('/metrics', async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const digest = crypto.createHash('sha256').update(given).digest();
      if (!crypto.timingSafeEqual(digest, expected)) {
        return sendError(request, reply, new AppError('unauthorized'));
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
  return { registry, outboxAttempts };
}
