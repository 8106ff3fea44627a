import http from 'node:http';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LatencyReport {
  rate: number;
  seconds: number;
  sent: number;
  failed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The slowest request scheduled in each second of the run, in order (ms). */
  slowestPerSecond: number[];
  /**
   * How late this client sent its latest request of each second (ms): a slow second that is late
   * here too is the client's or the machine's stall, not the server's.
   */
  sendLatePerSecond: number[];
  /** When the recorded run began (ms since the epoch), to find a slow second in other logs. */
  startedAtMs: number;
  /** The failed requests by their answer's status ('no answer' when the connection failed). */
  failures: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Open-loop load at a fixed rate with evenly spaced requests (like wrk2): each latency counts from
 * the request's *scheduled* start, so a slow server cannot hide its queueing (no coordinated omission).
 */
export async function runPaced(
  baseUrl: string,
  next: (index: number) => PacedRequest,
  options: { rate: number; seconds: number; warmupSeconds?: number },
): Promise<LatencyReport> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (request: PacedRequest) =>
    new Promise<string | undefined>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: request.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            resolve(status < 400 ? undefined : String(status));
          });
        },
      );
      req.on('error', () => resolve('no answer'));
      req.end(request.body);
    });

  const phase = async (seconds: number, record: boolean) => {
    const total = Math.round(options.rate * seconds);
    const intervalMs = 1000 / options.rate;
    const latencies: number[] = [];
    const slowest: number[] = [];
    const late: number[] = [];
    const failures: Record<string, number> = {};
    const start = performance.now();
    const startedAtMs = Date.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i += 1) {
      const scheduled = start + i * intervalMs;
      const wait = scheduled - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      // Late sends count from the schedule (queueing shows); early ones from the actual send.
      const startedAt = Math.min(scheduled, performance.now());
      const sendSecond = Math.floor((scheduled - start) / 1000);
      late[sendSecond] = Math.max(late[sendSecond] ?? 0, performance.now() - scheduled);
      inFlight.push(
        send(next(i)).then((failure) => {
          if (!record) return;
          const latency = performance.now() - startedAt;
          latencies.push(latency);
          const second = Math.floor((scheduled - start) / 1000);
          slowest[second] = Math.max(slowest[second] ?? 0, latency);
          if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
        }),
      );
    }
    await Promise.all(inFlight);
    return {
      latencies: latencies.sort((a, b) => a - b),
      slowest,
      late,
      failures,
      total,
      startedAtMs,
    };
  };

  if (options.warmupSeconds) await phase(options.warmupSeconds, false);
  const { latencies, slowest, late, failures, total, startedAtMs } = await phase(
    options.seconds,
    true,
  );
  agent.destroy();
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    rate: options.rate,
    seconds: options.seconds,
    sent: total,
    failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    slowestPerSecond: Array.from(slowest, (ms) => Math.round(ms ?? 0)),
    sendLatePerSecond: Array.from(late, (ms) => Math.round(Math.max(0, ms ?? 0))),
    startedAtMs,
  };
}
