import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountTestClient, signUpBody, uniqueEmail } from '../test-support/account-client.js';
import { apiHeaders, createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The headers every kind of answer carries (issue 16), in production (HTTPS, so HSTS and Secure
 * cookies) and on a developer's machine: CSP, nosniff, the referrer policy, no X-Powered-By,
 * `no-store` wherever personal data or an API answer may be, the flags of every cookie the
 * server sets, and the same-origin guard of the calls that use the refresh cookie.
 */
const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_BASE_URL: 'https://hyetaek.example',
  NAVER_CLIENT_ID: 'naver-client',
  NAVER_CLIENT_SECRET: 'naver-secret',
  METRICS_TOKEN: 'a-metrics-token-for-tests-0123456789',
};

type Kind = { name: string; send: (t: TestApp) => Promise<LightMyRequestResponse> };

const get =
  (url: string, headers: Record<string, string> = {}) =>
  (t: TestApp) =>
    t.app.inject({ method: 'GET', url, headers });
const post = (path: string, method: string, body: unknown) => (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: apiHeaders(method),
    payload: JSON.stringify(body),
  });

const KINDS: Kind[] = [
  { name: 'HTML page', send: get('/') },
  { name: 'API success', send: post('policy/read', 'read_list', {}) },
  { name: 'API error', send: post('policy/read', 'read_detail', { cid: 7 }) },
  { name: 'API unknown path', send: post('no/such', 'read', {}) },
  { name: 'asset', send: get('/assets/app-Abc123.js') },
  { name: 'not-found page', send: get('/no-such-page/') },
  { name: '/healthz', send: get('/healthz') },
  { name: '/readyz', send: get('/readyz') },
  {
    name: '/metrics',
    send: get('/metrics', { authorization: `Bearer ${PRODUCTION.METRICS_TOKEN}` }),
  },
  { name: '/robots.txt', send: get('/robots.txt') },
];

function cookiesOf(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

function attributes(cookie: string) {
  const [pair = '', ...parts] = cookie.split(';').map((part) => part.trim());
  const flags = new Map(
    parts.map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.toLowerCase(), value] as const;
    }),
  );
  return { name: pair.slice(0, pair.indexOf('=')), flags };
}

describe.each([
  { where: 'production', env: PRODUCTION, isHttps: true },
  {
    where: 'a developer machine',
    env: { APP_ENV: 'local', METRICS_TOKEN: PRODUCTION.METRICS_TOKEN },
    isHttps: false,
  },
])('headers on $where', ({ env, isHttps }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it.each(KINDS)('$name carries the security headers', async ({ send }) => {
    const response = await send(t);
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    if (isHttps) {
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(csp).toContain('upgrade-insecure-requests');
    } else {
      // On plain HTTP (localhost) HSTS would pin the browser to an HTTPS that is not there.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps every API answer, health check and metric out of caches', async () => {
    for (const { name, send } of KINDS) {
      if (['HTML page', 'asset', 'not-found page', '/robots.txt'].includes(name)) continue;
      const response = await send(t);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('keeps signed-in answers out of caches, and pages revalidated', async () => {
    const client = new AccountTestClient(t.app);
    expect((await client.signUp({ email: uniqueEmail('headers') })).statusCode).toBe(200);
    for (const [path, body] of [
      ['user/read', {}],
      ['notification/read', {}],
      ['bookmark/read', {}],
    ] as const) {
      const response = await client.call(path, body);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
    // Pages hold no personal data (the signed-in parts come from the API) and are revalidated.
    const page = await t.app.inject({ method: 'GET', url: '/account/profile/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);
  });

  it('sets every cookie with the flags its use allows', async () => {
    const seen = new Map<string, Map<string, string>>();
    const keep = (response: LightMyRequestResponse) => {
      for (const cookie of cookiesOf(response)) {
        const { name, flags } = attributes(cookie);
        seen.set(
          `${name}${flags.get('max-age') === '0' || /1970/.test(flags.get('expires') ?? '') ? ' (cleared)' : ''}`,
          flags,
        );
      }
    };
    keep(await t.app.inject({ method: 'GET', url: '/' }));
    const client = new AccountTestClient(t.app);
    keep(await client.signUp({ email: uniqueEmail('cookies') }));
    keep(await client.call('user/delete', {}, { method: 'sign_out' }));
    if (isHttps) {
      keep(await client.call('oauth/create', { provider: 'naver' }));
      keep(await client.call('user/create', { code: 'c', state: 's' }, { method: 'create' }));
    }

    const expected: Record<string, { httpOnly: boolean; sameSite: string; path: string }> = {
      // The device's key: the browser's own code reads it to send X-Client-Key (not a credential).
      'hyetaek-ck': { httpOnly: false, sameSite: 'Lax', path: '/' },
      'hyetaek-rt': { httpOnly: true, sameSite: 'Strict', path: '/api/' },
      'hyetaek-rt (cleared)': { httpOnly: true, sameSite: 'Strict', path: '/api/' },
      ...(isHttps
        ? {
            // Lax: the provider's redirect back to /oauth/ is a top-level cross-site navigation.
            'hyetaek-oauth': { httpOnly: true, sameSite: 'Lax', path: '/api/user/create' },
            'hyetaek-oauth (cleared)': {
              httpOnly: true,
              sameSite: 'Lax',
              path: '/api/user/create',
            },
          }
        : {}),
    };
    expect([...seen.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [name, want] of Object.entries(expected)) {
      const flags = seen.get(name)!;
      expect(flags.has('httponly'), name).toBe(want.httpOnly);
      expect(flags.has('secure'), name).toBe(isHttps);
      expect(flags.get('samesite'), name).toBe(want.sameSite);
      expect(flags.get('path'), name).toBe(want.path);
    }
  });

  it('refuses the refresh cookie to another site', async () => {
    const client = new AccountTestClient(t.app);
    expect((await client.signUp({ email: uniqueEmail('csrf') })).statusCode).toBe(200);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      for (const [path, method, body] of [
        ['user/read', 'read', {}],
        ['user/delete', 'sign_out', {}],
        ['user/email-login', 'create', { email: 'a@example.com', password: 'kq7#Lmz!2vRt' }],
        ['user/email-signup', 'create', signUpBody({ email: uniqueEmail('forged') })],
      ] as const) {
        const response = await client.call(path, body, { method, headers, isAnonymous: true });
        expect(response.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json().error.code).toBe('cross_site_request');
      }
    }
    // The same request from the site itself renews the session.
    const own = await client.call(
      'user/read',
      {},
      {
        headers: {
          origin: isHttps ? 'https://hyetaek.example' : 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
        },
        isAnonymous: true,
      },
    );
    expect(own.statusCode).toBe(401);
    expect(own.json()).toMatchObject({ error: { code: 'token_expired' } });
    expect(own.json().access_token).toEqual(expect.any(String));
  });
});
