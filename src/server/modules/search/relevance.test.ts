import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed/seed-demo.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  isImperfect,
  measureRelevance,
  relevanceSummary,
  relevanceTable,
  searchThrough,
  type RelevanceReport,
} from './relevance.js';
import { RELEVANCE_SET } from './relevance-set.js';

/**
 * The relevance set (relevance-set.ts) through `search/common` on the demo content: every query's
 * first five answers by relevance, scored by precision@5 and MRR (`npm run bench:relevance`
 * prints the same figures and table).
 */

/**
 * Measured 0.901 and 0.886 (88 queries); a little below, so only a real loss fails. The misses
 * are the nationwide programme among its 17 regional namesakes (월세, 마음건강, 창업, 영케어러),
 * videos without the policies' keywords (케이패스, 국취제, 예창패, KDT), and 취업.
 */
const MIN_PRECISION_AT_5 = 0.88;
const MIN_MRR = 0.86;

let t: TestApp;
let report: RelevanceReport;
beforeAll(async () => {
  t = await createTestApp();
  // The shared PostgreSQL of CI may hold other files' items: the demo content alone.
  await t.database.db.deleteFrom('catalogue_items').execute();
  await seedDemoContent(t.database.db);
  report = await measureRelevance(RELEVANCE_SET, searchThrough(t.app, apiHeaders('read_list')));
}, 120_000);
afterAll(() => t.close());

describe('the relevance set', () => {
  it('names demo items only, at least 45 queries, 1 to 5 expected each', async () => {
    const cids = new Set(
      (await t.database.db.selectFrom('catalogue_items').select('cid').execute()).map((r) => r.cid),
    );
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(45);
    expect(new Set(RELEVANCE_SET.map((e) => e.query)).size).toBe(RELEVANCE_SET.length);
    for (const entry of RELEVANCE_SET) {
      expect(entry.expected.length, entry.query).toBeGreaterThanOrEqual(1);
      expect(entry.expected.length, entry.query).toBeLessThanOrEqual(5);
      expect(
        entry.expected.filter((cid) => !cids.has(cid)),
        entry.query,
      ).toEqual([]);
    }
  });

  it('answers every query with something', () => {
    const empty = report.queries.filter((q) => q.total === 0);
    if (empty.length) console.log(relevanceTable(empty));
    expect(empty.map((q) => q.query)).toEqual([]);
  });

  it(`keeps precision@5 ≥ ${MIN_PRECISION_AT_5} and MRR ≥ ${MIN_MRR}`, () => {
    const imperfect = report.queries.filter(isImperfect);
    if (report.precisionAt5 < MIN_PRECISION_AT_5 || report.mrr < MIN_MRR) {
      console.log(`${relevanceSummary(report)}\n${relevanceTable(imperfect)}`);
    }
    expect(report.precisionAt5).toBeGreaterThanOrEqual(MIN_PRECISION_AT_5);
    expect(report.mrr).toBeGreaterThanOrEqual(MIN_MRR);
  });
});
