import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PartnerFields } from '../../../shared/contract/partner.js';
import type { Database, PartnersTable } from '../../db/schema.js';

export type PartnerRow = Selectable<PartnersTable>;

export function partnerBySlug(db: Kysely<Database>, slug: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function allPartners(db: Kysely<Database>): Promise<(PartnerRow & { items: number })[]> {
  return db
    .selectFrom('partners')
    .selectAll('partners')
    .select((eb) =>
      eb
        .selectFrom('partner_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('partner_items.partner_id', '=', 'partners.id')
        .as('items'),
    )
    .orderBy('slug')
    .execute() as Promise<(PartnerRow & { items: number })[]>;
}

/** The catalogue ids of the partner's items, in its order. */
export async function partnerItemIds(db: Kysely<Database>, partnerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('partner_items')
    .select('item_id')
    .where('partner_id', '=', partnerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.item_id);
}

/** The catalogue ids of `cids`, by cid; a cid that is not in the catalogue is missing. */
export async function itemIdsByCid(
  db: Kysely<Database>,
  cids: readonly string[],
): Promise<Map<string, number>> {
  if (cids.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalogue_items')
    .select(['id', 'cid'])
    .where('cid', 'in', [...cids])
    .execute();
  return new Map(rows.map((row) => [row.cid, row.id]));
}

export async function insertPartner(
  trx: Transaction<Database>,
  fields: PartnerFields,
): Promise<PartnerRow | undefined> {
  return trx
    .insertInto('partners')
    .values(fields)
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updatePartner(
  trx: Transaction<Database>,
  slug: string,
  changes: Partial<Omit<PartnerFields, 'slug'>>,
): Promise<PartnerRow | undefined> {
  return trx
    .updateTable('partners')
    .set({ ...changes, updated_at: new Date() })
    .where('slug', '=', slug)
    .returningAll()
    .executeTakeFirst();
}

/** Replaces the partner's items with `itemIds`, in that order. */
export async function replacePartnerItems(
  trx: Transaction<Database>,
  partnerId: number,
  itemIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('partner_items').where('partner_id', '=', partnerId).execute();
  if (itemIds.length === 0) return;
  await trx
    .insertInto('partner_items')
    .values(
      itemIds.map((itemId, position) => ({ partner_id: partnerId, item_id: itemId, position })),
    )
    .execute();
}

export async function deletePartner(trx: Transaction<Database>, slug: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('partners').where('slug', '=', slug).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
