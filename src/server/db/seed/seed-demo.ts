import { sql, type Kysely } from 'kysely';
import { addDays, koreaToday } from '../../../shared/korea-date.js';
import {
  type CatalogueItemInput,
  CatalogueWriter,
} from '../../modules/catalogue/catalogue-writer.js';
import { type CacheInvalidation, NO_OTHER_CACHES } from '../../shared-state/cache-invalidation.js';
import { analyzeCatalogue } from '../maintenance.js';
import type { Database } from '../schema.js';
import type { DemoPeriod } from './demo/demo-content.types.js';
import { DEMO_EVENTS } from './demo/events.js';
import { DEMO_PARTNER } from './demo/partners.js';
import { DEMO_POLICIES } from './demo/policies.js';
import { DEMO_VIDEOS } from './demo/videos.js';

type NewItem = CatalogueItemInput;

function period(today: string, demo: DemoPeriod) {
  if (demo.kind !== 'range') return { apply_kind: demo.kind, apply_start: null, apply_end: null };
  return {
    apply_kind: 'range' as const,
    apply_start: addDays(today, demo.startDay),
    apply_end: addDays(today, demo.endDay),
  };
}

/** Links as the catalogue stores them for every source: `{apply?, reference: string[]}`. */
function storedLinks(links: { apply?: string; reference?: string }) {
  return {
    ...(links.apply ? { apply: links.apply } : {}),
    reference: links.reference ? [links.reference] : [],
  };
}

const cidOf = (kind: 'policy' | 'event' | 'video', slug: string) => `${kind}-${slug}`;

/** Every demo item as a catalogue row, dated from `today`; newer items get later creation times. */
export function demoRows(today: string, now = new Date()): NewItem[] {
  const createdAt = (index: number) =>
    new Date(now.getTime() - index * 3 * 60 * 60 * 1000).toISOString();
  const policies = DEMO_POLICIES.map((p, index) => ({
    kind: 'policy' as const,
    cid: cidOf('policy', p.slug),
    source: 'demo' as const,
    source_id: `policy:${p.slug}`,
    title: p.title,
    summary: p.summary,
    body: p.body,
    agency: p.agency,
    thumbnail_url: p.thumbnailUrl ?? null,
    ...period(today, p.period),
    is_pick: p.isPick ?? false,
    views: p.views,
    regions: p.sido,
    categories: p.categories,
    keywords: p.keywords,
    details: {
      support: p.support,
      howToApply: p.howToApply,
      documents: p.documents ?? '',
      contacts: p.contacts ?? '',
      links: storedLinks(p.links),
      sigungu: p.sigungu ?? [],
    },
    eligibility: { ...p.eligibility },
    created_at: createdAt(index),
  }));
  const events = DEMO_EVENTS.map((e, index) => ({
    kind: 'event' as const,
    cid: cidOf('event', e.slug),
    source: 'demo' as const,
    source_id: `event:${e.slug}`,
    title: e.title,
    summary: e.summary,
    body: e.body,
    agency: e.host,
    thumbnail_url: e.thumbnailUrl ?? null,
    ...period(today, e.period),
    is_pick: e.isPick ?? false,
    views: e.views,
    regions: e.venue ? [e.venue.sido] : [],
    categories: [e.category],
    details: {
      category: e.category,
      startsAt: `${addDays(today, e.startsOn.day)}T${e.startsOn.time ?? '00:00'}:00+09:00`,
      endsAt: `${addDays(today, e.endsOn.day)}T${e.endsOn.time ?? '23:59'}:00+09:00`,
      venue: e.venue ?? null,
      isOnline: e.isOnline,
      host: e.host,
      feeWon: e.feeWon,
      capacity: e.capacity ?? null,
      links: storedLinks(e.links),
    },
    created_at: createdAt(index),
  }));
  const videos = DEMO_VIDEOS.map((v, index) => ({
    kind: 'video' as const,
    cid: cidOf('video', v.slug),
    source: 'demo' as const,
    source_id: `video:${v.slug}`,
    title: v.title,
    summary: v.summary,
    body: v.body,
    agency: v.agency,
    thumbnail_url: v.thumbnailUrl ?? null,
    apply_kind: 'none' as const,
    apply_start: null,
    apply_end: null,
    is_pick: v.isPick ?? false,
    views: v.views,
    categories: v.categories,
    details: {
      provider: v.provider,
      videoId: v.videoId,
      durationSeconds: v.durationSeconds,
      channel: v.channel,
      related: v.related.map((r) => ({ kind: r.kind, cid: cidOf(r.kind, r.slug) })),
    },
    created_at: createdAt(index),
  }));
  return [...policies, ...events, ...videos];
}

/**
 * Installs the demo content through the catalogue writer, in one transaction. Running it again
 * adds nothing: rows are keyed by (source, source_id), and an existing row is left as it is (its
 * views may have grown).
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  today = koreaToday(),
  invalidation: Pick<CacheInvalidation, 'publish'> = NO_OTHER_CACHES,
  /** Where the site is served: the demo partner's logo is one of its own files. */
  publicBaseUrl = 'http://localhost:3000',
): Promise<{ added: number }> {
  // Only the rows not stored yet go to the writer: it makes each one's search text, and a
  // start with the demo content in place then makes none. `skip` still covers an instance
  // starting beside this one.
  const stored = new Set(
    (
      await db
        .selectFrom('catalogue_items')
        .select('source_id')
        .where('source', '=', 'demo')
        .execute()
    ).map((row) => row.source_id),
  );
  const missing = demoRows(today).filter((row) => !stored.has(row.source_id));
  const writer = new CatalogueWriter({ db, invalidation });
  const added = missing.length ? (await writer.upsert(missing, 'skip')).length : 0;
  if (added) await analyzeCatalogue(db);
  await seedDemoPartner(db, publicBaseUrl);
  return { added };
}

/** The demo partner page with its items, unless a partner of its slug exists already. */
async function seedDemoPartner(db: Kysely<Database>, publicBaseUrl: string): Promise<void> {
  const { logoPath, cids, ...fields } = DEMO_PARTNER;
  await db.transaction().execute(async (trx) => {
    const partner = await trx
      .insertInto('partners')
      .values({ ...fields, logo_url: publicBaseUrl + logoPath })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!partner) return;
    const items = await trx
      .selectFrom('catalogue_items')
      .select(['id', 'cid'])
      .where('cid', 'in', [...cids])
      .execute();
    const idOf = new Map(items.map((item) => [item.cid, item.id]));
    const chosen = cids.flatMap((cid) => idOf.get(cid) ?? []);
    if (chosen.length === 0) return;
    await trx
      .insertInto('partner_items')
      .values(
        chosen.map((itemId, position) => ({ partner_id: partner.id, item_id: itemId, position })),
      )
      .execute();
  });
}

/** True when the catalogue holds nothing yet (first start of a new database). */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{
    exists: boolean;
  }>`select exists(select 1 from catalogue_items) as exists`.execute(db);
  return !rows[0]?.exists;
}
