import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ListOrder } from '../../../shared/contract/list.js';
import type { ItemKind } from '../../../shared/routes.js';
import type { SearchWord } from '../../../shared/search-text.js';
import type { Database } from '../../db/schema.js';
import { isClosed, matchCondition, orderBy, scoringTieBreaks } from '../../db/item-sql.js';
import { relevanceTier, worstFieldRank } from './search-match.js';

/**
 * A search ranks and answers with at most this many matches, its newest (the bounded fallback of
 * product §11): more than anyone scrolls through (42 pages). A query matching most of the catalogue
 * (청, 청년, 지원) then reads about this many rows down the newest-first index instead of all of
 * them; a narrower one has fewer matches anyway. On a catalogue of real size (온통청년 lists a few
 * thousand policies) it binds only for the broadest words.
 */
export const SEARCH_MATCH_LIMIT = 1_000;

const KIND_CODES: readonly ItemKind[] = ['policy', 'event', 'video'];

export interface SearchQuery {
  /** The query as typed (for the title phrase) and as words. */
  keyword: string;
  words: SearchWord[];
  today: string;
  showClosed: boolean;
  region: string[];
  category: string[];
  order: ListOrder;
}

/**
 * Every match of a search in order, each packed in one number as id × 8 + kind × 2 + open PICK
 * (ids stay far below 2^28): a cached search is one typed array, which the garbage collector
 * does not walk, rather than three arrays of a thousand values.
 */
export interface SearchMatches {
  packed: Int32Array;
  /** More items match than the newest SEARCH_MATCH_LIMIT these are: counts are lower bounds. */
  isCapped: boolean;
}

export const packMatch = (id: number, kind: ItemKind, isOpenPick: boolean) =>
  id * 8 + KIND_CODES.indexOf(kind) * 2 + (isOpenPick ? 1 : 0);
export const matchId = (packed: number) => packed >>> 3;
export const matchKind = (packed: number) => KIND_CODES[(packed >>> 1) & 3]!;
export const isOpenPickMatch = (packed: number) => (packed & 1) === 1;

/**
 * Relevance first, then open before closed, the nearer deadline, the newer item (issue 4). Reads
 * the columns of the inner select of `searchMatches`.
 */
function scoringOrder(query: SearchQuery): RawBuilder<unknown> {
  const tier = query.words.length ? sql`${relevanceTier(query.keyword, query.words)}, ` : sql``;
  return sql`${tier}${scoringTieBreaks(query.today)}`;
}

/**
 * One query for every kind at once (the kind tabs and counts come from the same answer), on the
 * search table alone. The inner select finds the matches through the GIN index and computes what
 * ranking needs once per row; they are ordered into one array.
 */
export async function searchMatches(
  db: Kysely<Database>,
  query: SearchQuery,
): Promise<SearchMatches> {
  const { rows } = await searchMatchesSql(query).execute(db);
  return {
    packed: Int32Array.from(rows[0]?.packed ?? []),
    isCapped: rows[0]?.is_capped ?? false,
  };
}

/** The query of `searchMatches` (apart for EXPLAIN). */
export function searchMatchesSql(query: SearchQuery) {
  const where: RawBuilder<SqlBool>[] = [];
  if (!query.showClosed) where.push(sql`not ${isClosed(query.today)}`);
  // A 시·도 includes the nationwide items, as in the lists; `nationwide` alone is those only.
  if (query.region.length) {
    where.push(sql`region_keys && ${[...new Set([...query.region, 'nationwide'])]}::text[]`);
  }
  if (query.category.length) where.push(sql`categories && ${query.category}::text[]`);
  const match = matchCondition(query.words);
  if (match) where.push(match);
  const order = query.order === 'scoring' ? scoringOrder(query) : orderBy(query.order, query.today);
  // The search table holds everything else a search filters and orders by; views change all day
  // and are read from the catalogue only when they order the answer.
  const views =
    query.order === 'views'
      ? sql`(select views from catalogue_items where catalogue_items.id = s.item_id)`
      : sql`0`;
  // The newest SEARCH_MATCH_LIMIT matches (bounded work however broad the query), ordered into
  // one array, each match packed as `packMatch` does: a fraction of a row's cost in the driver. One match more is read, to know whether there are
  // more than the limit (the answer then says its counts are lower bounds), and left out.
  return sql<{ packed: number[] | null; is_capped: boolean | null }>`
    select
      array_agg(id * 8 + kind_code * 2 + open_pick order by ${order})
        filter (where newness <= ${SEARCH_MATCH_LIMIT}) as packed,
      count(*) > ${SEARCH_MATCH_LIMIT} as is_capped
    from (
      select s.item_id::int as id, ${views} as views, created_at, apply_kind, apply_start,
        apply_end, title_text, ${worstFieldRank(query.words)} as worst_field,
        case kind when 'policy' then 0 when 'event' then 1 else 2 end as kind_code,
        (is_pick and not ${isClosed(query.today)})::int as open_pick,
        row_number() over (order by created_at desc, s.item_id desc) as newness
      from (
        select item_id, kind, is_pick, apply_kind, apply_start, apply_end, created_at,
          title_text, tags_text, summary_text, title_initials, tags_initials
        from catalogue_search as s
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by created_at desc, item_id desc
        limit ${SEARCH_MATCH_LIMIT + 1}
      ) as s
    ) as matched`;
}
