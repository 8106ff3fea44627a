/**
 * The operators' spreadsheet web script (a Google Apps Script web app): it takes a form-encoded
 * POST, answers 302 to the page with its result, and reports its own failures as HTTP 200 HTML.
 * So: the POST is sent once, a redirect is followed with GET only (a second POST would add the
 * row twice), and only a final 200 whose body is the script's JSON `{"ok": true}` is a success.
 * Anything else throws, and the outbox tries again later with the same submission id, which the
 * sheet uses to drop a row it already has.
 */

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 10_000;

export class SpreadsheetRefusal extends Error {}

export async function sendToSpreadsheet(
  url: string,
  fields: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  for (let hops = 0; isRedirect(response.status); hops += 1) {
    const location = response.headers.get('location');
    if (!location || hops === MAX_REDIRECTS) {
      throw new SpreadsheetRefusal(`redirect ${response.status} without a usable location`);
    }
    response = await fetchImpl(new URL(location, response.url || url), {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }
  const body = await response.text();
  if (response.status !== 200) throw new SpreadsheetRefusal(`HTTP ${response.status}`);
  if (!isOk(body)) throw new SpreadsheetRefusal(`not the script's success: ${body.slice(0, 120)}`);
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

function isOk(body: string): boolean {
  try {
    return (JSON.parse(body) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}
