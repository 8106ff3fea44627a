import { describe, expect, it } from 'vitest';
import { pageRequest, queryFromSearch } from '../../../shared/catalogue-query.js';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import type { Locale } from '../../../shared/locale.js';
import { renderPage } from '../../entry-server.js';

/**
 * A broad search counts only its newest 1,000 matches (decision 008): the page says "1,000+"
 * and each tab "N+", never passing a lower bound off as the number of matches (issue 15).
 */

const item = (n: number): ListItem => ({
  cid: `policy-${n}`,
  kind: 'policy',
  title: `청년 지원 ${n}`,
  summary: '',
  agency: '',
  thumbnail_url: null,
  labels: ['ALWAYS'],
  d_day: null,
  apply_start: null,
  apply_end: null,
  views: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  regions: [],
  categories: [],
  event: null,
  video: null,
  eligibility: null,
});

function render(locale: Locale, isCapped: boolean) {
  const search = '?keyword=%EC%B2%AD%EB%85%84';
  const data: SearchAnswer = {
    items: Array.from({ length: 24 }, (_, n) => item(n)),
    total_count: 1_000,
    current_page_no: 1,
    item_no_per_page: 24,
    recommends: [],
    kind_counts: { policy: 990, event: 10, video: 0 },
    is_total_capped: isCapped,
  };
  return renderPage({
    url: `/search/${search}`,
    locale,
    initialData: [
      {
        route: 'search/common#read_list',
        input: pageRequest('search', queryFromSearch('search', search), 1),
        data,
      },
    ],
  });
}

describe('search counts on the page', () => {
  it('says 1,000건 이상 and 990+ when the search counted its newest 1,000 only', async () => {
    const html = await render('ko-KR', true);
    expect(html).toContain('1,000건 이상');
    expect(html).toContain('990+');
    expect(html).toContain('990개 이상');
    expect(html).not.toContain('총 1,000개');
  });

  it('says 1,000+ in English', async () => {
    const html = await render('en-US', true);
    expect(html).toContain('1,000+ results');
    expect(html).toContain('990 or more');
  });

  it('gives the exact numbers when every match was counted', async () => {
    const html = await render('ko-KR', false);
    expect(html).toContain('총 1,000개');
    expect(html).not.toContain('이상');
  });
});
