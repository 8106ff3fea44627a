import { describe, expect, it } from 'vitest';
import { previousPath, shouldGoBack } from './back-to-list.js';

const ORIGIN = 'https://hyetaek.example';

function navigation(urls: (string | null)[], index: number) {
  const entries = urls.map((url, i) => ({ url, index: i }));
  return { currentEntry: entries[index] ?? null, entries: () => entries };
}

describe('going back to the list', () => {
  it('reads the previous entry of this tab', () => {
    const nav = navigation(
      [`${ORIGIN}/`, `${ORIGIN}/policy-list/?x=1`, `${ORIGIN}/policy-details/a/`],
      2,
    );
    expect(previousPath(nav, ORIGIN)).toBe('/policy-list/');
    expect(shouldGoBack(previousPath(nav, ORIGIN), '/policy-list/')).toBe(true);
    expect(shouldGoBack(previousPath(nav, ORIGIN), '/event-list/')).toBe(false);
  });

  it('does not go back to another site, to nothing, or without the Navigation API', () => {
    expect(
      previousPath(navigation(['https://other.example/policy-list/', `${ORIGIN}/x/`], 1), ORIGIN),
    ).toBeUndefined();
    expect(previousPath(navigation([`${ORIGIN}/policy-details/a/`], 0), ORIGIN)).toBeUndefined();
    expect(previousPath(navigation([null, `${ORIGIN}/x/`], 1), ORIGIN)).toBeUndefined();
    expect(previousPath(undefined, ORIGIN)).toBeUndefined();
    expect(shouldGoBack(undefined, '/policy-list/')).toBe(false);
  });
});
