/**
 * Data the server wrote into the page for its first view (a detail, the first page of a list), so
 * the first render needs no round trip and matches the server's own rendering of the page. The
 * server embeds `<script id="initial-data" type="application/json">[{"route", "input", "data"}]</script>`;
 * a screen takes an entry once, only when it asks for the very same call and input, and fetches as
 * usual after. During a server render the entries are given by `provideInitialData`.
 */
const ELEMENT_ID = 'initial-data';

export interface InitialData {
  route: string;
  input: unknown;
  data: unknown;
}

let entries: InitialData[] | null = null;

function read(): InitialData[] {
  if (entries !== null) return entries;
  entries = [];
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return entries;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    entries = (Array.isArray(parsed) ? parsed : [parsed]) as InitialData[];
  } catch {
    entries = [];
  }
  element.remove();
  return entries;
}

/** The server render's data for the page being rendered (replaces any earlier page's). */
export function provideInitialData(given: InitialData[]): void {
  entries = [...given];
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
  const all = read();
  const wanted = canonicalJson(input);
  const index = all.findIndex((e) => e.route === route && canonicalJson(e.input) === wanted);
  if (index === -1) return undefined;
  const [found] = all.splice(index, 1);
  return found?.data as T;
}
