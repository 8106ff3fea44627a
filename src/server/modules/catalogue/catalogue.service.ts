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
import type { ItemKind } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { notFound } from '../../http/app-error.js';
import { presentDetail, presentListItem, relatedCids } from './catalogue.presenter.js';
import * as repository from './catalogue.repository.js';
import type { ListQuery, OptionCount } from './catalogue.repository.js';
import type { ViewCounter } from './view-counter.js';

/**
 * The catalogue's rules: which items a list shows in which order, labels on the Korean day, and
 * views. A list is served from a cached snapshot of its ordered ids (see the repository), fresh
 * for `SNAPSHOT_FRESH_MS`: the catalogue changes by imports and edits, not by the second, and a
 * snapshot keeps infinite scroll consistent (no item shown twice or skipped while views change).
 * A change through the catalogue writer empties the cache at once on every instance (decision 013).
 */
const SNAPSHOT_FRESH_MS = 60_000;
const SNAPSHOT_MAX_AGE_MS = 10 * 60_000;
/** About 16 MB of ids across all cached lists. */
const SNAPSHOT_MAX_IDS = 2_000_000;

interface Snapshot {
  ids: Int32Array;
  /** Open PICK items, in list order: the recommends. */
  openPickIds: number[];
}

export interface CatalogueServiceOptions {
  db: Kysely<Database>;
  views: ViewCounter;
  now?: () => Date;
}

export class CatalogueService {
  private readonly snapshots = new RefreshingCache<Snapshot>({
    name: 'catalogue_lists',
    freshMs: SNAPSHOT_FRESH_MS,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    maxWeight: SNAPSHOT_MAX_IDS,
    weigh: (snapshot) => snapshot.ids.length + 1,
  });
  private readonly filterCounts = new RefreshingCache<{ total: number; counts: OptionCount[] }>({
    name: 'catalogue_filters',
    freshMs: SNAPSHOT_FRESH_MS,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    maxWeight: 100,
    weigh: () => 1,
  });
  private readonly db: Kysely<Database>;
  private readonly views: ViewCounter;
  private readonly now: () => Date;

  constructor(options: CatalogueServiceOptions) {
    this.db = options.db;
    this.views = options.views;
    this.now = options.now ?? (() => new Date());
  }

  today(): string {
    return koreaToday(this.now());
  }

  /**
   * Forget cached lists: the catalogue changed, here or on another instance (the app calls this
   * on every message of the cache-invalidation bus, decision 013). The next read computes anew.
   */
  invalidate(): void {
    this.snapshots.clear();
    this.filterCounts.clear();
  }

  async readList(kind: ItemKind, request: ListRequest<CatalogueFilters>): Promise<ListAnswer> {
    const today = this.today();
    const query: ListQuery = {
      kind,
      today,
      showClosed: request.condition.show_closed,
      filters: normalizeFilters(request.filters),
      keyword: request.condition.keyword,
      order: request.order === 'scoring' ? 'newest' : request.order,
    };
    const snapshot = await this.snapshots.get(JSON.stringify(query), () => this.snapshot(query));
    const { current_page_no: page, item_no_per_page: size } = request.pagination;
    const pageIds = Array.from(snapshot.ids.subarray((page - 1) * size, page * size));
    const recommendIds = snapshot.openPickIds.slice(0, request.options.recommend_count);
    const { items, recommends } = await this.pageItems(pageIds, recommendIds);
    return {
      items,
      total_count: snapshot.ids.length,
      current_page_no: page,
      item_no_per_page: size,
      recommends,
    };
  }

  /** A page of a list and its recommends, by id and in the order given, in one read. */
  async pageItems(
    pageIds: number[],
    recommendIds: number[],
  ): Promise<{ items: ListItem[]; recommends: ListItem[] }> {
    const today = this.today();
    const rows = await repository.itemsBy(this.db, 'id', [...pageIds, ...recommendIds]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const present = (ids: number[]) =>
      ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentListItem(row, today, this.views.pending(id))] : [];
      });
    return { items: present(pageIds), recommends: present(recommendIds) };
  }

  /** One item; a view is counted for `viewerKey` (none for crawlers). */
  async readDetail(
    kind: ItemKind,
    cid: string,
    viewerKey: string | undefined,
  ): Promise<ItemDetail> {
    const row = await repository.detailByCid(this.db, kind, cid);
    if (!row) throw notFound();
    const today = this.today();
    if (viewerKey) await this.views.record(today, row.id, viewerKey);
    const related =
      kind === 'video'
        ? (await repository.itemsBy(this.db, 'cid', relatedCids(row))).map((r) =>
            presentListItem(r, today, this.views.pending(r.id)),
          )
        : [];
    return presentDetail(row, today, this.views.pending(row.id), related);
  }

  async readFilters(kind: ItemKind, showClosed: boolean, locale: Locale): Promise<FiltersAnswer> {
    const today = this.today();
    const { total, counts } = await this.filterCounts.get(`${kind}:${today}:${showClosed}`, () =>
      repository.filterCounts(this.db, kind, today, showClosed),
    );
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

  private async snapshot(query: ListQuery): Promise<Snapshot> {
    const { ids, openPickIds } = await repository.listSnapshot(this.db, query);
    return { ids: Int32Array.from(ids), openPickIds };
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
