import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, koreaToday } from '../../../shared/korea-date.js';
import { AccountTestClient } from '../../test-support/account-client.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Detail pages carry their subject in the served HTML: tags, JSON-LD and the first answer. */

const today = koreaToday();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://hyetaek.example' } });
  await t.database.db.deleteFrom('catalogue_items').execute();
  await t.database.db
    .insertInto('catalogue_items')
    .values([
      {
        kind: 'policy',
        cid: 'policy-seo',
        source: 'editor',
        source_id: 'policy-seo',
        title: '청년 월세 "특별" 지원 </script><script>alert(1)</script>',
        summary: '무주택 청년에게 월 최대 20만 원을 지원해요. '.repeat(10),
        agency: '국토교통부',
        apply_kind: 'range',
        apply_start: addDays(today, -1),
        apply_end: addDays(today, 9),
        regions: ['11', '26'],
        categories: ['housing'],
        thumbnail_url: 'https://cdn.example/rent.png',
        views: 5,
      },
      {
        kind: 'event',
        cid: 'event-seo',
        source: 'editor',
        source_id: 'event-seo',
        title: '청년 취업 박람회',
        summary: '기업 40곳이 참여해요.',
        agency: '청년센터',
        apply_kind: 'always',
        details: JSON.stringify({
          category: 'job',
          startsAt: '2026-12-05T10:00:00+09:00',
          endsAt: '2026-12-05T17:00:00+09:00',
          isOnline: false,
          venue: { name: '코엑스', address: '서울 강남구 영동대로 513', sido: '11' },
          host: '청년센터',
          feeWon: 0,
          links: {},
        }),
      },
      {
        kind: 'video',
        cid: 'video-seo',
        source: 'editor',
        source_id: 'video-seo',
        title: '3분 정책 정리',
        summary: '핵심만 알려 드려요.',
        apply_kind: 'none',
        details: JSON.stringify({
          provider: 'youtube',
          videoId: 'abcdefghijk',
          durationSeconds: 185,
          channel: '청년채널',
          related: [],
        }),
      },
    ])
    .execute();
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

function initialDataOf(html: string) {
  const match = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
}

describe('detail pages in the served HTML', () => {
  it('have their own title, description, canonical link and link-preview tags', async () => {
    const response = await page('/policy-details/policy-seo/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>청년 월세 &#34;특별&#34; 지원 &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; | 청년혜택</title>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://hyetaek.example/policy-details/policy-seo/">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/rent.png">');
    expect(html).toContain(
      '<meta property="og:url" content="https://hyetaek.example/policy-details/policy-seo/">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.startsWith('무주택 청년에게 월 최대 20만 원을 지원해요.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    // Only one description, and nothing the title carried can run as a script.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('describe a policy as a GovernmentService in JSON-LD', async () => {
    const jsonLd = jsonLdOf((await page('/policy-details/policy-seo/')).body);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentService',
      name: '청년 월세 "특별" 지원 </script><script>alert(1)</script>',
      provider: { '@type': 'GovernmentOrganization', name: '국토교통부' },
      areaServed: [
        { '@type': 'AdministrativeArea', name: '서울' },
        { '@type': 'AdministrativeArea', name: '부산' },
      ],
      url: 'https://hyetaek.example/policy-details/policy-seo/',
    });
  });

  it('describe an event as an Event and a video as a VideoObject', async () => {
    expect(jsonLdOf((await page('/event-details/event-seo/')).body)).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-05T10:00:00+09:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: '코엑스', address: '서울 강남구 영동대로 513' },
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: 'KRW' },
    });
    const video = await page('/video-details/video-seo/');
    expect(video.body).toContain('<meta property="og:type" content="video.other">');
    expect(jsonLdOf(video.body)).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT3M5S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    });
  });

  it('carry the detail answer for the first render, the same as the API gives', async () => {
    const initial = initialDataOf((await page('/event-details/event-seo/')).body);
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/events/read',
      headers: apiHeaders('read_detail'),
      payload: { cid: 'event-seo' },
    });
    // The API read counted one more view than the page had seen.
    const answer = api.json().data;
    expect(initial).toEqual([
      {
        route: 'events/read#read_detail',
        input: { cid: 'event-seo' },
        data: { ...answer, views: answer.views - 1 },
      },
      {
        route: 'comment/read',
        input: { cid: 'event-seo' },
        data: { comments: [], next_cursor: null, total_count: 0 },
      },
    ]);
  });

  it("carry the comment thread's first page as a visitor reads it, the same as the API gives", async () => {
    const writer = new AccountTestClient(t.app);
    expect((await writer.signUp({ email: 'pages-writer@example.com' })).statusCode).toBe(200);
    const written = await writer.call(
      'comment/create',
      { cid: 'policy-seo', text: '<script>alert(1)</script> 서버가 그린 댓글' },
      { method: 'create' },
    );
    expect(written.statusCode, written.body).toBe(200);
    const html = (await page('/policy-details/policy-seo/')).body;
    const thread = await t.app.inject({
      method: 'POST',
      url: '/api/comment/read',
      headers: apiHeaders('read'),
      payload: { cid: 'policy-seo' },
    });
    expect(initialDataOf(html)).toContainEqual({
      route: 'comment/read',
      input: { cid: 'policy-seo' },
      data: thread.json().data,
    });
    expect(thread.json().data).toMatchObject({
      total_count: 1,
      comments: [{ text: '<script>alert(1)</script> 서버가 그린 댓글', mine: false }],
    });
    // In the page's data, nothing a user wrote can close the script element.
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('are the not-found page with HTTP 404 for an unknown cid or another kind’s cid', async () => {
    for (const url of ['/policy-details/policy-nothing/', '/video-details/policy-seo/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>페이지를 찾을 수 없어요 | 청년혜택</title>');
      expect(response.body).not.toContain('initial-data');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('count a visit by a browser, not by a link-preview crawler', async () => {
    const views = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/policy/read',
          headers: apiHeaders('read_detail', {
            'x-client-key': '99999999-9999-4999-8999-999999999999',
          }),
          payload: { cid: 'policy-seo' },
        })
      ).json().data.views as number;
    const before = await views(); // this read counts one view for its own client key
    await page('/policy-details/policy-seo/', {
      'user-agent': 'facebookexternalhit/1.1;kakaotalk-scrap/1.0',
    });
    expect(await views()).toBe(before);
    await page('/policy-details/policy-seo/', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
      cookie: 'hyetaek-ck=12121212-1212-4121-8121-121212121212',
    });
    expect(await views()).toBe(before + 1);
  });

  it('other pages get site-wide preview tags in the reader’s language', async () => {
    const home = await page('/', { 'accept-language': 'en-US' });
    expect(home.body).toContain('<meta property="og:type" content="website">');
    expect(home.body).toContain(
      '<meta property="og:image" content="https://hyetaek.example/og-image.png">',
    );
    expect(home.body).toContain('<meta property="og:locale" content="en_US">');
    expect(home.body).toContain('<link rel="canonical" href="https://hyetaek.example/">');
    expect(home.body).toMatch(/<meta name="description" content="Find youth policies/);
    expect(home.body).not.toContain('application/ld+json');
  });
});

describe('the first view rendered on the server', () => {
  it('goes into the page with the data it was rendered from, lists and details alike', async () => {
    const calls: { url: string; locale: string; routes: string[] }[] = [];
    const rendering = await createTestApp({
      renderPage: async ({ url, locale, initialData }) => {
        calls.push({ url, locale, routes: initialData.map((d) => d.route) });
        return `<p>rendered ${url}</p>`;
      },
    });
    try {
      await rendering.database.db.deleteFrom('catalogue_items').execute();
      await rendering.database.db
        .insertInto('catalogue_items')
        .values({
          kind: 'policy',
          cid: 'policy-ssr',
          source: 'editor',
          source_id: 'policy-ssr',
          title: '서버에서 그린 정책',
          apply_kind: 'always',
          regions: ['11'],
        })
        .execute();
      const detail = await rendering.app.inject({
        method: 'GET',
        url: '/policy-details/policy-ssr/',
      });
      expect(detail.body).toContain(
        '<div id="root" data-url="/policy-details/policy-ssr/"><p>rendered /policy-details/policy-ssr/</p></div>',
      );
      const list = await rendering.app.inject({
        method: 'GET',
        url: '/policy-list/?region=11,99&order=deadline',
        headers: { 'accept-language': 'en-US' },
      });
      expect(list.body).toContain('<p>rendered /policy-list/?region=11,99&order=deadline</p>');
      // The first page of the list the address names (unknown values dropped), as the screen asks.
      const entries = JSON.parse(
        /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(list.body)![1]!,
      ) as {
        route: string;
        input: { filters: unknown; order: string };
        data: { items: { cid: string }[] };
      }[];
      expect(entries[0]).toMatchObject({
        route: 'policy/read#read_list',
        input: { filters: { region: ['11'] }, order: 'deadline' },
        data: { items: [{ cid: 'policy-ssr' }] },
      });
      expect(entries[1]).toMatchObject({
        route: 'banner/read',
        input: { placement: 'list_strip', locale: 'en-US' },
        data: { banners: [] },
      });
      expect(calls).toEqual([
        {
          url: '/policy-details/policy-ssr/',
          locale: 'ko-KR',
          routes: ['policy/read#read_detail', 'comment/read'],
        },
        {
          url: '/policy-list/?region=11,99&order=deadline',
          locale: 'en-US',
          // And the strip banner above the list, in the reader's language.
          routes: ['policy/read#read_list', 'banner/read'],
        },
      ]);
    } finally {
      await rendering.close();
    }
  });

  it('falls back to the browser rendering the page when the server render fails', async () => {
    const failing = await createTestApp({
      renderPage: () => Promise.reject(new Error('window is not defined')),
    });
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/intro/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await failing.close();
    }
  });
});
