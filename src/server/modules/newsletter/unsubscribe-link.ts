/**
 * The one-click unsubscribe link every newsletter mail carries (RFC 8058). The token alone
 * authorizes: a GET of the link shows a page with a button, a POST with the body
 * `List-Unsubscribe=One-Click` (what mail providers send) unsubscribes without a page.
 */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe/';

/** The https (in production) URL of a subscriber's unsubscribe page, `unsubscribe_token` in it. */
export function unsubscribeLink(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The headers that let a mail provider show its own "unsubscribe" button (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(
  publicBaseUrl: string,
  token: string,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } {
  return {
    'List-Unsubscribe': `<${unsubscribeLink(publicBaseUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
