import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.js';

describe('collectGarbage', () => {
  it('frees what nothing holds any more, at once', () => {
    let garbage: string[] | undefined = Array.from({ length: 400_000 }, (_, i) =>
      `item ${i} `.repeat(8),
    );
    const withGarbage = process.memoryUsage().heapUsed;
    garbage = undefined;
    collectGarbage();
    const after = process.memoryUsage().heapUsed;
    expect(garbage).toBeUndefined();
    // About 60 MB of strings and their array.
    expect(withGarbage - after).toBeGreaterThan(40 * 1024 * 1024);
  });
});
