import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import {
  applyRange as range,
  replaceCatalogue,
  testDay as day,
  testItem as item,
  type CatalogueRow as Row,
} from '../../test-support/catalogue-rows.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * The catalogue calls through the real HTTP stack and database, on records written for these
 * tests. Dates are relative to today in Korea, like the demo content.
 */

const ROWS: Row[] = [
  item('policy', 'seoul-rent', {
    ...range(-10, 5),
    regions: ['11'],
    categories: ['housing'],
    title: '서울 청년 월세 지원',
    views: 50,
    is_pick: true,
  }),
  item('policy', 'busan-jobs', {
    ...range(-3, 0),
    regions: ['26'],
    categories: ['jobs'],
    title: '부산 청년 일자리',
    views: 10,
    eligibility: JSON.stringify({
      age: { min: 18, max: 39 },
      regions: { sido: ['26'] },
      income: { kind: 'text', text: '가구 소득 기준 이하 (별도 공고)' },
      marital: ['single'],
      additionalConditions: '부산 소재 기업 재직 6개월 이상',
      excludedTargets: '유사 사업 참여자',
    }),
  }),
  item('policy', 'nation-savings', {
    regions: [],
    categories: ['finance'],
    title: '청년 저축 계좌 100% 매칭',
    views: 300,
    is_pick: true,
  }),
  item('policy', 'coming-soon', { ...range(3, 20), regions: ['11'], categories: ['education'] }),
  item('policy', 'closed-range', {
    ...range(-30, -1),
    regions: ['11'],
    categories: ['housing'],
    views: 999,
    is_pick: true,
  }),
  item('policy', 'closed-flag', {
    apply_kind: 'closed',
    regions: [],
    categories: ['welfare'],
  }),
  item('policy', 'ends-tomorrow', { ...range(-1, 1), regions: ['26'], categories: ['housing'] }),
  item('policy', 'detail', {
    ...range(-1, 10),
    body: '첫 문단이에요.\n\n  들여쓴 줄',
    keywords: ['월세', '주거'],
    details: JSON.stringify({
      support: '월 20만 원',
      howToApply: '온라인 신청',
      documents: '신분증',
      contacts: '02-000-0000',
      supervisingAgency: '국토교통부',
      sigungu: ['11110'],
      links: { apply: 'https://example.go.kr/apply', reference: ['https://example.go.kr/info'] },
    }),
    eligibility: JSON.stringify({ age: { min: 19, max: 34 }, regions: { sido: ['11'] } }),
  }),
  ...Array.from({ length: 30 }, (_, index) =>
    item('event', `event-${String(index).padStart(2, '0')}`, {
      ...range(-1, 5 + index),
      regions: index % 2 ? ['11'] : [],
      categories: [index % 3 ? 'job' : 'contest'],
      details: JSON.stringify({
        category: index % 3 ? 'job' : 'contest',
        startsAt: `${day(40)}T19:00:00+09:00`,
        endsAt: `${day(40)}T21:00:00+09:00`,
        isOnline: index % 2 === 0,
        venue: index % 2 ? { name: '청년센터', address: '서울 중구', sido: '11' } : null,
        host: '청년센터',
        feeWon: 0,
        capacity: 30,
        links: {},
      }),
    }),
  ),
  item('video', 'rent-video', {
    categories: ['housing'],
    details: JSON.stringify({
      provider: 'youtube',
      videoId: 'abcdefghijk',
      durationSeconds: 185,
      channel: '청년채널',
      related: [
        { kind: 'policy', cid: 'policy-t-seoul-rent' },
        { kind: 'policy', cid: 'policy-t-gone' },
      ],
    }),
  }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await replaceCatalogue(t.database.db, ROWS);
});
afterAll(() => t.close());

function post(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: apiHeaders(method, headers),
    payload: JSON.stringify(body),
  });
}

async function list(path: string, body: unknown = {}): Promise<ListAnswer> {
  const response = await post(path, 'read_list', body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ListAnswer }).data;
}
const slugs = (answer: ListAnswer) => answer.items.map((i) => i.cid.replace(/^\w+-t-/, ''));

describe('read_list', () => {
  it('lists open items newest first with labels and D-Day on the Korean day', async () => {
    const answer = await list('policy/read');
    expect(slugs(answer)).toEqual([
      'detail',
      'ends-tomorrow',
      'coming-soon',
      'nation-savings',
      'busan-jobs',
      'seoul-rent',
    ]);
    expect(answer).toMatchObject({ total_count: 6, current_page_no: 1, item_no_per_page: 24 });
    const byCid = Object.fromEntries(answer.items.map((i) => [i.cid, i]));
    expect(byCid['policy-t-seoul-rent']).toMatchObject({ labels: ['PICK', 'ING'], d_day: 5 });
    expect(byCid['policy-t-busan-jobs']).toMatchObject({ labels: ['ING'], d_day: 0 });
    expect(byCid['policy-t-ends-tomorrow']?.d_day).toBe(1);
    expect(byCid['policy-t-coming-soon']).toMatchObject({ labels: ['COMING'], d_day: null });
    expect(byCid['policy-t-nation-savings']).toMatchObject({
      labels: ['PICK', 'ALWAYS'],
      apply_start: null,
    });
    expect(byCid['policy-t-seoul-rent']).toMatchObject({
      kind: 'policy',
      apply_start: day(-10),
      apply_end: day(5),
      regions: ['11'],
      event: null,
      video: null,
    });
  });

  it('gives each policy card its hard criteria for the match badge, no free text', async () => {
    const answer = await list('policy/read');
    const byCid = Object.fromEntries(answer.items.map((i) => [i.cid, i]));
    expect(byCid['policy-t-busan-jobs']!.eligibility).toEqual({
      age: { min: 18, max: 39 },
      regions: { sido: ['26'] },
      income: { kind: 'text', text: '' },
      marital: ['single'],
    });
    expect(byCid['policy-t-detail']!.eligibility).toEqual({
      age: { min: 19, max: 34 },
      regions: { sido: ['11'] },
    });
    expect(byCid['policy-t-seoul-rent']!.eligibility).toEqual({});
    const events = await list('events/read');
    const videos = await list('videos/read');
    expect([...events.items, ...videos.items].map((i) => i.eligibility)).toEqual(
      [...events.items, ...videos.items].map(() => null),
    );
    const search = await post('search/common', 'read_list', { condition: { keyword: '부산' } });
    const found = (search.json() as { data: ListAnswer }).data.items;
    expect(found.find((i) => i.cid === 'policy-t-busan-jobs')?.eligibility?.marital).toEqual([
      'single',
    ]);
  });

  it('shows closed items only when asked, labelled CLOSED', async () => {
    const answer = await list('policy/read', { condition: { show_closed: true } });
    expect(answer.total_count).toBe(8);
    const closed = answer.items.filter((i) => i.labels.includes('CLOSED')).map((i) => i.cid);
    expect(closed.sort()).toEqual(['policy-t-closed-flag', 'policy-t-closed-range']);
  });

  it('orders by deadline: nearest open deadline, then opening soon, then 상시, then closed', async () => {
    const answer = await list('policy/read', {
      order: 'deadline',
      condition: { show_closed: true },
    });
    expect(slugs(answer)).toEqual([
      'busan-jobs',
      'ends-tomorrow',
      'seoul-rent',
      'detail',
      'coming-soon',
      'nation-savings',
      'closed-range',
      'closed-flag',
    ]);
  });

  it('orders by views', async () => {
    const answer = await list('policy/read', { order: 'views', condition: { show_closed: true } });
    expect(slugs(answer).slice(0, 3)).toEqual(['closed-range', 'nation-savings', 'seoul-rent']);
  });

  it('refuses orders a list does not have', async () => {
    for (const [path, order] of [
      ['videos/read', 'deadline'],
      ['policy/read', 'scoring'],
      ['events/read', 'oldest'],
    ]) {
      const response = await post(path!, 'read_list', { order });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed' });
      expect(response.json().error.fields).toHaveProperty('order');
    }
  });

  it('filters by region: a 시·도 includes nationwide items; nationwide alone only those', async () => {
    const seoul = await list('policy/read', { filters: { region: ['11'] } });
    expect(slugs(seoul).sort()).toEqual(['coming-soon', 'detail', 'nation-savings', 'seoul-rent']);
    const nationwide = await list('policy/read', { filters: { region: ['nationwide'] } });
    expect(slugs(nationwide).sort()).toEqual(['detail', 'nation-savings']);
  });

  it('filters by category and status, all filters together', async () => {
    const housing = await list('policy/read', { filters: { category: ['housing'] } });
    expect(slugs(housing).sort()).toEqual(['ends-tomorrow', 'seoul-rent']);
    const coming = await list('policy/read', { filters: { status: ['COMING', 'ALWAYS'] } });
    expect(slugs(coming).sort()).toEqual(['coming-soon', 'nation-savings']);
    const combined = await list('policy/read', {
      filters: { region: ['26'], category: ['housing'], status: ['ING'] },
    });
    expect(slugs(combined)).toEqual(['ends-tomorrow']);
    const none = await list('policy/read', { filters: { region: ['50'], category: ['travel'] } });
    expect(none).toMatchObject({ items: [], total_count: 0, recommends: [] });
  });

  it('refuses unknown filter keys and values and wrong types with the field named', async () => {
    for (const filters of [
      { topic: ['x'] },
      { region: ['99'] },
      { region: '11' },
      { category: ['residence'] }, // an event category, not a policy one
      { status: [1] },
    ]) {
      const response = await post('policy/read', 'read_list', { filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(Object.keys(response.json().error.fields)[0]).toMatch(/^filters/);
    }
  });

  it('pages through 24 at a time without repeats, and past the end gives nothing', async () => {
    const first = await list('events/read', {});
    const second = await list('events/read', { pagination: { current_page_no: 2 } });
    expect(first.items).toHaveLength(24);
    expect(second.items).toHaveLength(6);
    const all = [...first.items, ...second.items].map((i) => i.cid);
    expect(new Set(all).size).toBe(30);
    const past = await list('events/read', { pagination: { current_page_no: 50 } });
    expect(past).toMatchObject({ items: [], total_count: 30, current_page_no: 50 });
    const small = await list('events/read', {
      pagination: { current_page_no: 3, item_no_per_page: 5 },
    });
    expect(small.items.map((i) => i.cid)).toEqual(all.slice(10, 15));
  });

  it('bounds the page size and depth', async () => {
    for (const pagination of [
      { item_no_per_page: 101 },
      { item_no_per_page: 0 },
      { current_page_no: 0 },
      { current_page_no: 1001 },
      { current_page_no: 1.5 },
    ]) {
      const response = await post('events/read', 'read_list', { pagination });
      expect(response.statusCode, JSON.stringify(pagination)).toBe(400);
    }
  });

  it('recommends open PICK items of the list, up to recommend_count', async () => {
    const answer = await list('policy/read', { options: { recommend_count: 5 } });
    // closed-range is a PICK but closed: never recommended.
    expect(answer.recommends.map((i) => i.cid).sort()).toEqual([
      'policy-t-nation-savings',
      'policy-t-seoul-rent',
    ]);
    expect(
      (await list('policy/read', { options: { recommend_count: 1 } })).recommends,
    ).toHaveLength(1);
    expect((await list('policy/read', { options: { recommend_count: 0 } })).recommends).toEqual([]);
  });

  it('matches every word of the keyword literally', async () => {
    expect(slugs(await list('policy/read', { condition: { keyword: '월세 서울' } }))).toEqual([
      'seoul-rent',
    ]);
    expect(slugs(await list('policy/read', { condition: { keyword: '100%' } }))).toEqual([
      'nation-savings',
    ]);
    // A percent sign finds the one title that has one, not everything.
    expect(slugs(await list('policy/read', { condition: { keyword: '%' } }))).toEqual([
      'nation-savings',
    ]);
    for (const keyword of ['_', '\\', "' or 1=1 --", '"']) {
      const answer = await list('policy/read', { condition: { keyword } });
      expect(answer.total_count, keyword).toBe(0);
    }
  });

  it('answers hostile payloads with a 4xx, never a 5xx', async () => {
    const bodies = [
      { condition: { keyword: 'a'.repeat(101) } },
      { condition: { keyword: 42 } },
      { condition: { show_closed: 'yes' } },
      { condition: { operator: 'or' } },
      { filters: null },
      { filters: { region: Array(30).fill('11') } },
      { pagination: { current_page_no: '1' } },
      { options: { recommend_count: 11 } },
      [],
      'null',
    ];
    for (const body of bodies) {
      const response = await post('policy/read', 'read_list', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('gives event and video cards their own fields', async () => {
    const events = await list('events/read', { filters: { region: ['nationwide'] } });
    expect(events.items[0]?.event).toMatchObject({
      starts_at: `${day(40)}T19:00:00+09:00`,
      is_online: true,
      venue_name: null,
    });
    const videos = await list('videos/read');
    expect(videos.items[0]).toMatchObject({
      labels: [],
      d_day: null,
      video: { provider: 'youtube', video_id: 'abcdefghijk', duration_seconds: 185 },
    });
  });
});

describe('read_detail', () => {
  const detail = (path: string, cid: string, headers: Record<string, string> = {}) =>
    post(path, 'read_detail', { cid }, headers);

  it('answers a policy with its content, eligibility and links', async () => {
    const response = await detail('policy/read', 'policy-t-detail');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      cid: 'policy-t-detail',
      kind: 'policy',
      body: '첫 문단이에요.\n\n  들여쓴 줄',
      labels: ['ING'],
      d_day: 10,
      policy: {
        support: '월 20만 원',
        how_to_apply: '온라인 신청',
        supervising_agency: '국토교통부',
        keywords: ['월세', '주거'],
        sigungu: ['11110'],
        eligibility: { age: { min: 19, max: 34 }, regions: { sido: ['11'] } },
        links: {
          apply: 'https://example.go.kr/apply',
          references: ['https://example.go.kr/info'],
        },
      },
    });
  });

  it('answers an event with its dates, venue and host', async () => {
    const response = await detail('events/read', 'event-t-event-01');
    expect(response.json().data.event).toMatchObject({
      category: 'job',
      is_online: false,
      venue_name: '청년센터',
      venue_address: '서울 중구',
      host: '청년센터',
      fee_won: 0,
      capacity: 30,
    });
  });

  it('answers a video with the related items that still exist', async () => {
    const response = await detail('videos/read', 'video-t-rent-video');
    const related = response.json().data.video.related as { cid: string }[];
    expect(related.map((r) => r.cid)).toEqual(['policy-t-seoul-rent']);
  });

  it('is 404 not_found for an unknown cid or a cid of another kind', async () => {
    for (const [path, cid] of [
      ['policy/read', 'policy-t-nothing'],
      ['events/read', 'policy-t-detail'],
      ['videos/read', "'; drop table catalogue_items; --"],
    ]) {
      const response = await detail(path!, cid!);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const empty = await detail('policy/read', '   ');
    expect(empty.statusCode).toBe(400);
  });

  it('counts a view once per client key per day', async () => {
    const views = async (clientKey: string) =>
      (await detail('policy/read', 'policy-t-busan-jobs', { 'x-client-key': clientKey })).json()
        .data.views as number;
    const first = await views('11111111-1111-4111-8111-111111111111');
    expect(first).toBe(11);
    expect(await views('11111111-1111-4111-8111-111111111111')).toBe(11);
    expect(await views('22222222-2222-4222-8222-222222222222')).toBe(12);
    // Lists show counted views at once too.
    const listed = await list('policy/read', { order: 'views' });
    expect(listed.items.find((i) => i.cid === 'policy-t-busan-jobs')?.views).toBe(12);
  });
});

describe('read_filters', () => {
  async function filters(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const response = await post(path, 'read_filters', body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      filters: { key: string; label: string; options: { value: string; count: number }[] }[];
      total_count: number;
    };
  }
  const count = (answer: Awaited<ReturnType<typeof filters>>, key: string, value: string) =>
    answer.filters.find((f) => f.key === key)?.options.find((o) => o.value === value)?.count;

  it('counts each option among open items, a 시·도 including nationwide ones', async () => {
    const open = await filters('policy/read');
    expect(open.total_count).toBe(6);
    expect(open.filters.map((f) => f.key)).toEqual(['region', 'category', 'status']);
    expect(count(open, 'region', 'nationwide')).toBe(2);
    expect(count(open, 'region', '11')).toBe(4);
    expect(count(open, 'region', '50')).toBe(2);
    expect(count(open, 'category', 'housing')).toBe(2);
    expect(count(open, 'status', 'ING')).toBe(4);
    expect(count(open, 'status', 'CLOSED')).toBeUndefined();
  });

  it('reflects show_closed', async () => {
    const all = await filters('policy/read', { condition: { show_closed: true } });
    expect(all.total_count).toBe(8);
    expect(count(all, 'category', 'housing')).toBe(3);
    expect(count(all, 'status', 'CLOSED')).toBe(2);
  });

  it('labels options in the caller’s language and offers each list its own keys', async () => {
    const ko = await filters('events/read');
    expect(ko.filters.map((f) => f.key)).toEqual(['category', 'region', 'status']);
    const region = ko.filters.find((f) => f.key === 'region')!;
    expect(region.options[0]).toMatchObject({ value: 'nationwide', label: '온라인', count: 15 });
    const en = await filters('events/read', {}, { 'accept-language': 'en-US' });
    expect(en.filters[0]).toMatchObject({ label: 'Type' });
    expect(en.filters[0]?.options.find((o) => o.value === 'contest')).toMatchObject({
      label: 'Contests',
      count: 10,
    });
    const videos = await filters('videos/read');
    expect(videos.filters.map((f) => f.key)).toEqual(['category']);
  });
});

describe('view counting', () => {
  it('reaches the database when the server stops', async () => {
    const own = await createTestApp();
    try {
      await replaceCatalogue(own.database.db, ROWS);
      const response = await own.app.inject({
        method: 'POST',
        url: '/api/policy/read',
        headers: apiHeaders('read_detail'),
        payload: { cid: 'policy-t-seoul-rent' },
      });
      expect(response.json().data.views).toBe(51);
      await own.app.close();
      const stored = await own.database.db
        .selectFrom('catalogue_items')
        .select('views')
        .where('cid', '=', 'policy-t-seoul-rent')
        .executeTakeFirstOrThrow();
      expect(stored.views).toBe(51);
    } finally {
      await own.close();
    }
  });
});
