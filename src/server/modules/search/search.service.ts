import type { Kysely } from 'kysely';
import type { SearchAnswer, SearchFilters } from '../../../shared/contract/search.js';
import type { ListRequest } from '../../../shared/contract/list.js';
import { ITEM_KINDS, type ItemKind } from '../../../shared/routes.js';
import { parseSearchKeyword, searchKey } from '../../../shared/search-text.js';
import type { Database } from '../../db/schema.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { SearchIndex } from './search-index.js';
import {
  isOpenPickMatch,
  matchId,
  matchKind,
  searchMatches,
  type SearchMatches,
  type SearchQuery,
} from './search.repository.js';

/**
 * `search/common`: every kind at once. A search's matches are computed once, in order, for all
 * kinds (the tabs' counts and the kind filter come from the same answer), and cached like the
 * lists' snapshots: fresh for a minute, so scrolling is consistent and a popular query costs one
 * database read a minute.
 */
const MATCHES_FRESH_MS = 60_000;
const MATCHES_MAX_AGE_MS = 10 * 60_000;
/** About 4 MB of packed matches across all cached searches. */
const MATCHES_MAX_WEIGHT = 1_000_000;

class CachedMatches {
  private readonly byKinds = new Map<string, Int32Array>();
  readonly counts: Record<ItemKind, number> = { policy: 0, event: 0, video: 0 };

  constructor(readonly matches: SearchMatches) {
    for (const match of matches.packed) this.counts[matchKind(match)] += 1;
  }

  /** The matches of these kinds, in order (all of them when none is named). */
  ofKinds(kinds: ItemKind[]): Int32Array {
    if (kinds.length === 0 || kinds.length === ITEM_KINDS.length) return this.matches.packed;
    const key = kinds.join();
    let matches = this.byKinds.get(key);
    if (!matches) {
      matches = this.matches.packed.filter((match) => kinds.includes(matchKind(match)));
      this.byKinds.set(key, matches);
    }
    return matches;
  }
}

export interface SearchServiceOptions {
  db: Kysely<Database>;
  catalogue: CatalogueService;
}

export class SearchService {
  private readonly cache = new RefreshingCache<CachedMatches>({
    name: 'search',
    freshMs: MATCHES_FRESH_MS,
    maxAgeMs: MATCHES_MAX_AGE_MS,
    maxWeight: MATCHES_MAX_WEIGHT,
    weigh: (entry) => entry.matches.packed.length + 1,
  });
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly index: SearchIndex;

  constructor(options: SearchServiceOptions) {
    this.db = options.db;
    this.catalogue = options.catalogue;
    this.index = new SearchIndex(options.db);
  }

  /**
   * The catalogue changed: the index reads what changed, and the searches being read are
   * recomputed on it (see CatalogueService.invalidate).
   */
  invalidate(): void {
    this.index.noteChange();
    this.cache.invalidate();
  }

  /** Loads the index, so that the first searches need no database (decision 028). */
  async warmUp(): Promise<void> {
    await this.index.load();
  }

  /** From the index, or from the SQL where the index cannot answer (decision 028). */
  private async matches(query: SearchQuery): Promise<SearchMatches> {
    return (await this.index.matches(query)) ?? (await searchMatches(this.db, query));
  }

  async search(request: ListRequest<SearchFilters>): Promise<SearchAnswer> {
    const words = parseSearchKeyword(request.condition.keyword);
    const query: SearchQuery = {
      keyword: request.condition.keyword,
      words,
      today: this.catalogue.today(),
      // Relevance reaches into closed items too (product §4).
      showClosed: request.order === 'scoring' || request.condition.show_closed,
      region: uniqueSorted(request.filters.region),
      category: uniqueSorted(request.filters.category),
      order: request.order,
    };
    const key = JSON.stringify({ ...query, keyword: undefined, words: searchKey(words) });
    // The phrase tiers read the keyword as typed: "청년 월세" and "월세 청년" rank differently.
    const cacheKey = `${key}|${words.map((w) => w.value).join(' ')}`;
    const cached = await this.cache.get(
      cacheKey,
      async () => new CachedMatches(await this.matches(query)),
    );

    const matches = cached.ofKinds(uniqueSorted(request.filters.kind) as ItemKind[]);
    const { current_page_no: page, item_no_per_page: size } = request.pagination;
    const pageIds = Array.from(matches.subarray((page - 1) * size, page * size), matchId);
    const recommendIds: number[] = [];
    for (const match of matches) {
      if (recommendIds.length >= request.options.recommend_count) break;
      if (isOpenPickMatch(match)) recommendIds.push(matchId(match));
    }
    const { items, recommends } = await this.catalogue.pageItems(pageIds, recommendIds);
    return {
      items,
      total_count: matches.length,
      current_page_no: page,
      item_no_per_page: size,
      recommends,
      kind_counts: { ...cached.counts },
      is_total_capped: cached.matches.isCapped,
    };
  }
}

function uniqueSorted(values: readonly string[] | undefined): string[] {
  return [...new Set(values ?? [])].sort();
}
