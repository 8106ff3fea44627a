import { optOutLink } from '../../mail/one-click.js';

/**
 * The one-click unsubscribe link every newsletter mail carries (RFC 8058, mail/one-click.ts):
 * a GET shows a page with a button, a provider's one-click POST unsubscribes without a page.
 */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe/';

/** The URL of a subscriber's unsubscribe page, `unsubscribe_token` in it. */
export function unsubscribeLink(publicBaseUrl: string, token: string): string {
  return optOutLink(publicBaseUrl, UNSUBSCRIBE_PATH, token);
}
