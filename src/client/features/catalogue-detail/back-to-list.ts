/**
 * Where "목록" goes. When the page before this one (in this tab) was the item's list, history
 * back, so the list comes back as it was left (its session restore and scroll position); else the
 * list's address, which restores the list's last query from session storage too.
 */

interface NavigationEntryLike {
  url: string | null;
  index: number;
}
interface NavigationLike {
  currentEntry: NavigationEntryLike | null;
  entries(): NavigationEntryLike[];
}

/** The same-origin path of the previous history entry, when the browser can tell (Navigation API). */
export function previousPath(
  navigation: NavigationLike | undefined,
  origin: string,
): string | undefined {
  const current = navigation?.currentEntry;
  if (!navigation || !current || current.index < 1) return undefined;
  const previous = navigation.entries()[current.index - 1];
  if (!previous?.url) return undefined;
  try {
    const url = new URL(previous.url);
    return url.origin === origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

export function shouldGoBack(previous: string | undefined, listPath: string): boolean {
  return previous === listPath;
}

/** The browser's previous entry, where the Navigation API exists (Chromium; newer Safari, Firefox). */
export function browserPreviousPath(): string | undefined {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  return previousPath(navigation, window.location.origin);
}
