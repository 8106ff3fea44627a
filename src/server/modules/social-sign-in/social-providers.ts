import * as oidc from 'openid-client';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/contract/social-sign-in.js';
import type { SocialProviderConfig, SocialProviderConfigs } from '../../config.js';

/** What a provider tells us about the person who signed in. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the account (OIDC `sub`, Naver's `response.id`). */
  subject: string;
  /** Lower-cased; null when the person did not share it. */
  email: string | null;
  /** True only when the provider itself says so (OIDC `email_verified`); Naver never does. */
  isEmailVerified: boolean;
  name: string | null;
}

/** The secrets of one authorization request, kept by the browser in a sealed cookie. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  /** OpenID Connect providers only. */
  nonce?: string | undefined;
}

/** Anything that went wrong talking to a provider; the reason goes to the log, never to the user. */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError';

  constructor(
    message: string,
    /** The provider could not be reached (as opposed to refusing what we sent). */
    readonly isUnavailable = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface ProviderProfile {
  isOidc: boolean;
  /** Kakao names its consent items; Google uses the standard scopes. Naver takes none. */
  scope?: string;
}

const PROFILES: Record<SocialProvider, ProviderProfile> = {
  kakao: { isOidc: true, scope: 'openid account_email profile_nickname' },
  google: { isOidc: true, scope: 'openid email profile' },
  naver: { isOidc: false },
};

const REQUEST_TIMEOUT_SECONDS = 10;

/** Naver's profile answer (developers.naver.com, 네이버 회원 프로필 조회 API). */
const NaverProfileAnswerSchema = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: z.string().min(1),
    email: z.string().optional(),
    name: z.string().optional(),
    nickname: z.string().optional(),
  }),
});

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Kakao and Google through OpenID Connect discovery, Naver as plain OAuth 2.0 with its profile
 * API; all with the authorization code flow, PKCE (S256) and state, and a nonce where there is an
 * ID token. Discovery happens on first use and is retried after a failure.
 */
export class SocialProviders {
  private readonly configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(
    private readonly configs: SocialProviderConfigs,
    /** Our one redirect URI, `${PUBLIC_BASE_URL}/oauth/`, registered with every provider. */
    readonly redirectUri: string,
  ) {}

  enabled(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.configs[provider] !== undefined);
  }

  isEnabled(provider: SocialProvider): boolean {
    return this.configs[provider] !== undefined;
  }

  isOidc(provider: SocialProvider): boolean {
    return PROFILES[provider].isOidc;
  }

  async authorizationUrl(provider: SocialProvider, checks: AuthorizationChecks): Promise<URL> {
    const configuration = await this.configuration(provider);
    const { scope } = PROFILES[provider];
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      response_type: 'code',
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      ...(scope ? { scope } : {}),
      ...(checks.nonce ? { nonce: checks.nonce } : {}),
    });
  }

  /**
   * Exchanges the code the provider sent back (checking state, nonce and PKCE) and reads who
   * signed in. `callback` holds the parameters of the provider's redirect to /oauth/.
   */
  async identityFrom(
    provider: SocialProvider,
    callback: Record<string, string>,
    checks: AuthorizationChecks,
  ): Promise<SocialIdentity> {
    const configuration = await this.configuration(provider);
    const callbackUrl = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(callback)) callbackUrl.searchParams.set(key, value);
    try {
      const isOidc = PROFILES[provider].isOidc;
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(isOidc ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
        },
        // Naver's token endpoint asks for the state again.
        isOidc ? undefined : { state: checks.state },
      );
      return isOidc
        ? await this.oidcIdentity(provider, configuration, tokens)
        : await this.naverIdentity(this.configs.naver!, configuration, tokens.access_token);
    } catch (error) {
      if (error instanceof SocialProviderError) throw error;
      throw new SocialProviderError(
        `${provider}: ${error instanceof Error ? error.message : String(error)}`,
        isNetworkFailure(error),
        { cause: error },
      );
    }
  }

  private async oidcIdentity(
    provider: SocialProvider,
    configuration: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<SocialIdentity> {
    const claims = tokens.claims();
    if (!claims) throw new SocialProviderError(`${provider}: no ID token`);
    // Kakao puts email_verified only in its userinfo answer; Google in both. Ask when we can.
    const userInfo = configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
      : {};
    const merged: Record<string, unknown> = { ...claims, ...userInfo };
    const email = textOrNull(merged.email)?.toLowerCase() ?? null;
    return {
      provider,
      subject: claims.sub,
      email,
      isEmailVerified: email !== null && merged.email_verified === true,
      name: textOrNull(merged.name) ?? textOrNull(merged.nickname),
    };
  }

  private async naverIdentity(
    config: SocialProviderConfig,
    configuration: oidc.Configuration,
    accessToken: string,
  ): Promise<SocialIdentity> {
    const response = await oidc.fetchProtectedResource(
      configuration,
      accessToken,
      new URL('/v1/nid/me', config.apiBaseUrl),
      'GET',
    );
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = NaverProfileAnswerSchema.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new SocialProviderError(
        `naver: profile answer ${response.status} ${JSON.stringify(body)?.slice(0, 200)}`,
      );
    }
    const profile = parsed.data.response;
    return {
      provider: 'naver',
      subject: profile.id,
      email: textOrNull(profile.email)?.toLowerCase() ?? null,
      // Naver's profile API does not say whether the address was verified.
      isEmailVerified: false,
      name: textOrNull(profile.name) ?? textOrNull(profile.nickname),
    };
  }

  private configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    const config = this.configs[provider];
    if (!config) throw new SocialProviderError(`${provider} is not configured`);
    let configuration = this.configurations.get(provider);
    if (!configuration) {
      configuration = this.createConfiguration(provider, config);
      // A failed discovery is tried again on the next sign-in, not remembered.
      configuration.catch(() => this.configurations.delete(provider));
      this.configurations.set(provider, configuration);
    }
    return configuration;
  }

  private async createConfiguration(
    provider: SocialProvider,
    config: SocialProviderConfig,
  ): Promise<oidc.Configuration> {
    const auth = config.clientSecret ? oidc.ClientSecretPost(config.clientSecret) : oidc.None();
    const base = PROFILES[provider].isOidc ? config.issuer! : config.authBaseUrl!;
    // Plain HTTP only for a provider on loopback (tests); everything real is HTTPS.
    const execute = isLoopback(base) ? [oidc.allowInsecureRequests] : [];
    if (PROFILES[provider].isOidc) {
      try {
        return await oidc.discovery(new URL(base), config.clientId, undefined, auth, {
          execute,
          timeout: REQUEST_TIMEOUT_SECONDS,
        });
      } catch (error) {
        throw new SocialProviderError(`${provider}: discovery failed`, true, { cause: error });
      }
    }
    const configuration = new oidc.Configuration(
      {
        issuer: base,
        authorization_endpoint: new URL('/oauth2.0/authorize', base).href,
        token_endpoint: new URL('/oauth2.0/token', base).href,
      },
      config.clientId,
      undefined,
      auth,
    );
    configuration.timeout = REQUEST_TIMEOUT_SECONDS;
    execute.forEach((run) => run(configuration));
    return configuration;
  }
}

function isNetworkFailure(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return (
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof Error && error.name === 'TimeoutError') ||
    (cause !== undefined && cause !== error && isNetworkFailure(cause))
  );
}
