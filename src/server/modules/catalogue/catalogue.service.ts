import type { Kysely } from 'kysely';
import {
  CATALOGUE_LISTS,
  type CatalogueFilterKey,
  type CatalogueFilters,
  type FiltersAnswer,
  type ItemDetail,
  type ListAnswer,
  type ListItem,
} from '../../../shared/contract/catalogue.js';
import type { ListRequest } from '../../../shared/contract/list.js';
import { translate } from '../../../shared/i18n/translate.js';
import { koreaToday } from '../../../shared/korea-date.js';
import type { Locale } from '../../../shared/locale.js';
import { SIDO } from '../../../shared/regions.js';
import { ITEM_KINDS, type ItemKind } from '../../../shared/routes.js';
import { defaultQuery, listRequest } from '../../../shared/catalogue-query.js';
import { HOME_SHELVES } from '../../../shared/home-shelves.js';
import type { Database } from '../../db/schema.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { notFound } from '../../http/app-error.js';
import { presentDetail, presentListItem, relatedCids } from './catalogue.presenter.js';
import * as repository from './catalogue.repository.js';
import type { ListQuery, OptionCount } from './catalogue.repository.js';
import type { ViewCounter } from './view-counter.js';
import { ItemStore, holdRows, type HeldDetail, type HeldRow } from './item-store.js';

/**
 * The catalogue's rules: which items a list shows in which order, labels on the Korean day, and
 * views. A list is served from a cached snapshot of its ordered ids (see the repository), fresh
 * for `SNAPSHOT_FRESH_MS`: the catalogue changes by imports and edits, not by the second, and a
 * snapshot keeps infinite scroll consistent (no item shown twice or skipped while views change).
 *
 * Reads that need no database do not wait for it (decision 023): a snapshot holds the rows of its
 * first items, so page 1 of a list and home's shelves are answered from memory, and recently read
 * details are held too (and every item's card and detail, up to 100,000 items: ItemStore). All
 * of it is refreshed behind the readers; a change through the catalogue writer (decision 013)
 * outdates it on every instance, and what readers were reading is recomputed at once, served
 * outdated meanwhile for at most a second. Held rows show the views this instance counted since
 * they were read at once, other instances' when they refresh.
 */
const SNAPSHOT_FRESH_MS = 60_000;
const SNAPSHOT_MAX_AGE_MS = 10 * 60_000;
/** About 16 MB of ids across all cached lists (a held row weighs about 200 ids). */
const SNAPSHOT_MAX_IDS = 2_000_000;
const HELD_ROW_WEIGHT = 200;
/** Rows held with a snapshot: its first items (page 1 of 24, home's shelf of 16) and picks. */
const HELD_FIRST_ITEMS = 48;
const HELD_PICKS = 8;
/** A held detail: re-read this often for other instances' views; the last 1,000 read. */
const DETAIL_FRESH_MS = 10_000;
const DETAILS_MAX = 1_000;
const DETAILS_REFRESHED_ON_CHANGE = 64;
/**
 * Rows of the pages past the held first items, by the ids a page shows: about 20 MB. A deep page
 * read often is answered from memory too; on PGlite, 500 reads a second of page 200 had its one
 * process busy and p99 at 178 ms (bench/RESULTS.md, session 14).
 */
const PAGE_ROWS_MAX = 10_000;

interface Snapshot {
  /** The catalogue's version read before the ids (see `snapshot`). */
  version: string;
  ids: Int32Array;
  /** Open PICK items, in list order: the recommends. */
  openPickIds: number[];
  /** The rows of the first items and picks, by id. */
  rows: Map<number, HeldRow>;
}

export interface CatalogueServiceOptions {
  db: Kysely<Database>;
  views: ViewCounter;
  /** The clock of the Korean day and of the caches' freshness. */
  now?: () => Date;
  /** Hold every item's card and detail (`loadItems`, see ItemStore). */
  holdsEveryItem?: boolean;
  /** Other instances count views in the same database (PostgreSQL): held items read them too. */
  readsViewsOfOthers?: boolean;
}

export class CatalogueService {
  private readonly snapshots = new RefreshingCache<Snapshot>({
    name: 'catalogue_lists',
    freshMs: SNAPSHOT_FRESH_MS,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    now: () => this.now().getTime(),
    maxWeight: SNAPSHOT_MAX_IDS,
    weigh: (snapshot) => snapshot.ids.length + snapshot.rows.size * HELD_ROW_WEIGHT + 1,
  });
  private readonly details = new RefreshingCache<HeldDetail>({
    name: 'catalogue_details',
    freshMs: DETAIL_FRESH_MS,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    now: () => this.now().getTime(),
    maxWeight: DETAILS_MAX,
    weigh: () => 1,
    refreshOnChange: DETAILS_REFRESHED_ON_CHANGE,
  });
  private readonly pageRows = new RefreshingCache<HeldRow[]>({
    name: 'catalogue_pages',
    freshMs: SNAPSHOT_FRESH_MS,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    now: () => this.now().getTime(),
    maxWeight: PAGE_ROWS_MAX,
    weigh: (rows) => rows.length + 1,
  });
  private readonly filterCounts = new RefreshingCache<{
    version: string;
    total: number;
    counts: OptionCount[];
  }>({
    name: 'catalogue_filters',
    freshMs: SNAPSHOT_FRESH_MS,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    now: () => this.now().getTime(),
    maxWeight: 100,
    weigh: () => 1,
  });
  private readonly db: Kysely<Database>;
  private readonly views: ViewCounter;
  private readonly now: () => Date;

  private readonly items: ItemStore | undefined;

  constructor(options: CatalogueServiceOptions) {
    this.db = options.db;
    this.views = options.views;
    this.now = options.now ?? (() => new Date());
    this.items = options.holdsEveryItem
      ? new ItemStore(this.db, this.views, {
          now: () => this.now().getTime(),
          readsViewsOfOthers: options.readsViewsOfOthers ?? false,
        })
      : undefined;
  }

  today(): string {
    return koreaToday(this.now());
  }

  /**
   * The catalogue changed, here or on another instance (the app calls this on every message of
   * the cache-invalidation bus, decision 013): what readers were reading is recomputed behind
   * them, and nothing read before the change is served a second after it (decision 023).
   */
  invalidate(): void {
    this.items?.noteChange();
    this.snapshots.invalidate();
    this.pageRows.invalidate();
    this.filterCounts.invalidate();
    this.details.invalidate();
  }

  /**
   * Computes what home and the three list pages open with on the Korean day `day` (their
   * snapshots with their first rows, and the lists' filters), so that their first readers are
   * answered from memory: the server reports ready only after this, and at midnight in Korea,
   * when every list's key turns to the new day, the app has run it for that day a minute before
   * (decision 023).
   */
  async warmUp(day = this.today()): Promise<void> {
    const lists = [
      ...Object.values(HOME_SHELVES),
      ...ITEM_KINDS.map((kind) => ({ kind, query: defaultQuery(kind) })),
    ];
    for (const { kind, query } of lists) {
      await this.listOn(day, kind, listRequest(query) as ListRequest<CatalogueFilters>);
    }
    for (const kind of ITEM_KINDS) await this.filterCountsOn(day, kind, false);
  }

  /**
   * Reads every item, when the service holds them (before the server says it is ready);
   * undefined when it does not (see ItemStore.load).
   */
  loadItems(): ReturnType<ItemStore['load']> | undefined {
    return this.items?.load();
  }

  readList(kind: ItemKind, request: ListRequest<CatalogueFilters>): Promise<ListAnswer> {
    return this.listOn(this.today(), kind, request);
  }

  private async listOn(
    today: string,
    kind: ItemKind,
    request: ListRequest<CatalogueFilters>,
  ): Promise<ListAnswer> {
    const query: ListQuery = {
      kind,
      today,
      showClosed: request.condition.show_closed,
      filters: normalizeFilters(request.filters),
      keyword: request.condition.keyword,
      order: request.order === 'scoring' ? 'newest' : request.order,
    };
    const snapshot = await this.snapshots.get(JSON.stringify(query), (previous) =>
      this.snapshot(query, previous),
    );
    const { current_page_no: page, item_no_per_page: size } = request.pagination;
    const pageIds = Array.from(snapshot.ids.subarray((page - 1) * size, page * size));
    const recommendIds = snapshot.openPickIds.slice(0, request.options.recommend_count);
    const { items, recommends } = await this.pageItems(pageIds, recommendIds, snapshot.rows);
    return {
      items,
      total_count: snapshot.ids.length,
      current_page_no: page,
      item_no_per_page: size,
      recommends,
    };
  }

  /**
   * A page of a list and its recommends, by id and in the order given: rows `held` in memory as
   * they are, then every card where the service holds them, the others in one read, kept for the
   * next reader of the same page.
   */
  async pageItems(
    pageIds: number[],
    recommendIds: number[],
    held: ReadonlyMap<number, HeldRow> = new Map(),
  ): Promise<{ items: ListItem[]; recommends: ListItem[] }> {
    const today = this.today();
    const notHeld = [...pageIds, ...recommendIds].filter((id) => !held.has(id));
    const cards = (notHeld.length && this.items?.cardsOf(notHeld)) || new Map<number, HeldRow>();
    const missing = notHeld.filter((id) => !cards.has(id));
    const read = missing.length
      ? await this.pageRows.get(missing.join(), () => this.readRows('id', missing))
      : [];
    const byId = new Map(read.map((held) => [held.row.id, held]));
    const present = (ids: number[]) =>
      ids.flatMap((id) => {
        const found = held.get(id) ?? cards.get(id) ?? byId.get(id);
        return found ? [this.presentRow(found, today)] : [];
      });
    return { items: present(pageIds), recommends: present(recommendIds) };
  }

  /** One item; a view is counted for `viewerKey` (none for crawlers). */
  async readDetail(
    kind: ItemKind,
    cid: string,
    viewerKey: string | undefined,
  ): Promise<ItemDetail> {
    const { detail, related } =
      this.items?.detailOf(kind, cid) ??
      (await this.details.get(`${kind}:${cid}`, () => this.readHeldDetail(kind, cid)));
    const today = this.today();
    const { row, writtenViews } = detail;
    if (viewerKey) await this.views.record(today, row.id, viewerKey);
    return presentDetail(
      row,
      today,
      this.views.since(row.id, writtenViews),
      related.map((held) => this.presentRow(held, today)),
    );
  }

  private async readHeldDetail(kind: ItemKind, cid: string): Promise<HeldDetail> {
    const row = await repository.detailByCid(this.db, kind, cid);
    // Unknown cids are not held: whatever is created later is found at once.
    if (!row) throw notFound();
    const detail = holdRows([row], this.views)[0]!;
    const related = kind === 'video' ? await this.readRows('cid', relatedCids(row)) : [];
    return { detail, related };
  }

  /** Rows as held (`holdRows`): views counted later show on top (`presentRow`). */
  private async readRows(key: 'id' | 'cid', values: readonly (number | string)[]) {
    return holdRows(await repository.itemsBy(this.db, key, values), this.views);
  }

  private presentRow({ row, writtenViews }: HeldRow, today: string): ListItem {
    return presentListItem(row, today, this.views.since(row.id, writtenViews));
  }

  async readFilters(kind: ItemKind, showClosed: boolean, locale: Locale): Promise<FiltersAnswer> {
    const { total, counts } = await this.filterCountsOn(this.today(), kind, showClosed);
    const countOf = (key: CatalogueFilterKey, value: string) =>
      counts.find((c) => c.key === key && c.value === value)?.count ?? 0;
    const nationwideCount = countOf('region', 'nationwide');
    const t = (key: string) => translate(locale, key) ?? key;

    const filters = Object.entries(CATALOGUE_LISTS[kind].filters).map(([name, values]) => {
      const key = name as CatalogueFilterKey;
      const options = (values as readonly string[])
        // Closed is offered only when closed items are shown.
        .filter((value) => key !== 'status' || value !== 'CLOSED' || showClosed)
        .map((value) => ({
          value,
          label: optionLabel(kind, key, value, locale, t),
          // A 시·도 also lists what is open to everyone (see regionCondition).
          count:
            key === 'region' && value !== 'nationwide'
              ? countOf(key, value) + nationwideCount
              : countOf(key, value),
        }));
      const label =
        kind === 'event' && key === 'category'
          ? t('catalogue.eventCategoryFilter')
          : t(`catalogue.filterNames.${key}`);
      return { key, label, options };
    });
    return { filters, total_count: total };
  }

  private filterCountsOn(today: string, kind: ItemKind, showClosed: boolean) {
    return this.filterCounts.get(`${kind}:${today}:${showClosed}`, async (previous) => {
      const version = await repository.catalogueVersion(this.db);
      // Counts do not depend on views: unchanged catalogue, unchanged counts.
      if (previous?.version === version) return previous;
      return { version, ...(await repository.filterCounts(this.db, kind, today, showClosed)) };
    });
  }

  /**
   * A list's ordered ids and the rows of its first items. The minute's refresh (`previous` given)
   * keeps the order when the catalogue's version has not moved since and views do not decide it:
   * ordering 20,000 items held the embedded database's one process for up to 110 ms, every
   * reader's query waiting behind it, while reading the version costs a lookup of one row. The
   * held rows are read again either way, for the views other instances counted.
   */
  private async snapshot(query: ListQuery, previous?: Snapshot): Promise<Snapshot> {
    const version = await repository.catalogueVersion(this.db);
    const isUnchanged = previous?.version === version && query.order !== 'views';
    const { ids, openPickIds } = isUnchanged
      ? previous
      : await repository.listSnapshot(this.db, query);
    const heldIds = [
      ...new Set([...ids.slice(0, HELD_FIRST_ITEMS), ...openPickIds.slice(0, HELD_PICKS)]),
    ];
    const rows = await this.readRows('id', heldIds);
    return {
      version,
      ids: Int32Array.from(ids),
      openPickIds,
      rows: new Map(rows.map((held) => [held.row.id, held])),
    };
  }
}

/** One cache key per meaning: empty lists dropped, values sorted and unique. */
function normalizeFilters(filters: CatalogueFilters): CatalogueFilters {
  const normalized: CatalogueFilters = {};
  for (const key of ['region', 'category', 'status'] as const) {
    const values = filters[key];
    if (values?.length) normalized[key] = [...new Set(values)].sort();
  }
  return normalized;
}

function optionLabel(
  kind: ItemKind,
  key: CatalogueFilterKey,
  value: string,
  locale: Locale,
  t: (key: string) => string,
): string {
  switch (key) {
    case 'region': {
      if (value === 'nationwide')
        return t(kind === 'event' ? 'catalogue.online' : 'catalogue.nationwide');
      const sido = SIDO.find((s) => s.code === value);
      return sido ? (locale === 'en-US' ? sido.en : sido.ko) : value;
    }
    case 'category':
      return t(kind === 'event' ? `catalogue.eventCategories.${value}` : `categories.${value}`);
    case 'status':
      return t(`catalogue.statuses.${value}`);
  }
}
