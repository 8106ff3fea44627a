import type {
  IntegrationRequired,
  SignedInAnswer,
  SocialProvider,
} from '../../../shared/contract/index.js';
import { api } from '../../lib/api.js';
import { safeReturnTo } from '../auth/return-path.js';
import { useApiQuery } from '../../lib/query/use-query.js';

/**
 * The browser side of social sign-in (decision 010): which providers are offered, leaving for a
 * provider, and where to land afterwards.
 */

/** Kept across the trip to the provider (not under the session-state prefix, which pagehide clears). */
const RETURN_TO_KEY = 'hyetaek-oauth-return-to';

export type SocialSignInAnswer = SignedInAnswer | IntegrationRequired;

export function isIntegrationRequired(answer: SocialSignInAnswer): answer is IntegrationRequired {
  return 'integration' in answer;
}

/**
 * The providers this deployment offers: from the page's server-rendered data on the registration
 * and sign-in pages, else asked once per visit; undefined while asking, none after a failure
 * (no social buttons rather than broken ones; the next reader asks again).
 */
export function useSocialProviders(): SocialProvider[] | undefined {
  const { snapshot } = useApiQuery('oauth/read', {}, { freshMs: Number.POSITIVE_INFINITY });
  if (snapshot.status === 'failed') return [];
  return snapshot.data?.providers;
}

export interface StartOptions {
  /** Consents from the registration page; a new account is made only with them. */
  agreements?: { terms: true; privacy: true; marketing?: boolean } | undefined;
  returnTo?: string | undefined;
}

/** Asks the server for the provider's address (it keeps the request's secrets) and goes there. */
export async function startSocialSignIn(
  provider: SocialProvider,
  options: StartOptions = {},
): Promise<void> {
  const { authorization_url } = await api.call('oauth/create', {
    provider,
    ...(options.agreements ? { agreements: options.agreements } : {}),
  });
  try {
    sessionStorage.setItem(RETURN_TO_KEY, safeReturnTo(options.returnTo));
  } catch {
    // Without storage the user lands on home afterwards: a detour, not a failure.
  }
  window.location.assign(authorization_url);
}

/** Where the sign-in started (home when unknown). */
export function readReturnTo(): string {
  try {
    return safeReturnTo(sessionStorage.getItem(RETURN_TO_KEY));
  } catch {
    return '/';
  }
}

export function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** `user/create` with what the provider sent back to /oauth/. */
export function completeSocialSignIn(callback: {
  code: string;
  state: string;
  iss?: string;
}): Promise<SocialSignInAnswer> {
  return api.call('user/create', callback);
}

/** `user/create` after the user confirmed account integration. */
export async function confirmAccountIntegration(ticket: string): Promise<SignedInAnswer> {
  const answer = await api.call('user/create', { link_ticket: ticket });
  if (isIntegrationRequired(answer)) throw new Error('integration asked twice');
  return answer;
}
