import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Kakao and Google in
 * tests and browser journeys (decision 010). One issuer serves a client per provider; its login
 * page lists the accounts below as buttons (a test posts the same form), and has a form for an
 * account of the journey's own (subject, e-mail, verified or not).
 */

export interface LoopbackAccount {
  id: string;
  name: string;
  email?: string;
  isEmailVerified?: boolean;
}

export const LOOPBACK_ACCOUNTS = {
  /** A verified e-mail: may be linked to an existing account with the same address. */
  verified: {
    id: 'sub-verified',
    name: '김청년',
    email: 'verified@example.com',
    isEmailVerified: true,
  },
  /** The same kind of address, but the provider does not vouch for it: never linked. */
  unverified: {
    id: 'sub-unverified',
    name: '이청년',
    email: 'unverified@example.com',
    isEmailVerified: false,
  },
  /** No e-mail shared at all (Kakao lets users decline it). */
  noEmail: { id: 'sub-no-email', name: '박청년' },
} satisfies Record<string, LoopbackAccount>;

/** The loopback provider plays these providers; each gets its own client. */
export const LOOPBACK_CLIENTS = {
  kakao: { clientId: 'kakao-loopback', clientSecret: 'kakao-loopback-secret' },
  google: { clientId: 'google-loopback', clientSecret: 'google-loopback-secret' },
} as const;

export interface LoopbackOidcProvider {
  issuer: string;
  /** The environment that points our Kakao and Google at this provider. */
  env: Record<string, string>;
  /** Adds or replaces an account (tests give each case its own subject). */
  addAccount(account: LoopbackAccount): void;
  /**
   * Plays the browser: opens the authorization URL, signs in as the account on the login page
   * and returns the URL the provider sent the browser back to (our /oauth/ with code and state).
   */
  signIn(authorizationUrl: string | URL, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, accounts: Iterable<LoopbackAccount>): string {
  const buttons = [...accounts]
    .map(
      (a) =>
        `<li><button name="account" value="${escapeHtml(a.id)}">${escapeHtml(a.name)} ${escapeHtml(
          a.email ?? '(no e-mail)',
        )}</button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loopback sign-in</title></head>
<body><main><h1>Loopback provider</h1>
<form method="post" action="/interaction/${uid}/login"><ul>${buttons}</ul></form>
<form method="post" action="/interaction/${uid}/login"><fieldset><legend>Another account</legend>
<label>Subject <input name="sub" required></label>
<label>Name <input name="name" value="새청년"></label>
<label>E-mail <input name="email" type="email"></label>
<label><input name="email_verified" type="checkbox" checked> E-mail verified</label>
<button>Sign in as this account</button></fieldset></form>
<form method="post" action="/interaction/${uid}/abort"><button>Cancel sign-in</button></form>
</main></body></html>`;
}

async function formBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startLoopbackOidcProvider(options: {
  /** Our /oauth/ address, registered as every client's one redirect URI. */
  redirectUri: string;
  port?: number;
  accounts?: LoopbackAccount[];
}): Promise<LoopbackOidcProvider> {
  const accounts = new Map<string, LoopbackAccount>(
    (options.accounts ?? Object.values(LOOPBACK_ACCOUNTS)).map((a) => [a.id, a]),
  );
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const configuration: Configuration = {
    clients: Object.values(LOOPBACK_CLIENTS).map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [options.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    // Google's scopes and Kakao's own names for the same claims.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      account_email: ['email', 'email_verified'],
      profile_nickname: ['nickname'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          nickname: account.name,
          ...(account.email
            ? { email: account.email, email_verified: account.isEmailVerified ?? false }
            : {}),
        }),
      };
    },
    // First-party clients: consent is given at sign-in, as Kakao and Google do after the first time.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleOidc = provider.callback();

  server.on('request', (request, response) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(request.url ?? '');
    if (!match) return void handleOidc(request, response);
    void (async () => {
      try {
        const { uid } = await provider.interactionDetails(request, response);
        if (request.method === 'GET' && !match[2]) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return void response.end(loginPage(uid, accounts.values()));
        }
        if (match[2] === 'abort') {
          return await provider.interactionFinished(request, response, {
            error: 'access_denied',
            error_description: 'The user cancelled the sign-in',
          });
        }
        const form = await formBody(request);
        // A journey signs in as an account of its own: made here from the form's fields.
        const sub = form.get('sub');
        if (sub) {
          const email = form.get('email');
          accounts.set(sub, {
            id: sub,
            name: form.get('name') || sub,
            ...(email ? { email, isEmailVerified: form.get('email_verified') === 'on' } : {}),
          });
        }
        const accountId = sub || (form.get('account') ?? '');
        if (!accounts.has(accountId)) throw new Error(`unknown loopback account ${accountId}`);
        await provider.interactionFinished(request, response, { login: { accountId } });
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    })();
  });

  return {
    issuer,
    env: {
      KAKAO_CLIENT_ID: LOOPBACK_CLIENTS.kakao.clientId,
      KAKAO_CLIENT_SECRET: LOOPBACK_CLIENTS.kakao.clientSecret,
      KAKAO_ISSUER: issuer,
      GOOGLE_CLIENT_ID: LOOPBACK_CLIENTS.google.clientId,
      GOOGLE_CLIENT_SECRET: LOOPBACK_CLIENTS.google.clientSecret,
      GOOGLE_ISSUER: issuer,
    },
    addAccount: (account) => void accounts.set(account.id, account),
    signIn: (authorizationUrl, accountId) =>
      followSignIn(new URL(authorizationUrl), accountId, options.redirectUri),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Walks the provider's redirects with a cookie jar, posting the login form on its way. */
async function followSignIn(start: URL, accountId: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      await response.text();
      url = new URL(`${url.pathname}/login`, url);
      form = new URLSearchParams({ account: accountId });
      continue;
    }
    throw new Error(`loopback sign-in stopped at ${url.href}: ${response.status}`);
  }
  throw new Error('loopback sign-in: too many redirects');
}
