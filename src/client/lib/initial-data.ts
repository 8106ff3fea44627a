/**
 * Data the server wrote into the page for its first view (a detail, the first page of a list), so
 * the first render needs no round trip. The server embeds
 * `<script id="initial-data" type="application/json">{"route", "input", "data"}</script>`; a screen
 * takes it once, only when it asks for the very same call and input, and fetches as usual after.
 */
const ELEMENT_ID = 'initial-data';

interface InitialData {
  route: string;
  input: unknown;
  data: unknown;
}

let initial: InitialData | undefined | null = null;

function read(): InitialData | undefined {
  if (initial !== null) return initial;
  initial = undefined;
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    initial = JSON.parse(element.textContent) as InitialData;
  } catch {
    initial = undefined;
  }
  element.remove();
  return initial;
}

/** Stable JSON for comparing inputs: keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export function takeInitialData<T>(route: string, input: unknown): T | undefined {
  const found = read();
  if (!found || found.route !== route || canonicalJson(found.input) !== canonicalJson(input)) {
    return undefined;
  }
  initial = undefined;
  return found.data as T;
}
