import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { SocialProvider } from '../shared/contract/social-sign-in.js';
import { CLIENT_BUILD_DIR } from './project-root.js';

export const APP_ENVS = ['production', 'staging', 'test', 'dev', 'local'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
      `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value), `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);
const integer = (min: number, max: number, fallback: number) =>
  z.string().default(String(fallback)).pipe(wholeNumber(min, max));

export type TrustProxy = false | number | string[];

/** An IPv4 or IPv6 address, with an optional CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  PORT: integer(0, 65535, 3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_MAX: integer(1, 200, 10),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  APP_ENV: z.enum(APP_ENVS).default('local'),
  PUBLIC_BASE_URL: optionalUrl(['http', 'https']),
  // The operators' spreadsheet web script the requests form forwards to (issue 14).
  REQUESTS_WEBHOOK_URL: optionalUrl(['http', 'https']),
  // Outgoing mail (newsletter, confirmations, reminders): smtp:// or smtps:// with credentials in
  // the URL; unset, mails are written to the log (development).
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  // The newsletter's Stibee list (issue 14): both set, subscriptions are mirrored to it.
  STIBEE_API_KEY: optionalText,
  STIBEE_LIST_ID: optionalText.refine(
    (value) => value === undefined || /^[0-9A-Za-z_-]{1,40}$/.test(value),
    'must be the list id from the address-book URL (digits)',
  ),
  STIBEE_API_BASE_URL: optionalUrl(['https', 'http']),
  MAIL_FROM: z.string().trim().min(3).max(200).default('청년혜택 <no-reply@hyetaek.kr>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): TrustProxy => {
      if (['false', '0', ''].includes(value)) return false;
      // One load balancer in front: the entry it appended, the rightmost, is the client.
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = value.split(',').map((part) => part.trim());
      if (addresses.every(isAddressOrRange)) return addresses;
      context.addIssue({
        code: 'custom',
        message:
          'false, a number of proxy hops, or proxy addresses (IPs or CIDR ranges, comma-separated)',
      });
      return z.NEVER;
    }),
  SHUTDOWN_GRACE_MS: integer(0, 120_000, 10_000),
  SHUTDOWN_DELAY_MS: wholeNumber(0, 120_000).optional(),
  MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000, 1_000),
  CLIENT_DIR: z.string().trim().min(1).optional(),
  // Accounts (decision 009): the key access tokens are signed with, and their lifetime in seconds.
  AUTH_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters (e.g. `openssl rand -base64 48`)',
  ),
  ACCESS_TOKEN_TTL: integer(1, 86_400, 900),
  // Prometheus metrics at /metrics for a scraper holding this bearer token; unset, no /metrics.
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters (e.g. `openssl rand -hex 32`)',
  ),
  // The recommendation survey's id (issue 13, product §9): each environment answers its own.
  SURVEY_ID: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9_.-]{1,100}$/.test(value),
    'must be 1 to 100 letters, digits, dots, dashes or underscores',
  ),
  // Social sign-in (decision 010): a provider is offered only when its client id is set.
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_ISSUER: optionalUrl(['https', 'http']),
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_AUTH_BASE_URL: optionalUrl(['https', 'http']),
  NAVER_API_BASE_URL: optionalUrl(['https', 'http']),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl(['https', 'http']),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Above this event-loop delay, calls answer 503 until the process catches up. */
  maxEventLoopDelayMs: number;
  redisUrl: string | undefined;
  /** Where inquiries are forwarded; unset, they are only stored. */
  requestsWebhookUrl: string | undefined;
  /** The SMTP server mail goes through; unset, mails are logged instead of sent. */
  smtpUrl: string | undefined;
  /** Stibee's list the subscriptions are mirrored to; unset, only our own store keeps them. */
  stibee: { apiKey: string; listId: string; baseUrl: string } | undefined;
  /** The From of every mail: a display name and an address. */
  mailFrom: string;
  appEnv: AppEnv;
  publicBaseUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /**
   * Which `X-Forwarded-For` entries to believe (issue 16): none, the last N hops (each proxy
   * appends the address it saw; the entries left of them are the client's own to write), or the
   * proxies' addresses.
   */
  trustProxy: TrustProxy;
  shutdownGraceMs: number;
  /**
   * After SIGTERM, how long the instance keeps serving with /readyz failing, so the load balancer
   * stops sending before the listener closes (5 s in production, none elsewhere by default).
   */
  shutdownDelayMs: number;
  /** The built client (index.html and assets/). */
  clientDir: string;
  /** Cookies carry `Secure` everywhere but on developer machines (product §10). */
  isSecureCookies: boolean;
  /**
   * Signs access tokens (and keys derived from it). Required in production; elsewhere unset means
   * one made up for the process (test) or kept under DATA_DIR (staging, dev, local).
   */
  authSecret: string | undefined;
  /** Lifetime of an access token in seconds (`ACCESS_TOKEN_TTL`). */
  accessTokenTtlSeconds: number;
  /** The bearer token a Prometheus scraper sends to read /metrics; unset, /metrics is not served. */
  metricsToken: string | undefined;
  /** The configured social sign-in providers (decision 010); unconfigured ones are absent. */
  socialProviders: SocialProviderConfigs;
  /**
   * The recommendation survey's id (`SURVEY_ID`, product §9): answers name it, and a submit for
   * another environment's survey is refused. Unset: `youth-match-<APP_ENV>`.
   */
  surveyId: string;
}

export interface SocialProviderConfig {
  clientId: string;
  /** Kakao may run without one (its "client secret" setting is optional); Naver and Google need it. */
  clientSecret: string | undefined;
  /** Kakao, Google: the OpenID Connect issuer whose discovery document is read. */
  issuer?: string;
  /** Naver (plain OAuth 2.0): where its authorize/token endpoints and its profile API live. */
  authBaseUrl?: string;
  apiBaseUrl?: string;
}
export type SocialProviderConfigs = Partial<Record<SocialProvider, SocialProviderConfig>>;

type Env = z.infer<typeof EnvSchema>;

/** Providers whose client id is set; a missing secret where the provider needs one is a problem. */
function socialProvidersOf(e: Env, problems: string[]): SocialProviderConfigs {
  const providers: SocialProviderConfigs = {};
  const needSecret = (name: string, secret: string | undefined) => {
    if (!secret) problems.push(`${name}_CLIENT_SECRET: required when ${name}_CLIENT_ID is set`);
  };
  if (e.KAKAO_CLIENT_ID) {
    providers.kakao = {
      clientId: e.KAKAO_CLIENT_ID,
      clientSecret: e.KAKAO_CLIENT_SECRET,
      issuer: e.KAKAO_ISSUER ?? 'https://kauth.kakao.com',
    };
  }
  if (e.NAVER_CLIENT_ID) {
    needSecret('NAVER', e.NAVER_CLIENT_SECRET);
    providers.naver = {
      clientId: e.NAVER_CLIENT_ID,
      clientSecret: e.NAVER_CLIENT_SECRET,
      authBaseUrl: e.NAVER_AUTH_BASE_URL ?? 'https://nid.naver.com',
      apiBaseUrl: e.NAVER_API_BASE_URL ?? 'https://openapi.naver.com',
    };
  }
  if (e.GOOGLE_CLIENT_ID) {
    needSecret('GOOGLE', e.GOOGLE_CLIENT_SECRET);
    providers.google = {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    };
  }
  return providers;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        // Connection URLs may carry passwords, and secrets are secret: name the variable only.
        const isSecret = name.endsWith('_URL') || name.endsWith('_SECRET');
        const shown = value === undefined || isSecret ? '' : ` (got ${JSON.stringify(value)})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  // Several instances must sign with one key, and a restart must not sign everyone out.
  if (!e.AUTH_SECRET && e.APP_ENV === 'production') {
    throw new ConfigError(['AUTH_SECRET: required when APP_ENV is production']);
  }
  const socialProblems: string[] = [];
  const socialProviders = socialProvidersOf(e, socialProblems);
  if (socialProblems.length) throw new ConfigError(socialProblems);
  if (Boolean(e.STIBEE_API_KEY) !== Boolean(e.STIBEE_LIST_ID)) {
    throw new ConfigError(['STIBEE_API_KEY and STIBEE_LIST_ID: set both, or neither']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    redisUrl: e.REDIS_URL,
    requestsWebhookUrl: e.REQUESTS_WEBHOOK_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stibee:
      e.STIBEE_API_KEY && e.STIBEE_LIST_ID
        ? {
            apiKey: e.STIBEE_API_KEY,
            listId: e.STIBEE_LIST_ID,
            baseUrl: (e.STIBEE_API_BASE_URL ?? 'https://api.stibee.com/v1').replace(/\/+$/, ''),
          }
        : undefined,
    appEnv: e.APP_ENV,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.APP_ENV === 'production' ? 5_000 : 0),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : CLIENT_BUILD_DIR,
    isSecureCookies: e.APP_ENV !== 'dev' && e.APP_ENV !== 'local',
    authSecret: e.AUTH_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    metricsToken: e.METRICS_TOKEN,
    socialProviders,
    surveyId: e.SURVEY_ID ?? `youth-match-${e.APP_ENV}`,
  };
}
