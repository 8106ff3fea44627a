import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../shared/contract/search.js';
import {
  applyRange as range,
  replaceCatalogue,
  testItem as item,
  type CatalogueRow,
} from '../../test-support/catalogue-rows.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * `search/common` through the real HTTP stack and database: how Korean is matched (inside
 * compounds, any spacing, 초성, case and hyphens, symbols literally), ranking, kinds and filters.
 */

const ROWS: CatalogueRow[] = [
  item('policy', 'seoul-rent', {
    ...range(-10, 5),
    title: '서울 청년 월세 지원',
    summary: '무주택 청년에게 월 20만 원을 드려요.',
    regions: ['11'],
    categories: ['housing'],
  }),
  item('policy', 'rent-compound', {
    ...range(-10, 20),
    title: '청년월세지원 사업',
    summary: '월세를 도와드려요.',
    regions: ['26'],
    categories: ['housing'],
  }),
  item('policy', 'allowance', {
    title: '경기 청년수당',
    summary: '구직 활동을 하는 청년에게 수당을 드려요.',
    regions: ['41'],
    categories: ['jobs'],
    keywords: ['구직'],
  }),
  item('policy', 'suit', {
    title: '취업 준비생 면접정장 무료 대여',
    summary: '면접 볼 때 필요한 옷을 빌려드려요.',
    categories: ['jobs'],
  }),
  item('policy', 'kpass', {
    title: 'K-패스 청년 추가 환급',
    summary: '대중교통비를 돌려받아요.',
    categories: ['welfare'],
    is_pick: true,
  }),
  item('policy', 'mind', {
    title: '2030 청년 마음건강 바우처',
    summary: '상담 비용을 지원해요.',
    categories: ['health'],
  }),
  item('policy', 'matching', {
    title: '청년 저축 계좌',
    summary: '저축액의 100%를 매칭해 드려요. 이자율 연 5_0 표기 (테스트)',
    categories: ['finance'],
    keywords: ['적금'],
  }),
  item('policy', 'closed-rent', {
    ...range(-30, -1),
    title: '청년 월세 특별 지원 (지난 공고)',
    categories: ['housing'],
  }),
  item('policy', 'body-only', {
    title: '주거 안정 종합 대책',
    summary: '집 걱정을 덜어 드려요.',
    body: '대상: 월세로 사는 청년. 관계 기관: 국토교통부',
    categories: ['housing'],
  }),
  item('event', 'rent-seminar', {
    ...range(-1, 3),
    title: '월세 계약 특강',
    summary: '계약서를 같이 읽어요.',
    categories: ['residence'],
    regions: ['11'],
    details: JSON.stringify({
      startsAt: '2026-12-01T10:00:00+09:00',
      endsAt: '2026-12-01T12:00:00+09:00',
      isOnline: false,
      venue: { name: '청년센터' },
    }),
  }),
  item('video', 'rent-video', {
    title: '청년 월세 지원 신청 방법',
    summary: '3분이면 충분해요.',
    categories: ['housing'],
    details: JSON.stringify({
      provider: 'youtube',
      videoId: 'abcdefghijk',
      durationSeconds: 180,
      channel: '청년혜택',
    }),
  }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await replaceCatalogue(t.database.db, ROWS);
});
afterAll(() => t.close());

function post(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/search/common',
    headers: apiHeaders('read_list'),
    payload: JSON.stringify(body),
  });
}

async function search(keyword: string, body: Record<string, unknown> = {}): Promise<SearchAnswer> {
  const response = await post({ ...body, condition: { keyword, ...(body.condition ?? {}) } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SearchAnswer }).data;
}
const slugs = (answer: SearchAnswer) => answer.items.map((i) => i.cid.replace(/^\w+-t-/, ''));
const found = async (keyword: string) => slugs(await search(keyword)).sort();

describe('matching Korean as people type it', () => {
  it('finds words inside compounds', async () => {
    expect(await found('수당')).toEqual(['allowance']);
    expect(await found('정장')).toEqual(['suit']);
  });

  it('ignores spacing both ways', async () => {
    // "청년월세" finds "서울 청년 월세 지원", and "청년 월세" finds "청년월세지원 사업".
    expect(await found('청년월세')).toEqual(
      ['closed-rent', 'rent-compound', 'rent-video', 'seoul-rent'].sort(),
    );
    expect(await found('청년 월세')).toContain('rent-compound');
    expect(await found('월세지원')).toEqual(['rent-compound', 'rent-video', 'seoul-rent'].sort());
  });

  it('takes one syllable, Latin and digits, ignoring case and hyphens', async () => {
    expect(await found('k패스')).toEqual(['kpass']);
    expect(await found('K-패스')).toEqual(['kpass']);
    expect(await found('2030')).toEqual(['mind']);
    expect(await found('적')).toEqual(['matching']); // its keyword 적금
    expect(await found('패')).toEqual(['kpass']);
    // One syllable is looked for in titles and tags only: 옷 is in a summary.
    expect(await found('옷')).toEqual([]);
    expect(await found('옷을')).toEqual(['suit']);
  });

  it('needs every word (operator "and")', async () => {
    expect(await found('서울 월세')).toEqual(['rent-seminar', 'seoul-rent'].sort());
    expect(await found('부산 월세 사업')).toEqual(['rent-compound']);
    expect(await found('월세 수당')).toEqual([]);
  });

  it('understands 초성', async () => {
    expect(await found('ㅊㄴㅇㅅ')).toEqual(
      ['closed-rent', 'rent-compound', 'rent-video', 'seoul-rent'].sort(),
    );
    expect(await found('ㅁㅈㅈㅈ')).toEqual(['suit']);
  });

  it('reads category and 시·도 names, the body and the agency', async () => {
    expect(await found('주거')).toEqual(
      [
        'body-only',
        'closed-rent',
        'rent-compound',
        'rent-seminar',
        'rent-video',
        'seoul-rent',
      ].sort(),
    );
    expect(await found('국토교통부')).toEqual(['body-only']);
    expect(await found('경기')).toEqual(['allowance']);
  });

  it('matches metacharacters literally, never everything', async () => {
    expect(await found('100%')).toEqual(['matching']);
    expect(await found('%')).toEqual(['matching']);
    expect(await found('_')).toEqual(['matching']);
    for (const keyword of ['\\', '"', "'", "' or 1=1 --", '%%', '*']) {
      expect((await search(keyword)).total_count, keyword).toBe(0);
    }
  });
});

describe('ranking', () => {
  it('puts title matches first, open before closed, body matches last', async () => {
    const order = slugs(await search('월세'));
    // Titles starting with the query, then titles holding it (open before closed), then the
    // summary, then the body.
    expect(order[0]).toBe('rent-seminar');
    expect(order.indexOf('closed-rent')).toBeGreaterThan(order.indexOf('seoul-rent'));
    expect(order.indexOf('closed-rent')).toBeGreaterThan(order.indexOf('rent-video'));
    expect(order.at(-1)).toBe('body-only');
  });

  it('ranks the exact title phrase above scattered words', async () => {
    // The phrase 청년월세지원 starts two titles, sits inside a third, and is scattered in the
    // closed item's title (청년 월세 특별 지원).
    const order = slugs(await search('청년 월세 지원'));
    expect(order.slice(0, 2).sort()).toEqual(['rent-compound', 'rent-video']);
    expect(order[2]).toBe('seoul-rent');
    expect(order[3]).toBe('closed-rent');
  });

  it('shows closed items under relevance only, as product §4 says', async () => {
    expect(await found('지난 공고')).toEqual(['closed-rent']);
    expect(slugs(await search('지난 공고', { order: 'newest' }))).toEqual([]);
    expect(
      slugs(await search('지난 공고', { order: 'newest', condition: { show_closed: true } })),
    ).toEqual(['closed-rent']);
  });
});

describe('kinds and filters', () => {
  it('searches every kind at once and counts each', async () => {
    const answer = await search('월세');
    expect(new Set(answer.items.map((i) => i.kind))).toEqual(new Set(['policy', 'event', 'video']));
    expect(answer.kind_counts).toEqual({ policy: 4, event: 1, video: 1 });
    expect(answer.total_count).toBe(6);
  });

  it('filters by kind without changing the counts per kind', async () => {
    const answer = await search('월세', { filters: { kind: ['video', 'event'] } });
    expect(slugs(answer).sort()).toEqual(['rent-seminar', 'rent-video']);
    expect(answer.total_count).toBe(2);
    expect(answer.kind_counts).toEqual({ policy: 4, event: 1, video: 1 });
  });

  it('filters by region (with nationwide items) and category', async () => {
    expect(slugs(await search('월세', { filters: { region: ['26'] } })).sort()).toEqual(
      ['body-only', 'closed-rent', 'rent-compound', 'rent-video'].sort(),
    );
    expect(slugs(await search('', { filters: { category: ['jobs'] } })).sort()).toEqual([
      'allowance',
      'suit',
    ]);
  });

  it('pages, and recommends open PICK items of the answer', async () => {
    const first = await search('청년', { pagination: { item_no_per_page: 3 } });
    const second = await search('청년', {
      pagination: { item_no_per_page: 3, current_page_no: 2 },
    });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((i) => i.cid)).not.toContain(first.items[0]!.cid);
    expect(first.recommends.map((i) => i.cid)).toEqual(['policy-t-kpass']);
  });

  it('orders by views, newest and deadline too', async () => {
    // Without relevance, closed items stay hidden unless asked for.
    for (const order of ['newest', 'deadline', 'views']) {
      expect((await search('월세', { order })).total_count, order).toBe(5);
    }
  });
});

describe('hostile input', () => {
  it('answers long, symbolic, control and broken input sanely, never with a 5xx', async () => {
    const bodies = [
      { condition: { keyword: '청'.repeat(500) } },
      { condition: { keyword: '!@#$%^&*()'.repeat(10) } },
      { condition: { keyword: '\u0001\u0002\u001f' } },
      { condition: { keyword: '\ud800월세\udfff' } },
      { condition: { keyword: '월세' }, order: 'bogus' },
      { condition: { keyword: '월세' }, filters: { kind: ['person'] } },
      { condition: { keyword: '월세' }, filters: { status: ['ING'] } },
      { condition: { keyword: ['월세'] } },
    ];
    for (const body of bodies) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await post(bodies[0])).statusCode).toBe(400);
    // Nothing matchable left: like an empty query, everything (relevance shows closed items).
    expect((await search('\u0001\u0002\u001f')).total_count).toBe(ROWS.length);
    expect(await found('\ud800월세\udfff')).toContain('seoul-rent');
  });
});
