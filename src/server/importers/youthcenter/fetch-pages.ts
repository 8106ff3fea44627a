import { readEnvelope, type YouthcenterRecord } from './normalize.js';

/** The 2025 온통청년 Open API, list mode (pageType 1 returns every field the importer reads). */
export const YOUTHCENTER_API_URL = 'https://www.youthcenter.go.kr/go/ythip/getPlcy';

export interface FetchPagesOptions {
  apiKey: string;
  /** Default YOUTHCENTER_API_URL; tests point it at a loopback server. */
  baseUrl?: string;
  /** Records per page; the API serves up to 100. */
  pageSize?: number;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Further attempts after a network error, a timeout, HTTP 429/5xx or a body that is not JSON. */
  retries?: number;
  /** First wait before a retry; doubled for each further one. */
  retryDelayMs?: number;
  onRetry?: (info: { pageNum: number; attempt: number; reason: string; waitMs: number }) => void;
  /** A guard against an endpoint that ignores pageNum and never runs dry. */
  maxPages?: number;
}

export interface PolicyPage {
  pageNum: number;
  records: YouthcenterRecord[];
  /** result.pagging.totCount; NaN when the page does not say. */
  total: number;
}

/** The API answered but refused, or kept failing: the run stops with this message. */
export class YouthcenterApiError extends Error {
  override name = 'YouthcenterApiError';
}

class RetryableError extends Error {}

/**
 * Pages through getPlcy until the API's totCount is reached or a page comes back empty. Errors
 * arrive with HTTP 200, so every page's resultCode is checked; a refusal stops at once, while
 * transient failures are retried with backoff. Messages never contain the request URL: it holds
 * the key.
 */
export async function* fetchPolicyPages(options: FetchPagesOptions): AsyncGenerator<PolicyPage> {
  const pageSize = options.pageSize ?? 100;
  const maxPages = options.maxPages ?? 1_000;
  let seen = 0;
  for (let pageNum = 1; pageNum <= maxPages; pageNum += 1) {
    const page = await fetchPage(options, pageNum, pageSize);
    if (page.records.length === 0) return;
    yield page;
    seen += page.records.length;
    const isLast = Number.isFinite(page.total)
      ? seen >= page.total
      : page.records.length < pageSize;
    if (isLast) return;
  }
  throw new YouthcenterApiError(
    `온통청년 API: still returning records after ${maxPages} pages; stopped`,
  );
}

async function fetchPage(
  options: FetchPagesOptions,
  pageNum: number,
  pageSize: number,
): Promise<PolicyPage> {
  try {
    return await attemptPage(options, pageNum, pageSize);
  } catch (error) {
    // An error page may echo the request, key included: the message must not carry it on.
    const message = error instanceof Error ? error.message : String(error);
    throw new YouthcenterApiError(
      options.apiKey ? message.replaceAll(options.apiKey, '[key]') : message,
    );
  }
}

async function attemptPage(
  options: FetchPagesOptions,
  pageNum: number,
  pageSize: number,
): Promise<PolicyPage> {
  const url = new URL(options.baseUrl ?? YOUTHCENTER_API_URL);
  url.searchParams.set('apiKeyNm', options.apiKey);
  url.searchParams.set('pageNum', String(pageNum));
  url.searchParams.set('pageSize', String(pageSize));
  url.searchParams.set('pageType', '1');
  url.searchParams.set('rtnType', 'json');

  const retries = options.retries ?? 3;
  const timeoutMs = options.timeoutMs ?? 30_000;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const body = await request(url, timeoutMs);
      let envelope;
      try {
        envelope = readEnvelope(body);
      } catch (error) {
        throw new YouthcenterApiError(
          `${error instanceof Error ? error.message : String(error)} (page ${pageNum})`,
        );
      }
      return { pageNum, ...envelope };
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      if (attempt >= retries) {
        throw new YouthcenterApiError(
          `온통청년 API: page ${pageNum} failed after ${attempt + 1} attempts: ${error.message}`,
        );
      }
      const waitMs = (options.retryDelayMs ?? 1_000) * 2 ** attempt;
      options.onRetry?.({ pageNum, attempt: attempt + 1, reason: error.message, waitMs });
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

async function request(url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    // undici puts the network cause (ECONNREFUSED, ECONNRESET…) under `cause`.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new RetryableError(
      timedOut
        ? `no answer within ${timeoutMs} ms`
        : `network error: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  if (response.status === 429 || response.status >= 500) {
    throw new RetryableError(`HTTP ${response.status}`);
  }
  if (!response.ok) {
    throw new YouthcenterApiError(`온통청년 API answered HTTP ${response.status}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    // A maintenance page served with 200 looks like this; it usually passes.
    throw new RetryableError(
      `the answer is not JSON (starts with ${JSON.stringify(text.slice(0, 40))})`,
    );
  }
}

/** Every record of every page, for `importRecords`; `onPage` sees each page as it arrives. */
export async function* fetchPolicyRecords(
  options: FetchPagesOptions,
  onPage?: (page: PolicyPage) => void,
): AsyncGenerator<YouthcenterRecord> {
  for await (const page of fetchPolicyPages(options)) {
    onPage?.(page);
    yield* page.records;
  }
}
