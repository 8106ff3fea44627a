import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';

/**
 * Naver Login as its developer documentation describes it (we cannot reach Naver from tests): plain
 * OAuth 2.0 without OpenID Connect. `/oauth2.0/authorize` sends the browser back with code and
 * state, `/oauth2.0/token` answers `{access_token, refresh_token, token_type: "bearer",
 * expires_in: "3600"}` (a string) and its errors with HTTP 200, and `/v1/nid/me` answers
 * `{resultcode: "00", message: "success", response: {id, email, name, nickname, …}}`.
 */

export interface NaverProfile {
  id: string;
  email?: string;
  name?: string;
  nickname?: string;
}

export const NAVER_CLIENT = { clientId: 'naver-loopback', clientSecret: 'naver-loopback-secret' };

export interface NaverMock {
  baseUrl: string;
  env: Record<string, string>;
  /** Token requests as received, for tests to check what we sent. */
  tokenRequests: URLSearchParams[];
  /** The next profile answer replaces the documented one (to test failure shapes). */
  nextProfileAnswer?: { status: number; body: unknown };
  /** Plays the browser: authorizes as this profile, returns where Naver sends the browser. */
  signIn(authorizationUrl: string | URL, profile: NaverProfile): Promise<URL>;
  close(): Promise<void>;
}

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export async function startNaverMock(options: { redirectUri: string }): Promise<NaverMock> {
  const codes = new Map<string, { profile: NaverProfile; state: string }>();
  const tokens = new Map<string, NaverProfile>();
  let signingInAs: NaverProfile | undefined;

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://naver.invalid');
      if (url.pathname === '/oauth2.0/authorize') {
        const q = url.searchParams;
        const isValid =
          q.get('response_type') === 'code' &&
          q.get('client_id') === NAVER_CLIENT.clientId &&
          q.get('redirect_uri') === options.redirectUri &&
          signingInAs !== undefined;
        if (!isValid) return json(response, 400, { error: 'invalid_request' });
        const code = crypto.randomBytes(12).toString('base64url');
        const state = q.get('state') ?? '';
        codes.set(code, { profile: signingInAs!, state });
        const back = new URL(options.redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', state);
        response.writeHead(302, { location: back.href });
        return void response.end();
      }
      if (url.pathname === '/oauth2.0/token') {
        const params = new URLSearchParams(
          request.method === 'POST' ? await bodyOf(request) : url.search,
        );
        mock.tokenRequests.push(params);
        const grant = codes.get(params.get('code') ?? '');
        codes.delete(params.get('code') ?? '');
        const isValid =
          grant !== undefined &&
          params.get('grant_type') === 'authorization_code' &&
          params.get('client_id') === NAVER_CLIENT.clientId &&
          params.get('client_secret') === NAVER_CLIENT.clientSecret &&
          params.get('state') === grant.state;
        // Naver answers its token errors with HTTP 200.
        if (!isValid) {
          return json(response, 200, {
            error: 'invalid_request',
            error_description: 'no valid data in session',
          });
        }
        const accessToken = crypto.randomBytes(24).toString('base64url');
        tokens.set(accessToken, grant.profile);
        return json(response, 200, {
          access_token: accessToken,
          refresh_token: crypto.randomBytes(24).toString('base64url'),
          token_type: 'bearer',
          expires_in: '3600',
        });
      }
      if (url.pathname === '/v1/nid/me') {
        if (mock.nextProfileAnswer) {
          const { status, body } = mock.nextProfileAnswer;
          delete mock.nextProfileAnswer;
          return json(response, status, body);
        }
        const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        const profile = tokens.get(token);
        if (!profile) {
          return json(response, 401, {
            resultcode: '024',
            message: 'Authentication failed / 인증에 실패했습니다.',
          });
        }
        return json(response, 200, {
          resultcode: '00',
          message: 'success',
          response: {
            profile_image: 'https://ssl.pstatic.net/static/pwe/address/img_profile.png',
            ...profile,
          },
        });
      }
      json(response, 404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mock: NaverMock = {
    baseUrl,
    env: {
      NAVER_CLIENT_ID: NAVER_CLIENT.clientId,
      NAVER_CLIENT_SECRET: NAVER_CLIENT.clientSecret,
      NAVER_AUTH_BASE_URL: baseUrl,
      NAVER_API_BASE_URL: baseUrl,
    },
    tokenRequests: [],
    async signIn(authorizationUrl, profile) {
      signingInAs = profile;
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      signingInAs = undefined;
      const location = response.headers.get('location');
      if (!location) throw new Error(`Naver mock refused the authorization: ${response.status}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return mock;
}
