import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, PGlite under ./data, local environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.appEnv).toBe('local');
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.isSecureCookies).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      APP_ENV: 'production',
      PUBLIC_BASE_URL: 'https://hyetaek.kr/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      AUTH_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL: '600',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/app',
      redisUrl: 'redis://cache:6379',
      appEnv: 'production',
      publicBaseUrl: 'https://hyetaek.kr',
      logLevel: 'warn',
      trustProxy: 1,
      isSecureCookies: true,
      authSecret: 'x'.repeat(40),
      accessTokenTtlSeconds: 600,
    });
  });

  it('signs access tokens for 900 seconds unless ACCESS_TOKEN_TTL says otherwise', () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(900);
    expect(loadConfig({ ACCESS_TOKEN_TTL: '2' }).accessTokenTtlSeconds).toBe(2);
    expect(problems({ ACCESS_TOKEN_TTL: '0' })[0]).toMatch(/^ACCESS_TOKEN_TTL: must be between 1/);
  });

  it('names the survey per environment unless SURVEY_ID says otherwise', () => {
    expect(loadConfig({}).surveyId).toBe('youth-match-local');
    expect(loadConfig({ APP_ENV: 'staging' }).surveyId).toBe('youth-match-staging');
    expect(loadConfig({ SURVEY_ID: ' match-2026.v1 ' }).surveyId).toBe('match-2026.v1');
    expect(problems({ SURVEY_ID: 'two words' })[0]).toMatch(/^SURVEY_ID: must be 1 to 100/);
  });

  it('needs AUTH_SECRET in production, and a long one, never echoed', () => {
    expect(problems({ APP_ENV: 'production' })).toEqual([
      'AUTH_SECRET: required when APP_ENV is production',
    ]);
    expect(loadConfig({ APP_ENV: 'staging' }).authSecret).toBeUndefined();
    const [problem] = problems({ AUTH_SECRET: 'short-secret' });
    expect(problem).toMatch(/^AUTH_SECRET: must be at least 32 characters/);
    expect(problem).not.toContain('short-secret');
  });

  it.each(['dev', 'local'])('leaves cookies without Secure only in %s', (env) => {
    expect(loadConfig({ APP_ENV: env }).isSecureCookies).toBe(false);
  });

  it('names each bad variable and what it must be', () => {
    const found = problems({
      PORT: 'abc',
      APP_ENV: 'prod',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
    });
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/^PORT: must be a whole number .* \(got "abc"\)$/);
    expect(found.some((p) => p.startsWith('APP_ENV:') && p.includes('"prod"'))).toBe(true);
    expect(found.some((p) => p.startsWith('LOG_LEVEL:'))).toBe(true);
    expect(found.some((p) => p.startsWith('TRUST_PROXY:'))).toBe(true);
    expect(problems({ PORT: '70000' })[0]).toMatch(/^PORT: must be between 0 and 65535/);
  });

  it('reads TRUST_PROXY as off, a number of hops, or the proxies’ addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7, ::1')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/^TRUST_PROXY:/);
    expect(problems({ TRUST_PROXY: 'lb.internal' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('never echoes connection URLs, which may hold passwords', () => {
    const [problem] = problems({ DATABASE_URL: 'mysql://root:secret@db/app' });
    expect(problem).toMatch(/^DATABASE_URL: must be a URL starting with postgres:\/\//);
    expect(problem).not.toContain('secret');
    expect(problems({ REDIS_URL: 'http://x' })[0]).toMatch(/^REDIS_URL:/);
  });

  it('treats an empty URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });
});
