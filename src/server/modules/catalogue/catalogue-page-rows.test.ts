import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuery, listRequest, listRoute } from '../../../shared/catalogue-query.js';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import { appWithPolicies } from '../../test-support/catalogue-rows.js';
import { countStatements, isRowRead } from '../../test-support/statement-counter.js';
import { apiHeaders, type TestApp } from '../../test-support/test-app.js';

/**
 * Pages past the rows a list snapshot holds (its first 48): the rows of a page read once are kept
 * for the next reader of that page, and a change through the catalogue writer still shows within
 * a second (decision 023).
 */

const rowReads = countStatements(isRowRead);

const POLICIES = 80;
let t: TestApp;

beforeAll(async () => {
  // The cache of pages' rows serves where the cards are not held (a catalogue past ItemStore's
  // limit, a change not read yet; item-store.test.ts).
  t = await appWithPolicies({
    count: POLICIES,
    slugOf: (at) => `p${String(at).padStart(2, '0')}`,
    holdsEveryItem: false,
    queryPlugin: rowReads,
  });
});
afterAll(() => t?.close());

async function page(no: number): Promise<ListAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${listRoute('policy').split('#')[0]}`,
    headers: apiHeaders('read_list'),
    payload: JSON.stringify(listRequest(defaultQuery('policy'), no, { pageSize: 24 })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('rows of deeper pages', () => {
  it('reads a page past the held rows once, then answers it from memory', async () => {
    const first = await page(3);
    expect(first.items).toHaveLength(24);
    rowReads.count = 0;
    const again = await page(3);
    expect(again.items.map((i) => i.cid)).toEqual(first.items.map((i) => i.cid));
    expect(rowReads.count).toBe(0);
    // Another page is its own read.
    expect((await page(4)).items).toHaveLength(POLICIES - 72);
    expect(rowReads.count).toBe(1);
  });

  it('shows an edit of a row on such a page within a second', async () => {
    const [edited] = (await page(3)).items;
    await t.app.catalogueWriter.update(edited!.cid, { title: '고친 제목' });
    const started = performance.now();
    let titles: string[] = [];
    while (!titles.includes('고친 제목') && performance.now() - started < 2_000) {
      titles = (await page(3)).items.map((i) => i.title);
    }
    expect(titles).toContain('고친 제목');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
