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
 * - No pretenuring by allocation site. The warm-up builds objects that all live (the lists'
 *   snapshots, the held rows), and V8 then decides that the places in the code that made them
 *   make long-lived objects, and allocates what they make straight into the old generation from
 *   then on. The same places make every request's short-lived objects: under load 0.9 MB a
 *   second of them went to the old generation, never into the young one where they would have
 *   died, and started a full collection every minute or two. Without it, 0.04 MB a second.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=100',
  '--no-memory-reducer',
  '--no-allocation-site-pretenuring',
] as const;

/** The settings this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
