import path from 'node:path';
import { z } from 'zod';
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

const integer = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value), `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

const EnvSchema = z.object({
  PORT: integer(0, 65535, 3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_MAX: integer(1, 200, 10),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  APP_ENV: z.enum(APP_ENVS).default('local'),
  PUBLIC_BASE_URL: optionalUrl(['http', 'https']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  SHUTDOWN_GRACE_MS: integer(0, 120_000, 10_000),
  MAX_EVENT_LOOP_DELAY_MS: integer(100, 60_000, 1_000),
  CLIENT_DIR: z.string().trim().min(1).optional(),
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
  appEnv: AppEnv;
  publicBaseUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownGraceMs: number;
  /** The built client (index.html and assets/). */
  clientDir: string;
  /** Cookies carry `Secure` everywhere but on developer machines (DESIGN §1). */
  isSecureCookies: boolean;
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
        // Connection URLs may carry passwords: name the variable, never echo its value.
        const isSecret = name.endsWith('_URL');
        const shown = value === undefined || isSecret ? '' : ` (got ${JSON.stringify(value)})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    redisUrl: e.REDIS_URL,
    appEnv: e.APP_ENV,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : CLIENT_BUILD_DIR,
    isSecureCookies: e.APP_ENV !== 'dev' && e.APP_ENV !== 'local',
  };
}
