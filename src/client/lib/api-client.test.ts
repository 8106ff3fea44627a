import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DIAGNOSTIC_CALLS } from '../../shared/contract/diagnostics.js';
import type { ApiCalls } from '../../shared/contract/index.js';
import type { Locale } from '../../shared/locale.js';
import { registerDiagnosticCalls } from '../../server/modules/diagnostics/diagnostics.routes.js';
import { CLIENT_KEY, createTestApp, type TestApp } from '../../server/test-support/test-app.js';
import { ApiError, createApiClient } from './api-client.js';

type TestCalls = ApiCalls & typeof DIAGNOSTIC_CALLS;

/** The typed client against the real server over HTTP (Node's fetch), as the browser uses it. */
describe('api client', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ registerCalls: registerDiagnosticCalls });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  function client(options: { token?: string | null; locale?: Locale; fetch?: typeof fetch } = {}) {
    let token = options.token ?? null;
    const sent: Request[] = [];
    const api = createApiClient<TestCalls>({
      baseUrl,
      fetch: async (input, init) => {
        sent.push(new Request(input, init));
        return (options.fetch ?? fetch)(input, init);
      },
      getClientKey: () => CLIENT_KEY,
      getLocale: () => options.locale ?? 'ko-KR',
      tokens: { get: () => token, set: (fresh) => (token = fresh) },
      unexpectedMessage: () => 'ALERT',
    });
    return { api, sent, token: () => token };
  }

  it('stops waiting for an abandoned call at once, but lets its request finish', async () => {
    let finished = false;
    const { api, sent } = client({
      fetch: (input, init) =>
        fetch(input, init).then((response) => {
          finished = true;
          return response;
        }),
    });
    const controller = new AbortController();
    const call = api.call('diagnostics/slow#read', { ms: 300 }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(finished).toBe(false);
    // The answer (a renewed session's cookie, say) still arrives: the request was not cancelled.
    expect(sent[0]!.signal.aborted).toBe(false);
    await expect.poll(() => finished, { timeout: 3_000 }).toBe(true);
  });

  it('sends the contract headers and returns the data', async () => {
    const { api, sent } = client();
    await expect(
      api.call('log/create', { kind: 'unexpected_error', message: 'm', route: '/' }),
    ).resolves.toEqual({ logged: true });
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/log/create');
    expect(request.headers.get('x-method')).toBe('create');
    expect(request.headers.get('x-client-key')).toBe(CLIENT_KEY);
    expect(request.headers.get('accept-language')).toBe('ko-KR');
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('names multi-mode calls with path#method', async () => {
    const { api, sent } = client();
    await api.call('diagnostics/slow#read', { ms: 0 });
    expect(sent[0]!.headers.get('x-method')).toBe('read');
    expect(new URL(sent[0]!.url).pathname).toBe('/api/diagnostics/slow');
  });

  it('throws ApiError with the stable code and the message in the user language', async () => {
    const { api } = client({ locale: 'en-US' });
    const failure = await api
      .call('log/create', { kind: 'nope' } as never)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please check what you entered.',
    });
    expect((failure as ApiError).fields).toMatchObject({ route: 'This field is required.' });
  });

  it('stores a fresh access token from an error and retries once (product §4)', async () => {
    const { api, sent, token } = client({ token: 'expired' });
    await expect(
      api.call('diagnostics/token-probe#read', { accept_token: 'fresh' }),
    ).resolves.toEqual({ token: 'fresh' });
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer expired',
      'Bearer fresh',
    ]);
    expect(token()).toBe('fresh');
  });

  it('retries only once, then reports the failure, keeping the newest token', async () => {
    // A server that keeps answering token_expired: the client must not loop.
    const { api, sent, token } = client({
      token: 'a',
      fetch: async () =>
        new Response(
          JSON.stringify({ error: { code: 'token_expired', message: 'x' }, access_token: 'b' }),
          { status: 401 },
        ),
    });
    const failure = await api
      .call('diagnostics/token-probe#read', { accept_token: 'z' })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'token_expired', status: 401 });
    expect(sent).toHaveLength(2);
    // The session stands (its cookie moved on): the next call goes with the newest token.
    expect(token()).toBe('b');
  });

  it('turns a network failure or a non-JSON answer into the ALERT message', async () => {
    const down = createApiClient<TestCalls>({
      baseUrl: 'http://127.0.0.1:1',
      getClientKey: () => CLIENT_KEY,
      getLocale: () => 'ko-KR',
      tokens: { get: () => null, set: () => {} },
      unexpectedMessage: () => 'ALERT',
    });
    await expect(
      down.call('log/create', { kind: 'unexpected_error', message: 'm', route: '/' }),
    ).rejects.toMatchObject({
      code: 'network_error',
      message: 'ALERT',
    });
    const { api } = client({
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });
    await expect(api.call('diagnostics/slow#read', { ms: 0 })).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
      message: 'ALERT',
    });
  });

  it('counts an answer cut off after its status as no answer, not as the status', async () => {
    // The page reloaded while a renewal's 401 came in: the browser drops the body. A 401 taken
    // at its word would count as a refused session and sign the reader out of every page after.
    const { api } = client({
      fetch: async () => {
        const cutOff = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"error":{"code":"token_exp'));
            stream.error(new TypeError('network error'));
          },
        });
        return new Response(cutOff, { status: 401 });
      },
    });
    await expect(api.call('user/read', {})).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'ALERT',
    });
  });

  it('on a signed-in page without a token, one call renews it and the others wait and use it', async () => {
    let token: string | null = null;
    let releaseRenewal: () => void = () => undefined;
    const renewalHeld = new Promise<void>((resolve) => (releaseRenewal = resolve));
    const sentWith: (string | null)[] = [];
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const api = createApiClient<TestCalls>({
      fetch: async (_input, init) => {
        const auth = new Headers(init?.headers).get('authorization');
        sentWith.push(auth);
        if (auth === null) {
          await renewalHeld;
          return json(401, {
            error: { code: 'token_expired', message: 'x' },
            access_token: 'fresh',
          });
        }
        return json(200, { data: { ok: true } });
      },
      getClientKey: () => CLIENT_KEY,
      getLocale: () => 'ko-KR',
      tokens: { get: () => token, set: (fresh) => (token = fresh) },
      unexpectedMessage: () => 'ALERT',
      hasSession: () => true,
    });
    const calls = [1, 2, 3].map(() => api.call('user/read', {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Only the first went out: the others wait for its token.
    expect(sentWith).toEqual([null]);
    releaseRenewal();
    await Promise.all(calls);
    expect(sentWith).toEqual([null, 'Bearer fresh', 'Bearer fresh', 'Bearer fresh']);
  });
});
