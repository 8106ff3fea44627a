import { describe, expect, it } from 'vitest';
import { withRecent } from './recent-searches.js';
import { createStandInSearches } from './stand-in-searches.js';

/** The module that remembers searches, arriving when the test says (or failing, offline). */
function slowModule() {
  let list: string[] = [];
  const remember = (keyword: string) => void (list = withRecent(list, keyword));
  let settle!: { arrive(): void; fail(): void };
  let loading: Promise<typeof remember>;
  const wait = () => {
    loading = new Promise((resolve, reject) => {
      settle = { arrive: () => resolve(remember), fail: () => reject(new Error('offline')) };
    });
  };
  wait();
  return {
    load: () => loading,
    remember,
    list: () => list,
    arrive: () => settle.arrive(),
    fail: () => settle.fail(),
    /** Back online: the next load waits again. */
    online: wait,
  };
}

describe('searches made in the stand-in', () => {
  it('are written in the order made, and before a search made in the combobox', async () => {
    const module = slowModule();
    const searches = createStandInSearches(module.load);
    searches.remember('월세');
    searches.remember('취업');
    let isWritten = false;
    const written = searches.written().then(() => (isWritten = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isWritten).toBe(false);

    module.arrive();
    await written;
    expect(module.list()).toEqual(['취업', '월세']);
    // The combobox, shown once they are written, remembers its own at once.
    module.remember('월세');
    expect(module.list()).toEqual(['월세', '취업']);
  });

  it('counts one not written (offline) as done, and the next one is written', async () => {
    const module = slowModule();
    const searches = createStandInSearches(module.load);
    searches.remember('월세');
    module.fail();
    await searches.written();
    expect(module.list()).toEqual([]);

    module.online();
    searches.remember('취업');
    module.arrive();
    await searches.written();
    expect(module.list()).toEqual(['취업']);
  });
});
