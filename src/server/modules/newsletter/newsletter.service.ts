import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  NEWSLETTER_MARKETING_VERSION,
  NEWSLETTER_PRIVACY_VERSION,
  type stibeeCreate,
  type stibeeRead,
} from '../../../shared/contract/newsletter.js';
import { isLocale, type Locale } from '../../../shared/locale.js';
import type { Actor } from '../../authorization/index.js';
import type { Database, NewsletterSubscribersTable } from '../../db/schema.js';
import { notFound, tooManyRequests, unauthorized } from '../../http/app-error.js';
import { enqueue, type Outbox } from '../../jobs/outbox.js';
import { waitForSlot } from '../../jobs/pace.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RateLimiter, RateLimitRule } from '../../shared-state/rate-limiter.js';
import { confirmationMail } from './confirmation-mail.js';
import {
  accountEmail,
  accountOf,
  findByConfirmHash,
  findByEmail,
  findByEmailForUpdate,
  findByUnsubscribeToken,
  isConsentGranted,
  recordConsent,
  type ConsentSource,
} from './newsletter.repository.js';
import type { StibeeClient } from './stibee.js';
import { newMailLinkToken } from '../../mail/one-click.js';

type CreateInput = z.output<(typeof stibeeCreate)['input']>;
type Subscription = z.input<(typeof stibeeRead)['output']>;
type Subscriber = Selectable<NewsletterSubscribersTable>;

/** The outbox kinds: the confirmation mail, and bringing Stibee's list to an address's state. */
export const CONFIRM_MAIL_KIND = 'newsletter.confirm_mail';
export const STIBEE_SYNC_KIND = 'newsletter.stibee_sync';
/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
/**
 * Requests to Stibee, all instances together: one every 334 ms, 3 a second. The issue allows 5;
 * Stibee's own guide for API v1 says 3, and the margin keeps timer jitter under either.
 */
export const STIBEE_INTERVAL_MS = 334;
/** Confirmation mails an address may be sent: enough for a person, too few to flood anyone. */
export const SUBSCRIBE_ADDRESS_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 * 60 };

export const CONFIRM_PATH = '/newsletter/confirm/';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

export interface NewsletterServiceOptions {
  db: Kysely<Database>;
  outbox: Outbox;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  publicBaseUrl: string;
  /** Stibee's list, when STIBEE_API_KEY and STIBEE_LIST_ID are set; else only our own store. */
  stibee: StibeeClient | undefined;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * The newsletter's subscriptions (decision 024). Our own store always: one row per address,
 * `pending` until the mailed link is opened, then `active` until unsubscribed. Every grant and
 * withdrawal of consent goes into the ledger in the same transaction. Mails and Stibee requests go
 * through the outbox, so an SMTP server or a Stibee that is down loses nothing.
 */
export class NewsletterService {
  constructor(private readonly options: NewsletterServiceOptions) {
    options.outbox.handle(CONFIRM_MAIL_KIND, (payload) =>
      this.sendConfirmation(Number(payload.subscriber_id)),
    );
    if (options.stibee) {
      const stibee = options.stibee;
      options.outbox.handle(STIBEE_SYNC_KIND, (payload) =>
        this.syncStibee(stibee, String(payload.email)),
      );
    }
  }

  /**
   * Subscribes an address: a new, pending or unsubscribed one becomes pending with the consents
   * recorded; an active one stays as it is. Either way a confirmation link is mailed and the answer
   * is the same, so nobody learns whether an address was subscribed.
   */
  async subscribe(input: CreateInput, locale: Locale) {
    const { db, rateLimiter, outbox } = this.options;
    const email = input.email;
    const limit = await rateLimiter.hit(
      `newsletter/create:address:${email}`,
      SUBSCRIBE_ADDRESS_LIMIT,
    );
    if (!limit.isAllowed) throw tooManyRequests(limit.retryAfterSeconds);
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO newsletter_subscribers (email, locale, status, unsubscribe_token)
        VALUES (${email}, ${locale}, 'pending', ${newMailLinkToken()})
        ON CONFLICT (lower(email)) DO NOTHING`.execute(trx);
      const row = (await findByEmailForUpdate(trx, email))!;
      const userId = await accountOf(trx, email);
      if (row.status !== 'active') {
        await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'pending', locale, user_id: userId })
          .where('id', '=', row.id)
          .execute();
        await this.recordConsents(trx, {
          email,
          userId,
          source: input.source,
          newsletter: true,
          advertising: input.marketing_consent,
        });
      }
      await enqueue(trx, {
        kind: CONFIRM_MAIL_KIND,
        key: `newsletter.confirm:${row.id}:${randomUUID()}`,
        payload: { subscriber_id: row.id },
      });
    });
    outbox.kick();
    return { status: 'confirmation_sent' as const };
  }

  /** Opens a confirmation link. */
  async confirm(token: string) {
    const { db } = this.options;
    const result = await db.transaction().execute(async (trx) => {
      const row = await findByConfirmHash(trx, hashOf(token));
      if (!row || row.status === 'unsubscribed') return 'invalid' as const;
      if (row.status === 'active') return 'confirmed' as const;
      if (!row.confirm_expires_at || row.confirm_expires_at.getTime() < Date.now()) {
        return 'expired' as const;
      }
      const userId = await accountOf(trx, row.email);
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'active', confirmed_at: new Date(), unsubscribed_at: null, user_id: userId })
        .where('id', '=', row.id)
        .execute();
      await recordConsent(trx, {
        email: row.email,
        userId,
        purpose: 'newsletter',
        granted: true,
        textVersion: NEWSLETTER_PRIVACY_VERSION,
        source: 'confirm_link',
      });
      await this.syncLater(trx, row.email);
      return 'confirmed' as const;
    });
    this.options.outbox.kick();
    return { result };
  }

  /** Unsubscribes by the mail's token, or the signed-in member's own subscription. */
  async unsubscribe(actor: Actor, token: string | undefined, source: ConsentSource) {
    const { db } = this.options;
    await db.transaction().execute(async (trx) => {
      let row: Subscriber | undefined;
      if (token) {
        row = await findByUnsubscribeToken(trx, token);
        if (!row) throw notFound();
      } else {
        if (actor.kind !== 'user') throw unauthorized();
        row = await this.memberRow(trx, actor.id, true);
      }
      if (!row || row.status === 'unsubscribed') return;
      await trx
        .updateTable('newsletter_subscribers')
        .set({
          status: 'unsubscribed',
          unsubscribed_at: new Date(),
          confirm_token_hash: null,
          confirm_expires_at: null,
        })
        .where('id', '=', row.id)
        .execute();
      await this.withdraw(trx, row, source);
    });
    this.options.outbox.kick();
    return { status: 'unsubscribed' as const };
  }

  /** The member's subscription, by their account (linked, or their account's address). */
  async read(userId: string): Promise<Subscription> {
    const row = await this.memberRow(this.options.db, userId, false);
    if (!row) return { status: 'none', email: await accountEmail(this.options.db, userId) };
    return { status: row.status, email: row.email };
  }

  /**
   * A withdrawn member's subscription (decision 024): withdrawn in the ledger, the row deleted
   * and Stibee told to delete the address. The ledger's rows stay, unlinked from the account: they
   * are the proof of what was agreed and withdrawn, and when (정보통신망법 §50).
   */
  async forgetUser(trx: Kysely<Database>, userId: string): Promise<void> {
    const rows = await trx
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
    for (const row of rows) {
      if (row.status !== 'unsubscribed') await this.withdraw(trx, row, 'account_deletion', false);
      await trx.deleteFrom('newsletter_subscribers').where('id', '=', row.id).execute();
      if (row.confirmed_at) await this.syncLater(trx, row.email);
    }
    await trx
      .updateTable('consent_records')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
  }

  private async memberRow(db: Kysely<Database>, userId: string, isLocked: boolean) {
    const email = await accountEmail(db, userId);
    let query = db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where((eb) =>
        email
          ? eb.or([
              eb('user_id', '=', userId),
              eb(sql<string>`lower(email)`, '=', email.toLowerCase()),
            ])
          : eb('user_id', '=', userId),
      )
      // The account's own address first, then the newest linked one.
      .orderBy(sql`lower(email) = ${email?.toLowerCase() ?? ''}`, 'desc')
      .orderBy('id', 'desc')
      .limit(1);
    if (isLocked) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  private async recordConsents(
    trx: Transaction<Database>,
    change: {
      email: string;
      userId: string | null;
      source: ConsentSource;
      newsletter: boolean;
      advertising: boolean;
    },
  ) {
    const { email, userId, source } = change;
    await recordConsent(trx, {
      email,
      userId,
      purpose: 'newsletter',
      granted: change.newsletter,
      textVersion: NEWSLETTER_PRIVACY_VERSION,
      source,
    });
    // Advertising: a grant, or a withdrawal of an earlier grant; silence is neither.
    if (change.advertising || (await isConsentGranted(trx, email, 'advertising'))) {
      await recordConsent(trx, {
        email,
        userId,
        purpose: 'advertising',
        granted: change.advertising,
        textVersion: NEWSLETTER_MARKETING_VERSION,
        source,
      });
    }
  }

  /** Withdraws both consents of a row leaving the list (advertising only if it was granted). */
  private async withdraw(
    trx: Kysely<Database>,
    row: Subscriber,
    source: ConsentSource,
    isSynced = true,
  ) {
    await this.recordConsents(trx as Transaction<Database>, {
      email: row.email,
      userId: row.user_id,
      source,
      newsletter: false,
      advertising: false,
    });
    if (isSynced && row.confirmed_at) await this.syncLater(trx, row.email);
  }

  /** Stibee follows the address's state (whatever it is when the delivery runs). */
  private async syncLater(trx: Kysely<Database>, email: string) {
    if (!this.options.stibee) return;
    await enqueue(trx, {
      kind: STIBEE_SYNC_KIND,
      key: `newsletter.stibee:${randomUUID()}`,
      payload: { email },
    });
  }

  /**
   * The outbox's delivery of a confirmation mail: a new link each time (only its hash is kept),
   * so the newest mail's link is the one that works. Nothing for an address gone since.
   */
  private async sendConfirmation(subscriberId: number): Promise<void> {
    const { db, mailer, publicBaseUrl } = this.options;
    const token = newMailLinkToken();
    const row = await db
      .updateTable('newsletter_subscribers')
      .set({
        confirm_token_hash: hashOf(token),
        confirm_expires_at: sql<Date>`now() + make_interval(hours => ${CONFIRM_LINK_HOURS})`,
      })
      .where('id', '=', subscriberId)
      .where('status', '!=', 'unsubscribed')
      .returning(['email', 'locale'])
      .executeTakeFirst();
    if (!row) return;
    const link = `${publicBaseUrl}${CONFIRM_PATH}?token=${token}`;
    await mailer.send(
      confirmationMail({
        to: row.email,
        locale: isLocale(row.locale) ? row.locale : 'ko-KR',
        link,
        validHours: CONFIRM_LINK_HOURS,
      }),
    );
  }

  /** The outbox's delivery to Stibee: the address's state now, whichever change queued it. */
  private async syncStibee(stibee: StibeeClient, email: string): Promise<void> {
    const { db } = this.options;
    const row = await findByEmail(db, email);
    // Pending: not on Stibee's list yet, or unsubscribed there already.
    if (row?.status === 'pending') return;
    await waitForSlot(db, 'stibee', STIBEE_INTERVAL_MS);
    if (!row) return stibee.remove(email);
    if (row.status === 'unsubscribed') return stibee.unsubscribe(row.email);
    return stibee.subscribe(row.email, await isConsentGranted(db, row.email, 'advertising'));
  }
}
