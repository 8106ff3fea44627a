/**
 * The V8 settings every server process starts with (decision 029): `npm start`, the Dockerfile,
 * the cluster and journey scripts and the benchmarks pass them on node's command line, and the
 * server warns when it starts without them. V8 reads them only as the process starts:
 * `NODE_OPTIONS` refuses the memory reducer's, and setting them from inside the process does
 * nothing.
 *
 * - A 64 MB young generation (16 MB by default). At 500 requests a second a scavenge came every
 *   0.2 s, so whatever a request kept for half a second (a cached page, a view noted) outlived
 *   two and was promoted, 1–2 MB a second. Every 10–40 s that garbage started a full collection,
 *   whose marking threads took both cores of a small machine while requests waited 100–250 ms.
 *   Scavenged four times less often, it dies young.
 * - The old generation may double before it is collected. With almost nothing promoted, V8 set
 *   its limit about 10 % above what was live, less than the young generation, and it then
 *   collected the whole heap every time the young one filled: every second.
 * - No memory reducer: after a quiet spell V8 compacts the whole heap to give memory back, which
 *   a server holding its catalogue in memory does not want, and the next burst of requests met a
 *   60–150 ms pause.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=100',
  '--no-memory-reducer',
] as const;

/** The settings this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
