import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AgreementsSchema, type Agreements } from '../../../shared/account-fields.js';
import {
  SocialProviderSchema,
  type IntegrationRequired,
  type SocialProvider,
} from '../../../shared/contract/social-sign-in.js';
import type { SignedInAnswer } from '../../../shared/contract/user.js';
import type { Database } from '../../db/schema.js';
import type { CallContext } from '../../http/api.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { SessionService } from '../user/sessions.js';
import { createUser, findActiveUserByEmail } from '../user/user.repository.js';
import { Sealer } from './sealed-token.js';
import {
  SocialProviderError,
  type SocialIdentity,
  type SocialProviders,
} from './social-providers.js';
import { findUserIdByIdentity, linkIdentity, recordSignIn } from './social-sign-in.repository.js';

/** The sign-in's secrets travel in this cookie, sent back only to `user/create`. */
export const TRANSACTION_COOKIE = 'hyetaek-oauth';
const TRANSACTION_COOKIE_PATH = '/api/user/create';
/** Long enough to sign in at the provider (and create an account there), short enough to go stale. */
export const TRANSACTION_TTL_SECONDS = 600;
/** How long the account-integration question may stay open. */
export const LINK_TICKET_TTL_SECONDS = 600;

const TRANSACTION = 'social-sign-in transaction';
const LINK_TICKET = 'social-sign-in link ticket';

const TransactionSchema = z.object({
  provider: SocialProviderSchema,
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string().optional(),
  agreements: AgreementsSchema.optional(),
});

const LinkTicketSchema = z.object({
  userId: z.string(),
  clientKey: z.string(),
  identity: z.object({
    provider: SocialProviderSchema,
    subject: z.string(),
    email: z.string(),
    isEmailVerified: z.literal(true),
    name: z.string().nullable(),
  }),
});

export const socialSignInFailed = () => badRequest('social_sign_in_failed');

/**
 * Social sign-in (decision 010): starts authorization requests and completes them into a
 * session, a new account, or the account-integration question.
 */
export class SocialSignInService {
  private readonly sealer: Sealer;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      providers: SocialProviders;
      /** A key for this module alone (deriveKey of the service's secret, SEALING_KEY_PURPOSE). */
      sealingKey: Uint8Array;
      isSecureCookies: boolean;
      /** Signs the user in once the provider has vouched for them. */
      sessions: SessionService;
    },
  ) {
    this.sealer = new Sealer(deps.sealingKey);
  }

  enabledProviders(): SocialProvider[] {
    return this.deps.providers.enabled();
  }

  async start(
    input: { provider: SocialProvider; agreements?: Agreements | undefined },
    context: CallContext,
  ): Promise<{ authorization_url: string }> {
    const { providers } = this.deps;
    if (!providers.isEnabled(input.provider)) throw notFound('provider_not_found');
    const transaction = {
      provider: input.provider,
      state: oidc.randomState(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      ...(providers.isOidc(input.provider) ? { nonce: oidc.randomNonce() } : {}),
      ...(input.agreements ? { agreements: input.agreements } : {}),
    };
    const url = await this.withProvider(
      () => providers.authorizationUrl(input.provider, transaction),
      context,
    );
    context.reply.setCookie(
      TRANSACTION_COOKIE,
      this.sealer.seal(TRANSACTION, transaction, TRANSACTION_TTL_SECONDS),
      { ...this.transactionCookie(), maxAge: TRANSACTION_TTL_SECONDS },
    );
    return { authorization_url: url.href };
  }

  /**
   * Set and cleared with the same flags: a clearing header without `Secure` and `HttpOnly` is
   * one a browser may refuse (it would overwrite a Secure cookie) and one scanners flag.
   */
  private transactionCookie() {
    return {
      httpOnly: true,
      secure: this.deps.isSecureCookies,
      sameSite: 'lax' as const,
      path: TRANSACTION_COOKIE_PATH,
    };
  }

  /** `user/create` with what the provider sent back to /oauth/. */
  async complete(
    callback: { code: string; state: string; iss?: string | undefined },
    context: CallContext,
  ): Promise<SignedInAnswer | IntegrationRequired> {
    const sealed = context.request.cookies[TRANSACTION_COOKIE];
    // One use: whatever happens next, this sign-in's secrets are spent.
    context.reply.clearCookie(TRANSACTION_COOKIE, this.transactionCookie());
    const transaction = sealed
      ? this.sealer.open(TRANSACTION, sealed, TransactionSchema)
      : undefined;
    if (!transaction) {
      context.log.info('social sign-in without a live transaction cookie');
      throw socialSignInFailed();
    }
    if (callback.state !== transaction.state) {
      context.log.warn({ provider: transaction.provider }, 'social sign-in state mismatch');
      throw socialSignInFailed();
    }
    const identity = await this.withProvider(
      () =>
        this.deps.providers.identityFrom(
          transaction.provider,
          {
            code: callback.code,
            state: callback.state,
            ...(callback.iss ? { iss: callback.iss } : {}),
          },
          transaction,
        ),
      context,
    );
    return this.signInAs(identity, transaction.agreements, context);
  }

  /** `user/create` with `{link_ticket}`: the user confirmed account integration. */
  async confirmLink(ticket: string, context: CallContext): Promise<SignedInAnswer> {
    const { db } = this.deps;
    const link = this.sealer.open(LINK_TICKET, ticket, LinkTicketSchema);
    if (!link || link.clientKey !== context.clientKey) throw badRequest('link_ticket_invalid');
    // The account may have changed its e-mail or been deleted since the question was asked.
    const owner = await findActiveUserByEmail(db, link.identity.email);
    if (owner?.id !== link.userId) throw badRequest('link_ticket_invalid');
    const linkedTo = await linkIdentity(db, link.userId, link.identity);
    if (linkedTo !== link.userId) throw badRequest('link_ticket_invalid');
    return this.deps.sessions.start(context, link.userId);
  }

  private async signInAs(
    identity: SocialIdentity,
    agreements: Agreements | undefined,
    context: CallContext,
  ): Promise<SignedInAnswer | IntegrationRequired> {
    const { db } = this.deps;
    const knownUserId = await findUserIdByIdentity(db, identity.provider, identity.subject);
    if (knownUserId) {
      await recordSignIn(db, identity);
      return this.deps.sessions.start(context, knownUserId);
    }

    // Only an address the provider vouches for may join an existing account (decision 010).
    const owner =
      identity.email && identity.isEmailVerified
        ? await findActiveUserByEmail(db, identity.email)
        : undefined;
    if (owner && identity.email) {
      const ticket = this.sealer.seal(
        LINK_TICKET,
        { userId: owner.id, clientKey: context.clientKey, identity },
        LINK_TICKET_TTL_SECONDS,
      );
      return { integration: { ticket, email: identity.email, provider: identity.provider } };
    }

    if (!agreements) throw new AppError('consent_required');
    // An address the provider does not vouch for is not the account's e-mail: someone could
    // otherwise claim another person's address and keep them from signing up with it.
    const email = identity.isEmailVerified ? identity.email : null;
    let userId: string;
    try {
      userId = await db.transaction().execute(async (trx) => {
        const user = await createUser(trx, {
          email,
          passwordHash: null,
          name: identity.name,
          consents: agreements,
        });
        await linkIdentity(trx, user.id, identity);
        return user.id;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      context.log.error({ err: error, provider: identity.provider }, 'social sign-up failed');
      throw new AppError('social_sign_up_failed');
    }
    return this.deps.sessions.start(context, userId);
  }

  /** Provider trouble becomes the spec's sign-in error; the reason goes to the log only. */
  private async withProvider<T>(run: () => Promise<T>, context: CallContext): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof SocialProviderError)) throw error;
      context.log.warn({ err: error }, 'social sign-in refused');
      if (error.isUnavailable) throw new AppError('social_provider_unavailable');
      throw socialSignInFailed();
    }
  }
}
