import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { requestCreate } from '../../../shared/contract/request.js';
import type { Locale } from '../../../shared/locale.js';
import type { Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { enqueue, type Outbox } from '../../jobs/outbox.js';
import { sendToSpreadsheet } from './spreadsheet.js';

type CreateRequest = z.output<(typeof requestCreate)['input']>;

/** The outbox kind of an inquiry on its way to the spreadsheet. */
export const FORWARD_KIND = 'contact_request.forward';

export interface RequestServiceOptions {
  db: Kysely<Database>;
  outbox: Outbox;
  /** The spreadsheet web script; unset, inquiries are only stored (and read with SQL). */
  webhookUrl: string | undefined;
  fetchImpl?: typeof fetch;
}

/**
 * Inquiries from the requests form (issue 14): stored, and in the same transaction put in the
 * outbox for the spreadsheet, so one that is down or refuses loses nothing. The submission id
 * makes a double submit one inquiry and one delivery.
 */
export class RequestService {
  constructor(private readonly options: RequestServiceOptions) {
    const { webhookUrl, fetchImpl } = options;
    if (webhookUrl) {
      options.outbox.handle(FORWARD_KIND, (payload) =>
        sendToSpreadsheet(webhookUrl, payload as Record<string, string>, fetchImpl),
      );
    }
  }

  async create(actor: Actor, input: CreateRequest, locale: Locale) {
    const { db, outbox, webhookUrl } = this.options;
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('contact_requests')
        .values({
          id: input.request_id,
          type: input.type,
          email: input.email,
          message: input.message,
          locale,
          user_id: actor.kind === 'user' ? actor.id : null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('created_at')
        .executeTakeFirst();
      if (!inserted || !webhookUrl) return;
      await enqueue(trx, {
        kind: FORWARD_KIND,
        key: `contact_request:${input.request_id}`,
        payload: {
          submission_id: input.request_id,
          type: input.type,
          email: input.email,
          message: input.message,
          locale,
          created_at: inserted.created_at.toISOString(),
        },
      });
    });
    if (webhookUrl) outbox.kick();
    return { request_id: input.request_id };
  }
}
