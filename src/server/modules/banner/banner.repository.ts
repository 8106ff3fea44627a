import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { BannerPlacement } from '../../../shared/contract/banner.js';
import type { Locale } from '../../../shared/locale.js';
import type { BannersTable, Database } from '../../db/schema.js';

export type BannerRow = Selectable<BannersTable>;
export type NewBanner = Omit<Insertable<BannersTable>, 'request_id'>;
export type BannerChange = Updateable<BannersTable>;

/** The banners a reader sees at `placement` in `locale` at `now`: on, within schedule, in order. */
export function shownBanners(
  db: Kysely<Database>,
  placement: BannerPlacement,
  locale: Locale,
  now: Date,
): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('placement', '=', placement)
    .where('locale', '=', locale)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function allBanners(db: Kysely<Database>): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .selectAll()
    .orderBy('placement')
    .orderBy('locale')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function bannerForUpdate(
  trx: Transaction<Database>,
  id: number,
): Promise<BannerRow | undefined> {
  return trx.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts a banner; a repeated `requestId` inserts nothing and answers the banner it made. */
export async function insertBanner(
  trx: Transaction<Database>,
  fields: NewBanner,
  requestId: string,
): Promise<{ row: BannerRow; isNew: boolean }> {
  const inserted = await trx
    .insertInto('banners')
    .values({ ...fields, request_id: requestId })
    .onConflict((conflict) => conflict.column('request_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, isNew: true };
  const existing = await trx
    .selectFrom('banners')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { row: existing, isNew: false };
}

export function updateBanner(
  trx: Transaction<Database>,
  id: number,
  changes: BannerChange,
): Promise<BannerRow> {
  return trx
    .updateTable('banners')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
