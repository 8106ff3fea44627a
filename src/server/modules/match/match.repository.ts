import { sql, type Kysely } from 'kysely';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import type { Database } from '../../db/schema.js';
import { matchCondition } from '../../db/item-sql.js';

/** All SQL of matching: every policy's facts for the in-memory index, and a page's conditions. */

type Db = Kysely<Database>;

/** What judging, filtering, ordering and explaining a policy needs. */
export interface PolicyFactsRow {
  id: number;
  cid: string;
  regions: string[];
  categories: string[];
  apply_kind: 'range' | 'always' | 'closed' | 'none';
  apply_start: string | null;
  apply_end: string | null;
  is_pick: boolean;
  views: number;
  created_ms: number;
  eligibility: Record<string, unknown>;
}

/**
 * Every policy (closed ones too: they may be asked for, and the day decides what is closed), in
 * one read: a page then needs no read of its own to explain its matches.
 */
export async function policyFacts(db: Db): Promise<PolicyFactsRow[]> {
  const { rows } = await sql<PolicyFactsRow>`
    select id::int as id, cid, regions, categories, apply_kind,
      to_char(apply_start, 'YYYY-MM-DD') as apply_start, to_char(apply_end, 'YYYY-MM-DD') as apply_end,
      is_pick, views::float8 as views, (extract(epoch from created_at) * 1000)::float8 as created_ms,
      eligibility
    from catalogue_items where kind = 'policy'`.execute(db);
  return rows;
}

/**
 * The ids of the policies whose text holds every word of `keyword`, as lists and search match;
 * undefined when the keyword has no words (everything matches).
 */
export async function policyIdsMatching(db: Db, keyword: string): Promise<Set<number> | undefined> {
  const match = matchCondition(parseSearchKeyword(keyword));
  if (!match) return undefined;
  const { rows } = await sql<{ ids: number[] | null }>`
    select array_agg(s.item_id::int) as ids from catalogue_search as s
    where s.kind = 'policy' and ${match}`.execute(db);
  return new Set(rows[0]?.ids ?? []);
}
