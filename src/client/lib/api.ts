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

/** Sends a client-side failure to the server log; never throws (logging must not fail a page). */
export function reportClientError(
  kind: 'screen_load_failed' | 'unexpected_error',
  error: unknown,
): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[${kind}]`, error);
  const detail = error instanceof Error ? error.stack?.slice(0, 4000) : undefined;
  api
    .call('log/create', {
      kind,
      message: message.slice(0, 2000),
      route: location.pathname.slice(0, 500),
      ...(detail ? { detail } : {}),
    })
    .catch(() => undefined);
}
