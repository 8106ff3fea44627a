import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRequest, queryFromSearch } from '../../../shared/catalogue-query.js';
import { replaceCatalogue, testItem as item } from '../../test-support/catalogue-rows.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** The search page in the served HTML: titled by its words, its first answer, never indexed. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await replaceCatalogue(t.database.db, [
    item('policy', 'rent', { title: '서울 청년 월세 지원', summary: '월 20만 원을 드려요.' }),
    item('event', 'rent-talk', {
      title: '월세 계약 특강',
      summary: '계약서 읽는 법을 알려 드려요.',
    }),
    item('video', 'jobs', { title: '면접 준비 3분 정리', summary: '핵심만 알려 드려요.' }),
  ]);
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function initialDataOf(html: string) {
  const match = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match
    ? (JSON.parse(match[1]!) as { route: string; input: unknown; data: Record<string, unknown> }[])
    : [];
}

describe('the search page in the served HTML', () => {
  it('carries the first page of results for the words and tab of its address', async () => {
    const address = '?keyword=%EC%9B%94%EC%84%B8&kind=policy&order=newest';
    const response = await page(`/search/${address}`);
    expect(response.statusCode).toBe(200);
    const [entry, ...rest] = initialDataOf(response.body);
    expect(rest).toEqual([]);
    expect(entry?.route).toBe('search/common#read_list');
    // The very request the screen makes first, so the screen takes this answer.
    expect(entry?.input).toEqual(pageRequest('search', queryFromSearch('search', address), 1));
    expect(entry?.data).toMatchObject({
      total_count: 1,
      kind_counts: { policy: 1, event: 1, video: 0 },
      items: [{ cid: 'policy-t-rent' }],
    });
  });

  it('is titled by its words, in the page language, and kept out of search indexes', async () => {
    const ko = await page('/search/?keyword=%EC%9B%94%EC%84%B8%20%3Cb%3E');
    expect(ko.body).toContain('<title>&#39;월세 &#60;b&#62;&#39; 검색 결과 | 청년혜택</title>');
    expect(ko.body).toContain('<meta name="robots" content="noindex">');
    const en = await page('/search/?keyword=%EC%9B%94%EC%84%B8', { 'accept-language': 'en-US' });
    expect(en.body).toContain('<title>Results for &#39;월세&#39; | Youth Benefits</title>');
  });

  it('without words has no results to carry, and is not indexed either', async () => {
    const response = await page('/search/');
    expect(response.statusCode).toBe(200);
    expect(initialDataOf(response.body)).toEqual([]);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<title>검색 | 청년혜택</title>');
  });

  it('leaves the other pages indexable', async () => {
    expect((await page('/policy-list/')).body).not.toContain('noindex');
  });
});
