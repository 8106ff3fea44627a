import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full collection of the heap, now. Start-up (reading every item, building the search and
 * match indexes) leaves a few hundred megabytes of garbage behind; collected when V8 chose to, in
 * the first seconds after `/readyz`, it held the first readers' requests for 100–130 ms
 * (bench/RESULTS.md, session 19). The warm-up collects it before the server says it is ready.
 *
 * V8 gives `gc` only to contexts made after `--expose-gc` is set, so it is set here rather than
 * on every command line that starts the server.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}
