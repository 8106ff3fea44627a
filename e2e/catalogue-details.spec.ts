import fs from 'node:fs';
import { type APIRequestContext, type Download, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import type { ItemDetail, ListItem } from '../src/shared/contract/catalogue.js';
import { clientNavigate, settle, text, watchProblems, expect, test } from './support.js';

/**
 * The three detail screens on the demo content: header, eligibility, reading progress, sharing,
 * the calendar file, the click-to-load video player, sanitised HTML, not-found and axe.
 */

const CLIENT_KEY = '6f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f';
const PATHS = { policy: 'policy/read', event: 'events/read', video: 'videos/read' } as const;
type Kind = keyof typeof PATHS;

async function callApi<T>(request: APIRequestContext, kind: Kind, method: string, body: unknown) {
  const response = await request.post(`/api/${PATHS[kind]}`, {
    headers: { 'content-type': 'application/json', 'x-method': method, 'x-client-key': CLIENT_KEY },
    data: body,
  });
  expect(response.status(), `${kind} ${method}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function listItems(request: APIRequestContext, kind: Kind): Promise<ListItem[]> {
  const answer = await callApi<{ items: ListItem[] }>(request, kind, 'read_list', {
    pagination: { current_page_no: 1, item_no_per_page: 100 },
  });
  return answer.items;
}

async function readDetail<T extends ItemDetail>(
  request: APIRequestContext,
  kind: Kind,
  cid: string,
) {
  return callApi<T>(request, kind, 'read_detail', { cid });
}

/** An open policy with a deadline and an age condition: a detail with everything to show. */
async function openPolicy(request: APIRequestContext) {
  for (const item of await listItems(request, 'policy')) {
    if (!item.labels.includes('ING') || !item.apply_end) continue;
    const detail = await readDetail<Extract<ItemDetail, { kind: 'policy' }>>(
      request,
      'policy',
      item.cid,
    );
    if (
      detail.policy.eligibility.age?.min !== undefined &&
      detail.policy.eligibility.age.max !== undefined
    ) {
      return detail;
    }
  }
  throw new Error('the demo content has no open policy with an age range');
}

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const readDownload = async (download: Download) => fs.readFileSync(await download.path(), 'utf8');
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

test.describe('in Korean on a phone', () => {
  test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

  test('a policy shows its title, labels, D-Day and eligibility in plain Korean', async ({
    page,
    request,
    baseURL,
  }) => {
    const policy = await openPolicy(request);
    const { problems, stop } = watchProblems(page, baseURL!);
    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['x-method'] === 'read_detail') detailCalls.push(r.url());
    });
    await page.goto(`/policy-details/${policy.cid}/`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page).toHaveTitle(`${policy.title} | 청년혜택`);
    const header = page.locator('article header');
    await expect(
      header.getByText(text('ko-KR', 'catalogue.labels.ING'), { exact: true }),
    ).toBeVisible();
    if (policy.d_day !== null) {
      await expect(header.locator('[data-label="D_DAY"]')).toContainText(
        policy.d_day === 0 ? 'D-Day' : `D-${policy.d_day}`,
      );
    }
    await expect(header.getByText(policy.agency, { exact: true }).first()).toBeVisible();

    const eligibility = page.getByRole('region', { name: '자격 조건' });
    const { min, max } = policy.policy.eligibility.age!;
    await expect(eligibility.locator('[data-condition="age"] dd')).toHaveText(
      `만 ${min}세 ~ ${max}세`,
    );
    await expect(eligibility.locator('[data-condition="region"] dt')).toHaveText('지역');
    // No condition key reaches the screen untranslated.
    await expect(eligibility).not.toContainText('details.');
    await expect(eligibility).not.toContainText('_');

    // The apply link leaves for the source in a new tab.
    if (policy.policy.links.apply) {
      const apply = page.getByRole('link', { name: /신청하러 가기/ });
      await expect(apply).toHaveAttribute('href', policy.policy.links.apply);
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await settle(page);
    expect(problems).toEqual([]);
    // The server wrote the detail into the page: the first view needs no call of its own.
    expect(detailCalls).toEqual([]);
    stop();
  });

  test('switching the language keeps the item as the page title', async ({ page, request }) => {
    const policy = await openPolicy(request);
    await page.goto(`/policy-details/${policy.cid}/`);
    await expect(page).toHaveTitle(`${policy.title} | 청년혜택`);
    await page.getByRole('button', { name: text('ko-KR', 'nav.languageSwitchLabel') }).click();
    await expect(page.getByRole('link', { name: /Apply now/ })).toBeVisible();
    await expect(page).toHaveTitle(`${policy.title} | Youth Benefits`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    // The item's own text is Korean, and says so.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ko');
  });

  test('the reading progress follows the scroll', async ({ page, request }) => {
    const policy = await openPolicy(request);
    await page.goto(`/policy-details/${policy.cid}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const progress = page.getByRole('progressbar', { name: '읽은 정도' });
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    // Halfway, then to the end, scrolling again on each try: parts below the text (comments,
    // reviews) may still be loading and lengthen the page after a scroll (CI, session 16: 97 %
    // at the end, for 10 s).
    const scrolledTo = async (share: number) => {
      await page.evaluate(
        (to) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * to),
        share,
      );
      return Number(await progress.getAttribute('aria-valuenow'));
    };
    await expect.poll(() => scrolledTo(0.5)).toBeGreaterThan(30);
    expect(await scrolledTo(0.5)).toBeLessThan(70);
    await expect.poll(() => scrolledTo(1)).toBe(100);

    // "맨 위로" goes back up and leaves the focus on the title.
    await page
      .getByRole('navigation', { name: '상세 화면 메뉴' })
      .getByRole('button', { name: '맨 위로' })
      .click();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the calendar file holds the deadline as an all-day "[마감]" event', async ({
    page,
    request,
  }) => {
    const policy = await openPolicy(request);
    await page.goto(`/policy-details/${policy.cid}/`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '캘린더에 추가' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${policy.cid}.ics`);
    const ics = await readDownload(download);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain(`SUMMARY:${icsText(`[마감] ${policy.title}`)}`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${policy.apply_end!.replace(/-/g, '')}`);
    expect(lines).toContain(`UID:policy-${policy.cid}-deadline@hyetaek`);
    await expect(
      page.getByRole('status').filter({ hasText: '캘린더 파일을 저장했어요' }),
    ).toBeVisible();
  });

  test('an event shows its time in Korea, and its calendar file uses Asia/Seoul', async ({
    page,
    request,
  }) => {
    const items = await listItems(request, 'event');
    const open = items.find(
      (i) => i.event && Date.parse(i.event.ends_at) > Date.now() && !i.event.is_online,
    );
    expect(open, 'an upcoming event at a venue').toBeDefined();
    const event = await readDetail<Extract<ItemDetail, { kind: 'event' }>>(
      request,
      'event',
      open!.cid,
    );
    await page.goto(`/event-details/${event.cid}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    const seoul = new Date(Date.parse(event.event.starts_at) + 9 * 3600_000);
    const hour = `${String(seoul.getUTCHours()).padStart(2, '0')}:${String(seoul.getUTCMinutes()).padStart(2, '0')}`;
    const when = page.locator('[data-fact="when"] dd');
    await expect(when).toContainText(`${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`);
    await expect(when).toContainText(hour);
    await expect(page.locator('[data-fact="fee"] dd')).toHaveText(
      event.event.fee_won === 0 ? '무료' : `${event.event.fee_won.toLocaleString('ko-KR')}원`,
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '캘린더에 추가' }).click();
    const download = await downloading;
    const ics = unfold(await readDownload(download));
    const start = `${seoul.getUTCFullYear()}${String(seoul.getUTCMonth() + 1).padStart(2, '0')}${String(seoul.getUTCDate()).padStart(2, '0')}T${hour.replace(':', '')}00`;
    expect(ics).toContain('TZID:Asia/Seoul');
    expect(ics).toContain(`DTSTART;TZID=Asia/Seoul:${start}`);
    expect(ics).toContain(`SUMMARY:${icsText(event.title)}`);
  });

  test('a long link in the text is cut at 50 characters, and opens in a new tab', async ({
    page,
    request,
  }) => {
    const items = await listItems(request, 'event');
    for (const item of items) {
      const event = await readDetail<Extract<ItemDetail, { kind: 'event' }>>(
        request,
        'event',
        item.cid,
      );
      const long = /https?:\/\/[A-Za-z0-9\-._~/?#=&%]{53,}/.exec(event.body)?.[0];
      if (!long) continue;
      await page.goto(`/event-details/${event.cid}/`);
      const link = page.getByRole('region', { name: '행사 안내' }).locator(`a[href="${long}"]`);
      await expect(link).toHaveText(`${long.slice(0, 50)}...`);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
      return;
    }
    throw new Error('no event body with a link longer than 52 characters');
  });

  test('an unknown cid shows the not-found page', async ({ page }) => {
    await page.goto('/policy-details/no-such-item/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ko-KR', 'pages.notFound.title'),
    );
    await expect(page).toHaveTitle(`${text('ko-KR', 'pages.notFound.title')} | 청년혜택`);
    await expect(page.getByRole('link', { name: text('ko-KR', 'common.goHome') })).toBeVisible();
    // Also when reached inside the app.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await clientNavigate(page, '/video-details/no-such-video/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ko-KR', 'pages.notFound.title'),
    );
  });

  test('"목록" goes back to the list it came from, with history back', async ({ page }) => {
    await page.goto('/policy-list/');
    const card = page.locator('main article a[href^="/policy-details/"]').first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/policy-details\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const length = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: '청년정책 목록' }).click();
    await expect(page).toHaveURL(/\/policy-list\/$/);
    // Back, not a new entry: Forward returns to the detail.
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goForward();
    await expect(page).toHaveURL(/\/policy-details\/[^/]+\/$/);
  });

  test('opened directly, "목록" opens the list', async ({ page, request }) => {
    const policy = await openPolicy(request);
    await page.goto(`/policy-details/${policy.cid}/`);
    await page.getByRole('link', { name: '청년정책 목록' }).click();
    await expect(page).toHaveURL(/\/policy-list\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('청년정책');
  });
});

test.describe('sharing on a computer', () => {
  test.use({ locale: 'ko-KR', permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the address and says so', async ({ page, request }) => {
    const policy = await openPolicy(request);
    await page.goto(`/policy-details/${policy.cid}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: '상세 화면 메뉴' })
      .getByRole('button', { name: '공유' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: '주소를 복사했어요.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe('sharing in English', () => {
  test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

  test('says the spec’s message', async ({ page, request }) => {
    const policy = await openPolicy(request);
    await page.goto(`/policy-details/${policy.cid}/`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The URL has been copied to the clipboard.' }),
    ).toBeVisible();
  });

  test('a clipboard that refuses gives the failure message', async ({ page, request }) => {
    const policy = await openPolicy(request);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    await page.goto(`/policy-details/${policy.cid}/`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Address copy failed. Please try again!' }),
    ).toBeVisible();
  });
});

test.describe('in Korean on a computer', () => {
  test.use({ locale: 'ko-KR' });

  test('a video asks nothing of YouTube before the click, and plays after it', async ({
    page,
    request,
    baseURL,
  }) => {
    const [first] = await listItems(request, 'video');
    const video = await readDetail<Extract<ItemDetail, { kind: 'video' }>>(
      request,
      'video',
      first!.cid,
    );
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (
        !r.url().startsWith(origin) &&
        !r.url().startsWith('data:') &&
        !r.url().startsWith('blob:')
      ) {
        foreign.push(r.url());
      }
    });
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
        cspErrors.push(m.text());
    });
    // No network in tests: the player's origin answers with a stub page.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>player</p>',
      }),
    );

    await page.goto(`/video-details/${video.cid}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    await settle(page);
    expect(foreign, 'no third-party request before the click').toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    await page.getByRole('button', { name: `영상 재생: ${video.title}` }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.video.video_id}?autoplay=1&rel=0`,
    );
    await expect(frame).toHaveAttribute('title', `${video.title} (YouTube 영상)`);
    await expect(page.frameLocator('iframe').getByText('player')).toBeVisible();
    expect(foreign.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    expect(cspErrors).toEqual([]);
  });

  test('HTML in content is sanitised: no scripts, handlers or script links reach the page', async ({
    page,
    request,
  }) => {
    const policy = await openPolicy(request);
    const hostile = [
      '<p>안내 <b>굵게</b></p>',
      '<script>window.__xss = "script"</script>',
      '<img src="x" onerror="window.__xss = \'onerror\'">',
      '<a href="javascript:window.__xss = \'href\'">누르기</a>',
      '<a href="https://www.gov.kr/">정부24</a>',
      '<iframe src="https://evil.example/"></iframe>',
      '<div style="position:fixed;inset:0" onclick="window.__xss = \'click\'">덮개</div>',
      '<svg><script>window.__xss = "svg"</script></svg>',
    ].join('\n');
    await page.route('**/api/policy/read', async (route) => {
      if (route.request().headers()['x-method'] !== 'read_detail') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Extract<ItemDetail, { kind: 'policy' }> };
      body.data.policy.support = hostile;
      return route.fulfill({ response, json: body });
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    // Reached inside the app, so the detail is fetched (not taken from the page's HTML).
    await page.goto('/policy-list/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await clientNavigate(page, `/policy-details/${policy.cid}/`);
    const support = page.getByRole('region', { name: '지원 내용' });
    await expect(support.getByText('굵게')).toBeVisible();
    await expect(support.locator('script, iframe, svg, [onerror], [onclick], [style]')).toHaveCount(
      0,
    );
    await expect(support.locator('a[href^="javascript"]')).toHaveCount(0);
    const gov = support.getByRole('link', { name: '정부24' });
    await expect(gov).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(gov).toHaveAttribute('target', '_blank');
    await expect(support.locator('img')).toHaveAttribute('loading', 'lazy');
    await support.getByText('누르기').click();
    await support.getByText('덮개').click({ force: true });
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});

test.describe('accessibility', () => {
  test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

  test('no axe violations on a policy, an event and a video', async ({ page, request }) => {
    // Several full axe scans: each takes seconds on a busy 2-core CI machine.
    test.slow();
    const [policy] = await listItems(request, 'policy');
    const [event] = await listItems(request, 'event');
    const [video] = await listItems(request, 'video');
    for (const path of [
      `/policy-details/${policy!.cid}/`,
      `/event-details/${event!.cid}/`,
      `/video-details/${video!.cid}/`,
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect
          .soft(
            results.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            ),
            path,
          )
          .toEqual([]);
        await expectTapTargets(page);
      });
    }
  });
});

/** Every button and link of the detail's own controls is at least 44 px tall and wide. */
async function expectTapTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'nav[aria-label="상세 화면 메뉴"] :is(a, button), article header :is(a, button)',
      ),
    ]
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.textContent?.trim() ?? '', width: box.width, height: box.height };
      })
      .filter((box) => box.width < 44 || box.height < 44),
  );
  expect(small).toEqual([]);
}
