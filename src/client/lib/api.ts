import { SIGNED_FLAG_COOKIE } from '../../shared/constants.js';
import { currentLocale, t } from '../i18n/index.js';
import { accessTokenStore } from './access-token.js';
import { createApiClient } from './api-client.js';
import { clientKey } from './client-key.js';
import { readCookie } from './cookies.js';

/** The one API client of the app. */
export const api = createApiClient({
  getClientKey: clientKey,
  getLocale: currentLocale,
  tokens: accessTokenStore,
  unexpectedMessage: () => t('errors.alert'),
  hasSession: () => readCookie(SIGNED_FLAG_COOKIE) !== undefined,
});

/**
 * Sends a client-side failure to the server log; never throws (logging must not fail a page).
 * `componentStack` is React's, where it gives one: a hydration mismatch's own stack says only
 * that React noticed, the components say where.
 */
export function reportClientError(
  kind: 'screen_load_failed' | 'unexpected_error',
  error: unknown,
  componentStack?: string,
): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[${kind}]`, error);
  const stack = error instanceof Error ? error.stack : undefined;
  const detail = [componentStack && `components:${componentStack}`, stack]
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000);
  api
    .call('log/create', {
      kind,
      message: message.slice(0, 2000),
      route: location.pathname.slice(0, 500),
      ...(detail ? { detail } : {}),
    })
    .catch(() => undefined);
}
