import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BANNER_PLACEMENTS,
  isScheduleOrdered,
  type Banner,
  type BannerFields,
  type BannerRecord,
  type bannerRead,
  type bannerUpdate,
} from '../../../shared/contract/banner.js';
import { translate } from '../../../shared/i18n/translate.js';
import { LOCALES, type Locale } from '../../../shared/locale.js';
import { authorize, type Actor } from '../../authorization/index.js';
import { recordOperatorAction } from '../../authorization/audit.js';
import type { Database } from '../../db/schema.js';
import { notFound, validationFailed } from '../../http/app-error.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { presentBanner, presentBannerRecord } from './banner.presenter.js';
import {
  allBanners,
  bannerForUpdate,
  insertBanner,
  shownBanners,
  updateBanner,
  type BannerRow,
} from './banner.repository.js';

type ReadRequest = z.output<(typeof bannerRead)['input']>;
type UpdateRequest = z.output<(typeof bannerUpdate)['input']>;
type BannerChanges = Partial<BannerFields>;

/** How long what shows at a placement is served before it is read again (see `BannerService`). */
const SHOWN_FRESH_MS = 10_000;

/** The operator who acted, or null for the command line (`npm run banner`). */
type ActorId = string | null;

const toMoment = (value: string | null) => (value === null ? null : new Date(value));

/** The contract's fields as columns: the schedule's moments as dates. */
function toColumns<T extends BannerChanges>({ starts_at, ends_at, ...rest }: T) {
  return {
    ...rest,
    ...(starts_at === undefined ? {} : { starts_at: toMoment(starts_at) }),
    ...(ends_at === undefined ? {} : { ends_at: toMoment(ends_at) }),
  };
}

/** A new banner, switched on, and its audit record, in one transaction. */
export function createBanner(
  db: Kysely<Database>,
  fields: BannerFields,
  requestId: string,
  actorId: ActorId,
): Promise<BannerRecord> {
  return db.transaction().execute(async (trx) => {
    const { row, isNew } = await insertBanner(
      trx,
      {
        ...toColumns(fields),
        starts_at: toMoment(fields.starts_at),
        ends_at: toMoment(fields.ends_at),
      },
      requestId,
    );
    if (isNew) {
      await recordOperatorAction(trx, {
        actorId,
        action: 'banner_create',
        resource: { type: 'banner', id: String(row.id) },
        detail: { placement: row.placement, locale: row.locale, title: row.title },
      });
    }
    return presentBannerRecord(row);
  });
}

/**
 * Changes banner `id` (its fields, or whether it shows) and records it. An unknown id is 404; a
 * schedule that would end before it starts is 400, and nothing changes.
 */
export function changeBanner(
  db: Kysely<Database>,
  id: number,
  changes: BannerChanges & { is_active?: boolean },
  actorId: ActorId,
  locale: Locale,
): Promise<BannerRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await bannerForUpdate(trx, id);
    if (!before) throw notFound();
    const current = presentBannerRecord(before);
    if (
      !isScheduleOrdered(
        changes.starts_at === undefined ? current.starts_at : changes.starts_at,
        changes.ends_at === undefined ? current.ends_at : changes.ends_at,
      )
    ) {
      throw validationFailed({
        ends_at: translate(locale, 'validation.bannerSchedule') ?? 'validation.bannerSchedule',
      });
    }
    const after: BannerRow = await updateBanner(trx, id, toColumns(changes));
    const action =
      changes.is_active === undefined
        ? 'banner_update'
        : changes.is_active
          ? 'banner_turn_on'
          : 'banner_turn_off';
    await recordOperatorAction(trx, {
      actorId,
      action,
      resource: { type: 'banner', id: String(id) },
      detail: { changes },
    });
    return presentBannerRecord(after);
  });
}

/**
 * The banner calls. Reading what shows is anyone's; everything else is for operators, as the
 * rules say (authorization/rules.ts: banners are operator-managed).
 */
export class BannerService {
  /**
   * What shows at each placement and language, held for a few seconds: every list page's HTML
   * carries its strip, and those pages are read far more often than banners change. A change made
   * here clears it at once; one made on the command line or another instance shows within
   * `SHOWN_FRESH_MS`, as does a schedule's start or end.
   */
  private readonly shown: RefreshingCache<{ banners: Banner[] }>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.shown = new RefreshingCache({
      name: 'banners',
      freshMs: SHOWN_FRESH_MS,
      maxAgeMs: SHOWN_FRESH_MS * 6,
      maxWeight: BANNER_PLACEMENTS.length * LOCALES.length,
      weigh: () => 1,
      now: () => this.now().getTime(),
    });
  }

  /** What shows at every placement in every language, before the server says it is ready. */
  async warmUp(): Promise<void> {
    for (const placement of BANNER_PLACEMENTS) {
      for (const locale of LOCALES) await this.read({ placement, locale });
    }
  }

  read({ placement, locale }: ReadRequest): Promise<{ banners: Banner[] }> {
    return this.shown.get(`${placement} ${locale}`, async () => {
      const rows = await shownBanners(this.db, placement, locale, this.now());
      return { banners: rows.map(presentBanner) };
    });
  }

  /** Every banner, for the operators who manage them. */
  async readAll(actor: Actor) {
    authorize(actor, 'update', { type: 'banner' });
    return { banners: (await allBanners(this.db)).map(presentBannerRecord) };
  }

  async create(
    actor: Actor,
    { request_id: requestId, ...fields }: BannerFields & { request_id: string },
  ) {
    authorize(actor, 'create', { type: 'banner' });
    const banner = await createBanner(this.db, fields, requestId, actorIdOf(actor));
    this.shown.clear();
    return { banner };
  }

  async update(actor: Actor, { id, ...changes }: UpdateRequest, locale: Locale) {
    authorize(actor, 'update', { type: 'banner' });
    const banner = await changeBanner(this.db, id, changes, actorIdOf(actor), locale);
    this.shown.clear();
    return { banner };
  }

  async setShown(actor: Actor, id: number, isShown: boolean, locale: Locale) {
    authorize(actor, isShown ? 'update' : 'close', { type: 'banner' });
    const banner = await changeBanner(
      this.db,
      id,
      { is_active: isShown },
      actorIdOf(actor),
      locale,
    );
    this.shown.clear();
    return { banner };
  }
}

/** Only a signed-in actor gets past `authorize` for these calls. */
const actorIdOf = (actor: Actor): string => (actor.kind === 'user' ? actor.id : '');
