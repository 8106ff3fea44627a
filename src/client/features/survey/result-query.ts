import { INTEREST_CATEGORIES, type InterestCategory } from '../../../shared/categories.js';
import { LIST_PAGE_SIZE } from '../../../shared/constants.js';
import { MATCH_RESULTS, type MatchResult } from '../../../shared/matching/types.js';
import { SIDO_CODES, type SidoCode } from '../../../shared/regions.js';

/**
 * The results page's address (decision 019): the group shown and the filters, nothing about the
 * person. `/survey/result/?result=likely&category=jobs&region=11` shared with a friend shows the
 * friend's own results under the same filters. Unknown values are ignored, never an error.
 */

export interface ResultQuery {
  result: MatchResult;
  category: InterestCategory | undefined;
  region: SidoCode | undefined;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

export function resultQueryFrom(search: string): ResultQuery {
  const params = new URLSearchParams(search);
  return {
    result: pick(MATCH_RESULTS, params.get('result')) ?? 'eligible',
    category: pick(INTEREST_CATEGORIES, params.get('category')),
    region: pick(SIDO_CODES, params.get('region')),
  };
}

/** The canonical query string of a results view (the default group left out). */
export function searchOfResult(query: ResultQuery): string {
  const params = new URLSearchParams();
  if (query.result !== 'eligible') params.set('result', query.result);
  if (query.category) params.set('category', query.category);
  if (query.region) params.set('region', query.region);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The `match/common` request of one page of a results view. */
export function matchRequest(query: ResultQuery, page: number) {
  return {
    filters: {
      result: [query.result],
      ...(query.category ? { category: [query.category] } : {}),
      ...(query.region ? { region: [query.region] } : {}),
    },
    order: 'scoring' as const,
    pagination: { current_page_no: page, item_no_per_page: LIST_PAGE_SIZE },
    options: { recommend_count: 0 },
  };
}
