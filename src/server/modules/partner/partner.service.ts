import type { Kysely } from 'kysely';
import type { PartnerFields, PartnerPage } from '../../../shared/contract/partner.js';
import { recordOperatorAction } from '../../authorization/audit.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import {
  deletePartner,
  insertPartner,
  itemIdsByCid,
  partnerBySlug,
  partnerItemIds,
  replacePartnerItems,
  updatePartner,
  type PartnerRow,
} from './partner.repository.js';

/** At most this many chosen items on one page: a landing page, not a list. */
export const PARTNER_ITEMS_MAX = 48;

/** Why an operator's change of a partner was refused; nothing was written. */
export class PartnerChangeError extends Error {
  override name = 'PartnerChangeError';
  constructor(
    readonly reason: 'slug_taken' | 'unknown_partner' | 'unknown_items' | 'too_many_items',
    /** The slug, or the cids that are not in the catalogue. */
    readonly subject: string,
  ) {
    super(`${reason}: ${subject}`);
  }
}

/** Reads partner pages for everyone (`partner/read` and the page's server render). */
export class PartnerService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Presents the chosen items as list cards, exactly as the lists do. */
    private readonly catalogue: Pick<CatalogueService, 'pageItems'>,
  ) {}

  async read(slug: string): Promise<PartnerPage> {
    const row = await partnerBySlug(this.db, slug);
    if (!row) throw notFound();
    const { items } = await this.catalogue.pageItems(await partnerItemIds(this.db, row.id), []);
    return {
      partner: {
        slug: row.slug,
        name: { ko: row.name_ko, en: row.name_en },
        intro: { ko: row.intro_ko, en: row.intro_en },
        logo_url: row.logo_url,
      },
      items,
    };
  }
}

/*
 * Operators' changes (`npm run partner`, until an operator console exists): each in one
 * transaction with its audit record, which names no operator (the command line).
 */

const audit = (action: string, slug: string, detail: Record<string, unknown>) => ({
  actorId: null,
  action,
  resource: { type: 'partner_page' as const, id: slug },
  detail,
});

export function addPartner(db: Kysely<Database>, fields: PartnerFields): Promise<PartnerRow> {
  return db.transaction().execute(async (trx) => {
    const row = await insertPartner(trx, fields);
    if (!row) throw new PartnerChangeError('slug_taken', fields.slug);
    await recordOperatorAction(trx, audit('partner_create', fields.slug, { name: fields.name_ko }));
    return row;
  });
}

export function editPartner(
  db: Kysely<Database>,
  slug: string,
  changes: Partial<Omit<PartnerFields, 'slug'>>,
): Promise<PartnerRow> {
  return db.transaction().execute(async (trx) => {
    const row = await updatePartner(trx, slug, changes);
    if (!row) throw new PartnerChangeError('unknown_partner', slug);
    await recordOperatorAction(
      trx,
      audit('partner_update', slug, { fields: Object.keys(changes) }),
    );
    return row;
  });
}

/** Sets the partner's items to `cids` in that order (a repeated cid counts once). */
export function setPartnerItems(
  db: Kysely<Database>,
  slug: string,
  cids: readonly string[],
): Promise<string[]> {
  const chosen = [...new Set(cids)];
  if (chosen.length > PARTNER_ITEMS_MAX) {
    throw new PartnerChangeError('too_many_items', String(PARTNER_ITEMS_MAX));
  }
  return db.transaction().execute(async (trx) => {
    const partner = await partnerBySlug(trx, slug);
    if (!partner) throw new PartnerChangeError('unknown_partner', slug);
    const ids = await itemIdsByCid(trx, chosen);
    const missing = chosen.filter((cid) => !ids.has(cid));
    if (missing.length) throw new PartnerChangeError('unknown_items', missing.join(', '));
    await replacePartnerItems(
      trx,
      partner.id,
      chosen.map((cid) => ids.get(cid)!),
    );
    await recordOperatorAction(trx, audit('partner_items', slug, { cids: chosen }));
    return chosen;
  });
}

export function removePartner(db: Kysely<Database>, slug: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (!(await deletePartner(trx, slug))) throw new PartnerChangeError('unknown_partner', slug);
    await recordOperatorAction(trx, audit('partner_delete', slug, {}));
  });
}
