import { CLIENT_KEY_COOKIE, COOKIE_MAX_AGE_SECONDS } from '../../shared/constants.js';
import { isSecureCookieEnv } from './app-env.js';
import { readCookie, writeCookie } from './cookies.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The anonymous client key (`hyetaek-ck`): a UUID kept 30 days and sent as X-Client-Key on every
 * call. The server sets it with the page; we make one if it is missing or damaged.
 */
export function clientKey(): string {
  const existing = readCookie(CLIENT_KEY_COOKIE);
  if (existing && UUID.test(existing)) return existing;
  const fresh = crypto.randomUUID();
  writeCookie(CLIENT_KEY_COOKIE, fresh, COOKIE_MAX_AGE_SECONDS, isSecureCookieEnv());
  return fresh;
}
