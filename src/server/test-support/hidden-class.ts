import v8 from 'node:v8';

// V8 gives its own functions (`%HaveSameMap`) to code parsed after this flag is set.
v8.setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

/**
 * How many of `objects` have a hidden class (V8's map) other than the first one's. Objects made on
 * every request should share one, or each leaves a class behind for a full collection (decision
 * 030).
 */
export function unlikeHiddenClasses(objects: readonly object[]): number {
  return objects.filter((object) => !haveSameMap(object, objects[0]!)).length;
}
