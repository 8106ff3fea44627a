import type { FastifyInstance } from 'fastify';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import type { RelevanceEntry } from './relevance-set.js';

/**
 * Measures `search/common` against the relevance set (relevance-set.ts): the first page of five
 * by relevance (order `scoring`) for every query, scored by precision@5 and reciprocal rank.
 * Shared by relevance.test.ts and `npm run bench:relevance`.
 */

export const RELEVANCE_DEPTH = 5;

/** The body of `search/common` for one query of the set. */
export function relevanceRequest(query: string) {
  return {
    condition: { keyword: query },
    order: 'scoring',
    pagination: { current_page_no: 1, item_no_per_page: RELEVANCE_DEPTH },
    options: { recommend_count: 0 },
  };
}

/** What the search answered for one query: the cids of the first page, and how many matched. */
export interface SearchedPage {
  cids: string[];
  total: number;
}

/** Asks `search/common` of an app through its HTTP stack (`headers`: those of a read_list call). */
export function searchThrough(app: FastifyInstance, headers: Record<string, string>) {
  return async (query: string): Promise<SearchedPage> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search/common',
      headers,
      payload: JSON.stringify(relevanceRequest(query)),
    });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
    const answer = (response.json() as { data: SearchAnswer }).data;
    return { cids: answer.items.map((item) => item.cid), total: answer.total_count };
  };
}

export interface QueryRelevance extends RelevanceEntry {
  top: string[];
  total: number;
  /** Expected items found in the top 5, over min(5, expected). */
  precision: number;
  /** 1 / rank of the first expected item in the top 5, 0 when none is there. */
  reciprocalRank: number;
  missing: string[];
}

export interface RelevanceReport {
  queries: QueryRelevance[];
  /** Mean precision@5 over the queries. */
  precisionAt5: number;
  /** Mean reciprocal rank (within the top 5) over the queries. */
  mrr: number;
}

export function scoreQuery(entry: RelevanceEntry, page: SearchedPage): QueryRelevance {
  const top = page.cids.slice(0, RELEVANCE_DEPTH);
  const found = entry.expected.filter((cid) => top.includes(cid));
  const firstRank = top.findIndex((cid) => entry.expected.includes(cid)) + 1;
  return {
    ...entry,
    top,
    total: page.total,
    precision: found.length / Math.min(RELEVANCE_DEPTH, entry.expected.length),
    reciprocalRank: firstRank ? 1 / firstRank : 0,
    missing: entry.expected.filter((cid) => !top.includes(cid)),
  };
}

export async function measureRelevance(
  set: readonly RelevanceEntry[],
  search: (query: string) => Promise<SearchedPage>,
): Promise<RelevanceReport> {
  const queries: QueryRelevance[] = [];
  for (const entry of set) queries.push(scoreQuery(entry, await search(entry.query)));
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    queries,
    precisionAt5: mean(queries.map((q) => q.precision)),
    mrr: mean(queries.map((q) => q.reciprocalRank)),
  };
}

const figure = (value: number) => value.toFixed(2);

/** One line of figures, e.g. "88 queries: precision@5 0.901, MRR 0.886". */
export function relevanceSummary(report: RelevanceReport): string {
  const { queries, precisionAt5, mrr } = report;
  return `${queries.length} queries: precision@5 ${precisionAt5.toFixed(3)}, MRR ${mrr.toFixed(3)}`;
}

/** Whether a query lost anything: an expected item outside the top 5, or none of them first. */
export const isImperfect = (q: QueryRelevance) => q.precision < 1 || q.reciprocalRank < 1;

/**
 * A Markdown table of the queries: precision@5, reciprocal rank, matches, and the expected items
 * missing from the top 5, and the top 5 of every imperfect query (`isImperfect`).
 */
export function relevanceTable(queries: readonly QueryRelevance[]): string {
  const lines = [
    '| query | P@5 | RR | matches | missing from the top 5 | top 5 |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const q of queries) {
    const top = isImperfect(q) ? q.top.join(', ') : '';
    lines.push(
      `| ${q.query} | ${figure(q.precision)} | ${figure(q.reciprocalRank)} | ${q.total} | ${q.missing.join(', ')} | ${top} |`,
    );
  }
  return lines.join('\n');
}
