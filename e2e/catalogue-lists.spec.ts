import { type Page, type Request } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import {
  clientNavigate,
  expectBackRestoresList,
  settle,
  text,
  layoutShift,
  trackLayoutShift,
  expect,
  test,
} from './support.js';

/**
 * The list screens (product §2, §4) on the demo catalogue: infinite scroll with a 더 보기 button,
 * Back from a detail restoring the same items and scroll without a request, filters with counts,
 * orders, 마감 포함, the empty and failed states, only the latest request winning, and the page
 * being accessible and still (no layout shift) while it loads.
 */

test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

const KO = (key: string) => text('ko-KR', key);
const PAGE_SIZE = 24;

interface ListBody {
  condition: { keyword: string; operator: string; show_closed: boolean };
  filters: Record<string, string[]>;
  order: string;
  pagination: { current_page_no: number; item_no_per_page: number };
  options: { recommend_count: number };
}

const isCall = (request: Request, path: string, method: string) =>
  request.url().endsWith(`/api/${path}`) && request.headers()['x-method'] === method;

/** Records the list calls a page makes from now on. */
function recordCalls(page: Page, path = 'policy/read', method = 'read_list') {
  const bodies: ListBody[] = [];
  const onRequest = (request: Request) => {
    if (isCall(request, path, method)) bodies.push(request.postDataJSON() as ListBody);
  };
  page.on('request', onRequest);
  return { bodies, stop: () => page.off('request', onRequest) };
}

const results = (page: Page) => page.getByRole('region', { name: KO('list.results') });
/** Every card on the screen, the picks' and the list's: each loaded item once. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const totalText = (page: Page) => page.getByText(/^총 [\d,]+개$/);
const totalOf = async (page: Page) =>
  Number((await totalText(page).textContent())!.replace(/[^\d]/g, ''));

/** What the API itself answers, to compare the screen with. */
async function apiList(page: Page, path: string, body: Record<string, unknown>) {
  const response = await page.request.post(`/api/${path}`, {
    headers: {
      'x-method': 'read_list',
      'x-client-key': '5b0c7e52-8d1e-4c6a-9f3b-2a7d4e6f8a10',
      'content-type': 'application/json',
    },
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: { total_count: number; items: { cid: string }[]; recommends: { cid: string }[] };
    }
  ).data;
}

/** The first card of the list under the picks: the answer's first item that is not a pick. */
const firstListed = (answer: { items: { cid: string }[]; recommends: { cid: string }[] }) =>
  answer.items.find((item) => !answer.recommends.some((pick) => pick.cid === item.cid))!.cid;
const firstListCard = (page: Page) => results(page).getByRole('article').first();

async function openList(page: Page, path = '/policy-list/') {
  await page.goto(path);
  await expect(cards(page).first()).toBeVisible();
  await expect(totalText(page)).toBeVisible();
}

test('infinite scroll loads page 2; Back from a detail shows the same items at the same place with no request', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await openList(page);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  // Page 1 arrives with the page itself (rendered on the server): no request for it.
  await settle(page);
  expect(calls.bodies).toEqual([]);

  // Scrolling near the end loads the next 24 (item 25 and on).
  await cards(page)
    .nth(PAGE_SIZE - 1)
    .scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  expect(calls.bodies).toEqual([
    {
      condition: { keyword: '', operator: 'and', show_closed: false },
      filters: {},
      order: 'newest',
      pagination: { current_page_no: 2, item_no_per_page: 24 },
      options: { recommend_count: 2 },
    },
  ]);
  await expect(page.getByRole('status').filter({ hasText: '24개를 더 불러왔어요' })).toBeAttached();

  // Open item 30, then come back.
  calls.stop();
  await expectBackRestoresList(page, cards(page), 29, (request) =>
    isCall(request, 'policy/read', 'read_list'),
  );
});

test('the 더 보기 button loads the next page once, by keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const calls = recordCalls(page, 'events/read');
  await openList(page, '/event-list/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const more = page.getByRole('button', { name: KO('list.loadMore') });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(2 * PAGE_SIZE);
  await settle(page);
  // Page 1 came with the page. Focus (which scrolls the button into view, so the infinite scroll
  // may go on to page 3) and Enter together still ask for each next page once, in order.
  const pages = calls.bodies.map((b) => b.pagination.current_page_no);
  expect(pages[0]).toBe(2);
  expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
  expect(await cards(page).count()).toBe(
    Math.min((pages.length + 1) * PAGE_SIZE, await totalOf(page)),
  );
  calls.stop();
});

test('the picks at the top are not repeated as the first cards of the list under them', async ({
  page,
}) => {
  const first = await apiList(page, 'policy/read', {
    order: 'newest',
    options: { recommend_count: 2 },
  });
  const pickCids = first.recommends.map((item) => item.cid);
  const repeated = first.items.filter((item) => pickCids.includes(item.cid)).length;
  // The demo catalogue's newest page holds its picks: the case the bug was seen in.
  expect(repeated).toBeGreaterThan(0);

  await openList(page);
  const picks = page.getByRole('region', { name: KO('list.picks') }).getByRole('article');
  await expect(picks).toHaveCount(pickCids.length);
  const listCards = results(page).getByRole('article');
  await expect(listCards).toHaveCount(PAGE_SIZE - repeated);
  await expect(cards(page)).toHaveCount(PAGE_SIZE - repeated + pickCids.length);
  const listed = await listCards.evaluateAll((articles) =>
    articles.map((article) => article.getAttribute('data-cid')),
  );
  expect(listed.filter((cid) => pickCids.includes(cid!))).toEqual([]);
});

test('a region filter and another order change the results, and the total matches the filter count', async ({
  page,
}) => {
  await openList(page);
  const firstBefore = await firstListCard(page).getAttribute('data-cid');

  await page.getByRole('button', { name: KO('catalogue.filterNames.region'), exact: true }).click();
  const sheet = page.getByRole('dialog', { name: KO('catalogue.filterNames.region') });
  await expect(sheet).toBeVisible();
  const seoul = sheet.getByRole('checkbox', { name: /^서울/ });
  const seoulCount = Number(
    (await sheet
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: /^서울/ }) })
      .textContent())!.replace(/[^\d]/g, ''),
  );
  expect(seoulCount).toBeGreaterThan(0);

  const calls = recordCalls(page);
  await seoul.check();
  await sheet.getByRole('button', { name: KO('list.apply') }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL('/policy-list/?region=11');
  await expect(totalText(page)).toHaveText(`총 ${seoulCount}개`);
  await expect(
    page.getByRole('status').filter({ hasText: `${seoulCount}개를 찾았어요` }),
  ).toBeAttached();
  expect(calls.bodies.at(-1)?.filters).toEqual({ region: ['11'] });
  // Every card is for 서울 or for everyone.
  const regions = await cards(page).evaluateAll((list) =>
    list.map((a) => a.querySelector('p')?.textContent ?? ''),
  );
  for (const meta of regions) expect(meta).toMatch(/서울|전국/);
  await expect(page.getByRole('button', { name: /^지역.*서울/ })).toBeVisible();

  // Order by deadline: open items with the nearest deadline come first.
  await page.getByLabel(KO('list.order')).selectOption('deadline');
  await expect(page).toHaveURL('/policy-list/?region=11&order=deadline');
  await expect(totalText(page)).toHaveText(`총 ${seoulCount}개`);
  const expected = await apiList(page, 'policy/read', {
    filters: { region: ['11'] },
    order: 'deadline',
  });
  await expect(firstListCard(page)).toHaveAttribute('data-cid', firstListed(expected));
  expect(firstListed(expected)).not.toBe(firstBefore);
  const dDays = await results(page)
    .getByRole('article')
    .evaluateAll((list) =>
      list
        .slice(0, 8)
        .map((a) => a.querySelector('[data-label="D_DAY"] [aria-hidden]')?.textContent ?? ''),
    );
  const days = dDays.map((d) => (d === 'D-Day' ? 0 : Number(d.replace('D-', ''))));
  expect(days).toEqual([...days].sort((a, b) => a - b));
  expect(calls.bodies.at(-1)).toMatchObject({ filters: { region: ['11'] }, order: 'deadline' });

  // A chip removes the filter again.
  await page.getByRole('button', { name: '서울 필터 빼기' }).click();
  await expect(page).toHaveURL('/policy-list/?order=deadline');
  calls.stop();
});

test('마감 포함 shows closed items and asks both calls for them', async ({ page }) => {
  await openList(page);
  const openTotal = await totalOf(page);
  const lists = recordCalls(page);
  const filterCalls = recordCalls(page, 'policy/read', 'read_filters');

  await page.getByRole('switch', { name: KO('list.showClosed') }).check();
  await expect(page).toHaveURL('/policy-list/?closed=1');
  const all = await apiList(page, 'policy/read', { condition: { show_closed: true } });
  await expect(totalText(page)).toHaveText(`총 ${all.total_count}개`);
  expect(all.total_count).toBeGreaterThan(openTotal);
  expect(lists.bodies.at(-1)?.condition.show_closed).toBe(true);
  await expect.poll(() => filterCalls.bodies.length).toBeGreaterThan(0);
  expect(filterCalls.bodies.at(-1)).toEqual({ condition: { show_closed: true } });

  // 마감 is now a status to filter by; choosing it lists closed items only.
  await page.getByRole('button', { name: KO('catalogue.filterNames.status'), exact: true }).click();
  const sheet = page.getByRole('dialog');
  await sheet
    .getByRole('checkbox', { name: new RegExp(`^${KO('catalogue.statuses.CLOSED')}`) })
    .check();
  await sheet.getByRole('button', { name: KO('list.apply') }).click();
  await expect(page).toHaveURL('/policy-list/?status=CLOSED&closed=1');
  await expect(cards(page).first()).toBeVisible();
  await expect(totalText(page)).toHaveText(`총 ${all.total_count - openTotal}개`);
  const labels = await cards(page).evaluateAll((list) =>
    list.map((a) => a.querySelector('[data-label="CLOSED"]') !== null),
  );
  expect(labels.every(Boolean)).toBe(true);

  // Turning it off again drops the 마감 status with it.
  await page.getByRole('switch', { name: KO('list.showClosed') }).uncheck();
  await expect(page).toHaveURL('/policy-list/');
  lists.stop();
  filterCalls.stop();
});

test('an impossible filter combination shows the empty state, and resetting brings the list back', async ({
  page,
}) => {
  // Find a combination with no items in the demo catalogue.
  let empty: string | undefined;
  for (const category of ['culture', 'health', 'education', 'travel', 'other', 'housing']) {
    for (const status of ['ALWAYS', 'COMING', 'ING']) {
      const answer = await apiList(page, 'policy/read', {
        filters: { region: ['nationwide'], category: [category], status: [status] },
      });
      if (answer.total_count === 0)
        empty ??= `region=nationwide&category=${category}&status=${status}`;
    }
    if (empty) break;
  }
  expect(empty, 'the demo catalogue has an empty combination').toBeDefined();

  await page.goto(`/policy-list/?${empty}`);
  await expect(page.getByRole('heading', { name: KO('list.empty.policy') })).toBeVisible();
  await expect(totalText(page)).toHaveText('총 0개');
  await expect(cards(page)).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('button', { name: KO('list.resetAll') })
    .last()
    .click();
  await expect(page).toHaveURL('/policy-list/');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test('a failed list says so and Try again recovers', async ({ page }) => {
  let failures = 1;
  await page.route('**/api/videos/read', async (route) => {
    if (route.request().headers()['x-method'] === 'read_list' && failures > 0) {
      failures -= 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'service_unavailable', message: '잠시 후 다시 시도해 주세요.' },
        }),
      });
    } else await route.continue();
  });
  // Coming from another page: the list asks for its first page itself (a page load would bring it).
  await page.goto('/intro/');
  await clientNavigate(page, '/video-list/');
  await expect(page.getByRole('heading', { name: KO('list.failedTitle') })).toBeVisible();
  await page.getByRole('button', { name: KO('common.retry') }).click();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test('only the latest request writes the results', async ({ page }) => {
  // The first page in the newest order answers slowly; the visitor picks another order meanwhile.
  const isListRead = (request: Request, order: string) =>
    request.headers()['x-method'] === 'read_list' &&
    (request.postDataJSON() as ListBody | undefined)?.order === order;
  let isNewestReleased = false;
  await page.route('**/api/policy/read', async (route) => {
    if (!isListRead(route.request(), 'newest')) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
    isNewestReleased = true;
  });
  // Coming from another page: the list asks for its first page itself (a page load would bring it).
  await page.goto('/intro/');
  await clientNavigate(page, '/policy-list/');
  const viewsAnswer = page.waitForResponse((response) => isListRead(response.request(), 'views'));
  await page.getByLabel(KO('list.order')).selectOption('views');
  // What the page itself was answered: a second read of the views order could meet its minute's
  // refresh, which the other journeys' counted views reorder (CI, session 16).
  const byViews = (
    (await (await viewsAnswer).json()) as { data: Parameters<typeof firstListed>[0] }
  ).data;
  await expect(firstListCard(page)).toHaveAttribute('data-cid', firstListed(byViews));
  // The slow request, whose list starts with another item, was let through after: nothing changed.
  const newest = await apiList(page, 'policy/read', { order: 'newest' });
  expect(firstListed(newest)).not.toBe(firstListed(byViews));
  await expect.poll(() => isNewestReleased).toBe(true);
  await page.waitForTimeout(300);
  await expect(firstListCard(page)).toHaveAttribute('data-cid', firstListed(byViews));
  await expect(page).toHaveURL('/policy-list/?order=views');
});

test('skeletons hold the exact space of cards: no layout shift while a list loads', async ({
  page,
}) => {
  await trackLayoutShift(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events/read', async (route) => {
    if (route.request().headers()['x-method'] === 'read_list') await held;
    await route.continue();
  });
  await page.goto('/intro/');
  await clientNavigate(page, '/event-list/');
  const skeleton = page.locator('[aria-busy="true"] li').first();
  await expect(skeleton).toBeVisible();
  const skeletonBox = await skeleton.boundingBox();
  release();
  await expect(cards(page).first()).toBeVisible();
  const cardBox = await results(page).locator('li').first().boundingBox();
  expect(cardBox?.height).toBeCloseTo(skeletonBox!.height, 0);
  await settle(page);
  await page.waitForTimeout(300);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('lists are accessible: axe finds nothing, controls are labelled and large enough', async ({
  page,
}) => {
  // Several full axe scans: each takes seconds on a busy 2-core CI machine.
  test.slow();
  for (const path of ['/policy-list/', '/event-list/', '/video-list/?category=finance']) {
    await test.step(path, async () => {
      await openList(page, path);
      const scan = await new AxeBuilder({ page }).analyze();
      expect(
        scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    });
  }
  // The filter sheet, open.
  await openList(page, '/event-list/');
  await page
    .getByRole('button', { name: text('ko-KR', 'catalogue.eventCategoryFilter'), exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Scan once the sheet has slid in (mid-way, its colours are still fading in).
  await page.waitForFunction(() =>
    document
      .querySelector('dialog[open]')
      ?.getAnimations()
      .every((animation) => animation.playState === 'finished'),
  );
  const sheetScan = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(
    sheetScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`),
  ).toEqual([]);
  const small = await page.evaluate(
    () =>
      [...document.querySelectorAll('dialog[open] label, dialog[open] button')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height < 44 || r.width < 44).length,
  );
  expect(small, 'tap targets in the sheet are at least 44 px').toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page.getByRole('button', { name: text('ko-KR', 'catalogue.eventCategoryFilter'), exact: true }),
  ).toBeFocused();

  const toolbarTargets = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main [role="group"] button, main select, main label:has([role="switch"])',
      ),
    ].map((el) => Math.round(el.getBoundingClientRect().height)),
  );
  expect(toolbarTargets.length).toBeGreaterThan(3);
  for (const height of toolbarTargets) expect(height).toBeGreaterThanOrEqual(44);
});
