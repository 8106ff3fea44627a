import { isAbortError } from './query/query-cache.js';
import { parseRouteKey } from '../../shared/contract/define.js';
import type { ApiCalls, CallMap, RouteInput, RouteOutput } from '../../shared/contract/index.js';
import type { ErrorEnvelope } from '../../shared/errors.js';
import type { Locale } from '../../shared/locale.js';

/** A failed call: the server's stable code and its message in the user's language. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

// Defined by the data layer, which gives requests up (latest wins); a caller's single import.
export { isAbortError };

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
}

export interface ApiClientOptions {
  /** Origin of the API; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getClientKey(): string;
  getLocale(): Locale;
  tokens: TokenStore;
  /** Message for failures that carry none of their own (network down, a proxy's HTML page). */
  unexpectedMessage(): string;
  /**
   * Whether a sign-in session may stand behind the page (the signed flag): then a call without a
   * token may come back with one, and the calls made meanwhile wait for it (see `call`).
   */
  hasSession?(): boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

// The error envelope is checked by hand: zod would cost every page ~50 KB of JavaScript.
function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export interface ApiClient<M extends CallMap = ApiCalls> {
  /** `call('log/create', input)`: POST /api/log/create with X-Method: create. */
  call<R extends keyof M & string>(
    route: R,
    input: RouteInput<M, R>,
    options?: CallOptions,
  ): Promise<RouteOutput<M, R>>;
}

export function createApiClient<M extends CallMap = ApiCalls>(
  options: ApiClientOptions,
): ApiClient<M> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  // The call that is trading the refresh cookie for a token (a signed-in page's first calls all
  // lack one). The others wait for it and go with its token: one renewal a page, not one a call.
  let tokenRenewal: Promise<void> | undefined;

  async function send(route: string, input: unknown, signal: AbortSignal | undefined) {
    const { path, method } = parseRouteKey(route);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-method': method,
      'x-client-key': options.getClientKey(),
      'accept-language': options.getLocale(),
    };
    const token = options.tokens.get();
    if (token) headers.authorization = `Bearer ${token}`;
    // The request itself is never cancelled, only no longer waited for: any answer may renew the
    // session and rotate the refresh cookie, and a request cancelled before its answer arrived
    // leaves the browser holding the spent cookie, whose next use ends the session as a replay.
    const request = fetchImpl(`${options.baseUrl ?? ''}/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input ?? {}),
      credentials: 'same-origin',
    });
    try {
      return await (signal ? untilAborted(request, signal) : request);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(0, 'network_error', options.unexpectedMessage());
    }
  }

  /**
   * The answer's JSON; undefined for a body that is not JSON (a proxy's HTML page). A body cut
   * off on the way (the page left or reloaded after the status line came: the browser drops the
   * rest) is no answer, as a request that never reached the server: its status says nothing,
   * and a 401 read as a refusal would sign the reader out of every page after (a journey saw it).
   */
  async function readBody(response: Response): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(0, 'network_error', options.unexpectedMessage());
    }
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  async function call<R extends keyof M & string>(
    route: R,
    input: RouteInput<M, R>,
    callOptions: CallOptions = {},
  ): Promise<RouteOutput<M, R>> {
    for (let attempt = 0; ; attempt += 1) {
      while (tokenRenewal && options.tokens.get() === null) await tokenRenewal;
      let renewed: (() => void) | undefined;
      if (options.tokens.get() === null && options.hasSession?.()) {
        tokenRenewal = new Promise<void>((resolve) => (renewed = resolve));
      }
      try {
        const response = await send(route, input, callOptions.signal);
        const body = await readBody(response);
        if (response.ok && body && typeof body === 'object' && 'data' in body) {
          return (body as { data: RouteOutput<M, R> }).data;
        }
        if (!isErrorEnvelope(body)) {
          throw new ApiError(response.status, 'internal_error', options.unexpectedMessage());
        }
        // Product §4: an error that carries a new access token stores it and retries once. A
        // retry that came too late for the new token (a slow device) is answered with another:
        // it is stored too, for the next call, since the session stands and its cookie moved on.
        const freshToken = body.access_token;
        if (typeof freshToken === 'string' && freshToken !== '') {
          options.tokens.set(freshToken);
          if (attempt === 0) continue;
        }
        const { code, message, fields } = body.error;
        throw new ApiError(response.status, code, message, fields);
      } finally {
        if (renewed) {
          tokenRenewal = undefined;
          renewed();
        }
      }
    }
  }

  return { call };
}

/** `work`'s answer, or an AbortError as soon as `signal` aborts (the work itself goes on). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {}); // an answer nobody waits for any more may fail unseen
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was abandoned.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
