/**
 * Data the server wrote into the page for its first view (a detail, the first page of a list), so
 * the first render needs no round trip and matches the server's own rendering of the page. The
 * server embeds `<script id="initial-data" type="application/json">[{"route", "input", "data"}]</script>`;
 * the browser's query cache starts with these entries (see `createQueryCache`), as the server
 * render's own cache did.
 */
const ELEMENT_ID = 'initial-data';

export interface InitialData {
  route: string;
  input: unknown;
  data: unknown;
}

/** The page's embedded entries, read once (the element is removed after). */
export function readEmbeddedInitialData(): InitialData[] {
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return [];
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return (Array.isArray(parsed) ? parsed : [parsed]) as InitialData[];
  } catch {
    return [];
  }
}
