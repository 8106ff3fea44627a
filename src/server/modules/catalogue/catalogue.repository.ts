import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { CatalogueFilters } from '../../../shared/contract/catalogue.js';
import type { ListOrder } from '../../../shared/contract/list.js';
import type { ItemKind } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import {
  isClosed,
  type ItemStatus,
  matchCondition,
  orderBy,
  STATUS_CONDITIONS,
  statusOf,
} from '../../db/item-sql.js';

/**
 * All SQL of the catalogue. Lists are read in two steps: `listSnapshot` orders the ids of every
 * matching item once (the service caches it), and `itemsBy` reads one page of rows by primary
 * key, so page 200 costs what page 1 costs and no query scans past an OFFSET.
 */

/**
 * The catalogue's version (migration 0025): it moves with every change but views. Read before
 * what it vouches for, so that a change committed in between makes the value look older, never
 * newer.
 */
export async function catalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
  return row.version;
}

/** A list's ordered ids, and those of its open PICK items (the recommends), in list order. */
export interface SnapshotIds {
  ids: number[];
  openPickIds: number[];
}

export interface ListQuery {
  kind: ItemKind;
  /** The Korean day that decides what is open or closed. */
  today: string;
  showClosed: boolean;
  filters: CatalogueFilters;
  keyword: string;
  order: Exclude<ListOrder, 'scoring'>;
}

/** The filter's state values are checked by the contract; an unknown one matches nothing. */
function statusCondition(status: string, today: string): RawBuilder<SqlBool> {
  return Object.hasOwn(STATUS_CONDITIONS, status)
    ? STATUS_CONDITIONS[status as ItemStatus](today)
    : sql<SqlBool>`false`;
}

function anyOf(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * A 시·도 matches items of that 시·도 and items open to everyone (nationwide policies, online
 * events): someone in 부산 can apply for both. `nationwide` alone matches only the latter.
 */
export function regionCondition(values: string[]): RawBuilder<SqlBool> {
  const sido = values.filter((v) => v !== 'nationwide');
  const nationwide = sql<SqlBool>`cardinality(regions) = 0`;
  if (sido.length === 0) return nationwide;
  return anyOf([sql`regions && ${sido}::text[]`, nationwide]);
}

/** A list's keyword matches as the search does (every word; see item-sql.ts). */
function keywordCondition(keyword: string): RawBuilder<SqlBool> | undefined {
  const match = matchCondition(parseSearchKeyword(keyword));
  return (
    match &&
    sql`exists (select 1 from catalogue_search s where s.item_id = catalogue_items.id and ${match})`
  );
}

function conditions(query: ListQuery): RawBuilder<SqlBool>[] {
  const { filters, today } = query;
  const where: RawBuilder<SqlBool>[] = [sql`kind = ${query.kind}`];
  if (!query.showClosed) where.push(sql`not ${isClosed(today)}`);
  if (filters.region?.length) where.push(regionCondition(filters.region));
  if (filters.category?.length) where.push(sql`categories && ${filters.category}::text[]`);
  if (filters.status?.length) {
    where.push(anyOf(filters.status.map((status) => statusCondition(status, today))));
  }
  const keyword = keywordCondition(query.keyword);
  if (keyword) where.push(keyword);
  return where;
}

export async function listSnapshot(db: Kysely<Database>, query: ListQuery): Promise<SnapshotIds> {
  // One row of two arrays rather than a row per item: 20,000 rows cost the driver three times
  // the time of the query itself. `::int` because pg hands bigint arrays over as strings.
  const order = orderBy(query.order, query.today);
  const { rows } = await sql<{ ids: number[] | null; open_pick_ids: number[] | null }>`
    select
      array_agg(id::int order by ${order}) as ids,
      array_agg(id::int order by ${order})
        filter (where is_pick and not ${isClosed(query.today)}) as open_pick_ids
    from catalogue_items
    where ${sql.join(conditions(query), sql` and `)}`.execute(db);
  return { ids: rows[0]?.ids ?? [], openPickIds: rows[0]?.open_pick_ids ?? [] };
}

/** What a list card needs; details are read only for the few fields cards show. */
const LIST_COLUMNS = sql`id, kind, cid, title, summary, agency, thumbnail_url, apply_kind,
  to_char(apply_start, 'YYYY-MM-DD') as apply_start, to_char(apply_end, 'YYYY-MM-DD') as apply_end,
  is_pick, views, regions, categories, created_at,
  case kind
    when 'event' then jsonb_build_object('startsAt', details->'startsAt', 'endsAt', details->'endsAt',
      'isOnline', details->'isOnline', 'venueName', details->'venue'->'name')
    when 'video' then jsonb_build_object('provider', details->'provider', 'videoId', details->'videoId',
      'durationSeconds', details->'durationSeconds', 'channel', details->'channel')
  end as card,
  case when kind = 'policy' then eligibility - 'additionalConditions' - 'excludedTargets'
  end as card_eligibility`;

export interface ListRow {
  id: number;
  kind: ItemKind;
  cid: string;
  title: string;
  summary: string;
  agency: string;
  thumbnail_url: string | null;
  apply_kind: 'range' | 'always' | 'closed' | 'none';
  apply_start: string | null;
  apply_end: string | null;
  is_pick: boolean;
  views: number;
  regions: string[];
  categories: string[];
  created_at: Date;
  card: Record<string, unknown> | null;
  /** A policy's stored eligibility without its free-text conditions; null for other kinds. */
  card_eligibility: Record<string, unknown> | null;
}

export interface DetailRow extends ListRow {
  body: string;
  keywords: string[];
  details: Record<string, unknown>;
  eligibility: Record<string, unknown>;
  updated_at: Date;
}

/** Rows by id or by cid, in the order asked for; keys without a row are left out. */
export async function itemsBy(
  db: Kysely<Database>,
  key: 'id' | 'cid',
  values: readonly (number | string)[],
): Promise<ListRow[]> {
  if (values.length === 0) return [];
  const condition =
    key === 'id' ? sql`id = any(${values}::bigint[])` : sql`cid = any(${values}::text[])`;
  const { rows } = await sql<ListRow>`
    select ${LIST_COLUMNS} from catalogue_items where ${condition}`.execute(db);
  const byKey = new Map<number | string, ListRow>(rows.map((row) => [row[key], row]));
  return values.map((value) => byKey.get(value)).filter((row): row is ListRow => !!row);
}

/** A detail: its card's columns and the rest. */
const DETAIL_COLUMNS = sql`${LIST_COLUMNS}, body, keywords, details, eligibility, updated_at`;

/** Up to `limit` details of the ids after `after`, by id: the slices of a read of every item. */
export async function detailsAfter(
  db: Kysely<Database>,
  after: number,
  limit: number,
): Promise<DetailRow[]> {
  const { rows } = await sql<DetailRow>`
    select ${DETAIL_COLUMNS} from catalogue_items where id > ${after} order by id limit ${limit}`.execute(
    db,
  );
  return rows;
}

/** Up to `limit` items' views, by id after `after`: the slices of a read of every item's views. */
export function viewsAfter(
  db: Kysely<Database>,
  after: number,
  limit: number,
): Promise<{ id: number; views: number }[]> {
  return db
    .selectFrom('catalogue_items')
    .select(['id', 'views'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Details by id, in no particular order; ids without a row are left out. */
export async function detailsById(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<DetailRow[]> {
  const { rows } = await sql<DetailRow>`
    select ${DETAIL_COLUMNS} from catalogue_items where id = any(${ids}::bigint[])`.execute(db);
  return rows;
}

export async function detailByCid(
  db: Kysely<Database>,
  kind: ItemKind,
  cid: string,
): Promise<DetailRow | undefined> {
  const { rows } = await sql<DetailRow>`
    select ${DETAIL_COLUMNS} from catalogue_items where cid = ${cid} and kind = ${kind}`.execute(
    db,
  );
  return rows[0];
}

export interface OptionCount {
  key: 'region' | 'category' | 'status';
  value: string;
  count: number;
}

/** Items per region, category and state among one kind's items (all, or only those not closed). */
export async function filterCounts(
  db: Kysely<Database>,
  kind: ItemKind,
  today: string,
  showClosed: boolean,
): Promise<{ total: number; counts: OptionCount[] }> {
  const visible = showClosed ? sql`true` : sql`not ${isClosed(today)}`;
  const status = statusOf(today);
  const { rows } = await sql<{ key: OptionCount['key'] | 'total'; value: string; count: number }>`
    with visible as (
      select regions, categories, ${status} as status from catalogue_items
      where kind = ${kind} and ${visible})
    select 'total' as key, '' as value, count(*)::int as count from visible
    union all
    select 'region', coalesce(region, 'nationwide'), count(*)::int
      from visible left join lateral unnest(nullif(regions, '{}')) as region on true
      group by 2
    union all
    select 'category', category, count(*)::int
      from visible cross join lateral unnest(categories) as category group by 2
    union all
    select 'status', status, count(*)::int from visible where status is not null group by 2`.execute(
    db,
  );
  const total = rows.find((row) => row.key === 'total')?.count ?? 0;
  return {
    total,
    counts: rows.filter((row): row is OptionCount => row.key !== 'total'),
  };
}

/** Items per statement: short statements, so reads between them never wait long (PGlite). */
const VIEWS_PER_STATEMENT = 50;

/** Adds counted views (the view counter flushes its batch here). */
export async function addViews(db: Kysely<Database>, increments: Map<number, number>) {
  const entries = [...increments];
  for (let start = 0; start < entries.length; start += VIEWS_PER_STATEMENT) {
    const part = entries.slice(start, start + VIEWS_PER_STATEMENT);
    await sql`
      update catalogue_items as item set views = item.views + batch.count
      from unnest(${part.map(([id]) => id)}::bigint[], ${part.map(([, n]) => n)}::bigint[])
        as batch(id, count)
      where item.id = batch.id`.execute(db);
  }
}
