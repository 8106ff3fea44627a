import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` whenever `key` changes and keeps only the answer for the latest key. For code and
 * static content loaded on demand; API data goes through the query layer (lib/query/, decision 014).
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { status: 'loading' },
  });
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (value) => isCurrent && setState({ key, loaded: { status: 'ready', value } }),
      (error: unknown) => isCurrent && setState({ key, loaded: { status: 'failed', error } }),
    );
    return () => {
      isCurrent = false;
    };
    // `load` is recreated on each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
