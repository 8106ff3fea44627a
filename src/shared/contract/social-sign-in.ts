import { z } from 'zod';
import { AgreementsSchema } from '../account-fields.js';
import { defineCall } from './define.js';
import { SignedInAnswerSchema } from './user.js';

/**
 * Social sign-in with Kakao, Naver and Google (decision 010). `oauth/read` names the providers this
 * deployment offers, `oauth/create` starts an authorization request (the browser then goes to the
 * provider), and `user/create` completes it when the provider sends the browser back to /oauth/.
 */

export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const oauthRead = defineCall({
  path: 'oauth/read',
  method: 'read',
  auth: 'none',
  summary:
    'The social sign-in providers this deployment offers, in display order (kakao, naver, google); a provider without its client id in the environment is not listed.',
  input: z.strictObject({}),
  output: z.object({ providers: z.array(SocialProviderSchema) }),
});

export const oauthCreate = defineCall({
  path: 'oauth/create',
  method: 'create',
  auth: 'none',
  summary:
    "Starts a social sign-in: answers the provider's authorization URL (code flow with PKCE S256, state, and a nonce for Kakao and Google) and keeps the request's secrets and the given consents in a sealed HttpOnly cookie for 10 minutes. `agreements` (terms and privacy true) are needed only if the account turns out to be new. An unconfigured provider is 404 provider_not_found.",
  input: z.strictObject({
    provider: SocialProviderSchema,
    // The consents given on the registration page: a new account cannot be made without them.
    agreements: AgreementsSchema.optional(),
  }),
  output: z.object({ authorization_url: z.string() }),
});

/** The parameters of the provider's redirect to /oauth/, as the page found them. */
const CallbackSchema = z.strictObject({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
  /** RFC 9207: providers that send it (Kakao, Google) must have it checked. */
  iss: z.string().max(2048).optional(),
});

const LinkConfirmationSchema = z.strictObject({
  /** The ticket of an integration answer, sent back when the user confirms linking. */
  link_ticket: z.string().min(1).max(4096),
});

/** A verified e-mail of a new social account belongs to an existing account: ask before linking. */
export const IntegrationRequiredSchema = z.object({
  integration: z.object({
    ticket: z.string(),
    email: z.string(),
    provider: SocialProviderSchema,
  }),
});
export type IntegrationRequired = z.output<typeof IntegrationRequiredSchema>;

export const userCreate = defineCall({
  path: 'user/create',
  method: 'create',
  auth: 'none',
  summary:
    "Completes a social sign-in with the code, state (and iss) the provider returned to /oauth/: checks them against the sign-in's cookie, exchanges the code and reads the identity. A known identity signs in; a new one whose provider-verified e-mail belongs to an account answers `integration` (a 10-minute ticket, no sign-in) and signing in after confirmation is `{link_ticket}`; otherwise a new account is made with the consents given at the start (403 consent_required without them). Signing in answers user, access_token and notifications and sets the refresh cookie. Failures: 400 social_sign_in_failed, 400 link_ticket_invalid, 502 social_provider_unavailable, 500 social_sign_up_failed.",
  input: z.union([CallbackSchema, LinkConfirmationSchema]),
  output: z.union([SignedInAnswerSchema, IntegrationRequiredSchema]),
});
