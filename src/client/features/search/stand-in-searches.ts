/**
 * Searches made in a search box's stand-in (lazy-search-box.tsx) before the combobox's code is
 * here. The small module that remembers them loads with the first; they are written one after
 * another in the order made, and `written()` settles when none is waiting any more. The combobox
 * takes the stand-in's place only then: a search made in it is remembered at once, and must not
 * be overtaken by an earlier one still waiting for the module (on a busy CI machine 월세, 취업,
 * 월세 were remembered as 취업, 월세).
 */
export function createStandInSearches(loadRemember: () => Promise<(keyword: string) => void>) {
  let queue: Promise<void> = Promise.resolve();
  return {
    remember(keyword: string): void {
      queue = queue
        .then(loadRemember)
        .then((rememberSearch) => rememberSearch(keyword))
        // Not arrived (offline): this one is lost; the list is a convenience, the search goes on.
        .catch(() => undefined);
    },
    async written(): Promise<void> {
      for (let last; last !== queue;) {
        last = queue;
        await last;
      }
    },
  };
}

export const standInSearches = createStandInSearches(() =>
  import('./recent-searches.js').then((module) => module.rememberSearch),
);
