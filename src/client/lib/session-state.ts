/**
 * Session-stored page state (a list's last query, data, first filters and scroll), product §2.
 * Everything lives under one prefix so it can be cleared at once when the page is hidden or closed.
 */
const PREFIX = 'hyetaek:';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveSessionState<T>(key: string, value: T): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: restoring is a convenience, not a requirement.
  }
}

export function loadSessionState<T>(key: string): T | undefined {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function clearSessionState(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

/** Installs the clearing on `pagehide` and on `visibilitychange` to hidden. Call once at start. */
export function clearSessionStateWhenHidden(): void {
  window.addEventListener('pagehide', clearSessionState);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') clearSessionState();
  });
}
