import { type Page, type Request } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import {
  clientNavigate,
  expectBackRestoresList,
  layoutShift,
  settle,
  text,
  trackLayoutShift,
  watchProblems,
  expect,
  test,
} from './support.js';

/**
 * The search (issue 4) on the demo catalogue: the header's combobox with suggestions as you type
 * and recent searches, the search page with kind tabs and their counts, orders, marked matches,
 * infinite scroll and Back restoring the results without a request, the empty state, and axe.
 */

test.use({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });

const KO = (key: string, values: Record<string, string | number> = {}) =>
  text('ko-KR', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

interface SearchBody {
  condition: { keyword: string; show_closed: boolean };
  filters: { kind?: string[] };
  order: string;
  pagination: { current_page_no: number; item_no_per_page: number };
  options: { recommend_count: number };
}
interface SearchData {
  total_count: number;
  items: { cid: string; kind: string; title: string }[];
  kind_counts: { policy: number; event: number; video: number };
}

const isSearch = (request: Request) =>
  request.url().endsWith('/api/search/common') && request.headers()['x-method'] === 'read_list';

/** Records the search calls a page makes from now on. */
function recordSearches(page: Page) {
  const bodies: SearchBody[] = [];
  const onRequest = (request: Request) => {
    if (isSearch(request)) bodies.push(request.postDataJSON() as SearchBody);
  };
  page.on('request', onRequest);
  return { bodies, stop: () => page.off('request', onRequest) };
}

/** What the API itself answers, to compare the screen with. */
async function apiSearch(page: Page, body: Record<string, unknown>): Promise<SearchData> {
  const response = await page.request.post('/api/search/common', {
    headers: {
      'x-method': 'read_list',
      'x-client-key': '7c0d1e2f-3a4b-4c5d-8e6f-9a0b1c2d3e4f',
      'content-type': 'application/json',
    },
    data: body,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SearchData }).data;
}

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox');
const listbox = (page: Page) => page.getByRole('listbox');
const results = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const totalText = (page: Page) => page.getByText(/^총 [\d,]+개$/);
const searchUrl = (keyword: string, rest = '') =>
  `/search/?keyword=${encodeURIComponent(keyword)}${rest}`;

async function openResults(page: Page, keyword: string, rest = '') {
  await page.goto(searchUrl(keyword, rest));
  await expect(results(page).first()).toBeVisible();
  await expect(totalText(page)).toBeVisible();
}

test('typing in the header suggests results; arrows choose one and Enter opens its details', async ({
  page,
  baseURL,
}) => {
  const { problems } = watchProblems(page, baseURL!);
  const calls = recordSearches(page);
  await page.goto('/policy-list/');
  const box = headerBox(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.click();
  await box.pressSequentially('월세', { delay: 40 });

  const expected = await apiSearch(page, {
    condition: { keyword: '월세' },
    pagination: { current_page_no: 1, item_no_per_page: 6 },
  });
  const options = listbox(page).getByRole('option');
  await expect(options).toHaveCount(expected.items.length + 1);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id'))!);
  // The best results by relevance, each with its kind, the typed words marked.
  for (const [index, item] of expected.items.entries()) {
    await expect(options.nth(index)).toContainText(item.title);
    await expect(options.nth(index)).toContainText(KO(`search.kind.${item.kind}`));
  }
  await expect(options.first().locator('mark').first()).toHaveText('월세');
  await expect(options.last()).toHaveText(KO('search.suggest.all', { keyword: '월세' }));
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    KO('search.suggest.count', { count: expected.items.length }),
  );
  // Typing pauses before asking: one request for the two syllables, by relevance, six at most.
  await settle(page);
  expect(calls.bodies.map((b) => b.condition.keyword)).toEqual(['월세']);
  expect(calls.bodies[0]).toMatchObject({
    order: 'scoring',
    pagination: { current_page_no: 1, item_no_per_page: 6 },
    options: { recommend_count: 0 },
  });

  // Down, down, up: the first option is active, focus stays in the box.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  const firstId = await options.first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  await expect(box).toBeFocused();

  await box.press('Enter');
  const first = expected.items[0]!;
  const detail = { policy: 'policy-details', event: 'event-details', video: 'video-details' };
  await expect(page).toHaveURL(
    `/${detail[first.kind as keyof typeof detail]}/${encodeURIComponent(first.cid)}/`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  calls.stop();
  expect(problems).toEqual([]);
});

test('Enter without a chosen option opens the search page with the words in the address', async ({
  page,
}) => {
  await page.goto('/');
  const box = headerBox(page);
  await box.fill('청년 도약계좌');
  await box.press('Enter');
  await expect(page).toHaveURL(searchUrl('청년 도약계좌'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("'청년 도약계좌' 검색 결과");
  await expect(page).toHaveTitle("'청년 도약계좌' 검색 결과 | 청년혜택");
  await expect(
    page.getByRole('main').getByRole('combobox', { name: KO('nav.searchLabel') }),
  ).toHaveValue('청년 도약계좌');
  await expect(results(page).first()).toBeVisible();
  // Escape closes the list and keeps the words.
  await box.click();
  await box.press('End');
  await box.pressSequentially(' ', { delay: 20 });
  await expect(listbox(page).first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('청년 도약계좌 ');
});

test('the page arrives with its results; tabs show the kinds with their counts', async ({
  page,
  baseURL,
}) => {
  const { problems } = watchProblems(page, baseURL!);
  const calls = recordSearches(page);
  const all = await apiSearch(page, { condition: { keyword: '월세' } });
  await openResults(page, '월세');
  await settle(page);
  expect(calls.bodies, 'page 1 comes with the page itself').toEqual([]);

  const tabs = page.getByRole('tablist', { name: KO('search.kindTabs') }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const { policy, event, video } = all.kind_counts;
  const counts = [policy + event + video, policy, event, video];
  for (const [index, name] of ['all', 'policy', 'event', 'video'].entries()) {
    await expect(tabs.nth(index)).toHaveAccessibleName(
      new RegExp(
        `^${KO(`search.kinds.${name}`)}\\s?${KO('search.tabCount', { count: counts[index]! })}$`,
      ),
    );
  }
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(totalText(page)).toHaveText(`총 ${all.total_count}개`);
  // Cards of every kind name theirs, and the matched words are marked in title or summary.
  await expect(results(page).first()).toContainText(KO(`search.kind.${all.items[0]!.kind}`));
  const marks = await results(page)
    .locator('mark')
    .evaluateAll((list) => list.map((m) => m.textContent));
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(mark!.replace(/\s/g, '')).toBe('월세');

  // The events tab: the address, the selection and the cards follow; the counts stay.
  await tabs.nth(2).click();
  await expect(page).toHaveURL(searchUrl('월세', '&kind=event'));
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(totalText(page)).toHaveText(`총 ${event}개`);
  await expect(results(page)).toHaveCount(event);
  const hrefs = await results(page).evaluateAll((list) =>
    list.map((card) => card.querySelector('a')!.getAttribute('href')!),
  );
  for (const href of hrefs) expect(href).toMatch(/^\/event-details\//);
  await expect(tabs.nth(1)).toContainText(String(policy));
  expect(calls.bodies.at(-1)).toMatchObject({
    condition: { keyword: '월세', show_closed: true },
    filters: { kind: ['event'] },
    order: 'scoring',
    options: { recommend_count: 0 },
  });

  // Arrows move between the tabs; Enter opens one.
  await tabs.nth(2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(searchUrl('월세', '&kind=video'));
  await expect(results(page)).toHaveCount(video);
  calls.stop();
  expect(problems).toEqual([]);
});

test('another order changes the results and the address; closed items stay in', async ({
  page,
}) => {
  await openResults(page, '취업', '&kind=policy');
  await page.getByLabel(KO('list.order')).selectOption('newest');
  await expect(page).toHaveURL(searchUrl('취업', '&kind=policy&order=newest'));
  const newest = await apiSearch(page, {
    condition: { keyword: '취업', show_closed: true },
    filters: { kind: ['policy'] },
    order: 'newest',
  });
  const byScore = await apiSearch(page, {
    condition: { keyword: '취업' },
    filters: { kind: ['policy'] },
  });
  expect(newest.items[0]!.cid).not.toBe(byScore.items[0]!.cid);
  // Relevance includes closed items (product §4); the page keeps them in for every order.
  expect(newest.total_count).toBe(byScore.total_count);
  await expect(results(page).first()).toHaveAttribute('data-cid', newest.items[0]!.cid);
  await expect(totalText(page)).toHaveText(`총 ${newest.total_count}개`);
});

test('infinite scroll loads page 2; Back from a detail shows the same results at the same place with no request', async ({
  page,
}) => {
  await openResults(page, '청년');
  await expect(results(page)).toHaveCount(24);
  const calls = recordSearches(page);
  await results(page).nth(23).scrollIntoViewIfNeeded();
  await expect(results(page)).toHaveCount(48);
  expect(calls.bodies[0]).toMatchObject({
    condition: { keyword: '청년' },
    pagination: { current_page_no: 2, item_no_per_page: 24 },
  });

  calls.stop();
  await expectBackRestoresList(page, results(page), 29, isSearch);
});

test('words that match nothing show the empty state with tips and searches to try', async ({
  page,
}) => {
  await page.goto(searchUrl('zzqxwv'));
  await expect(
    page.getByRole('heading', { name: KO('search.empty.title', { keyword: 'zzqxwv' }) }),
  ).toBeVisible();
  await expect(page.getByText(text('ko-KR', 'search.empty.tipsTitle'))).toBeVisible();
  const popular = page.getByRole('list', { name: KO('search.popular') });
  await expect(popular.getByRole('link')).toHaveText([
    '월세',
    '청년도약계좌',
    '취업',
    '교통비',
    '전세',
  ]);
  for (const name of [KO('nav.policies'), KO('nav.events'), KO('nav.videos')]) {
    await expect(
      page.getByRole('list', { name: KO('search.empty.browseTitle') }).getByRole('link', { name }),
    ).toBeVisible();
  }
  await popular.getByRole('link', { name: '청년도약계좌' }).click();
  await expect(page).toHaveURL(searchUrl('청년도약계좌'));
  await expect(results(page).first()).toBeVisible();

  // A tab without results points to the others.
  await page.goto(searchUrl('교통비', '&kind=video'));
  await expect(
    page.getByRole('heading', {
      name: KO('search.empty.kindTitle', { kind: KO('search.kinds.video'), keyword: '교통비' }),
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: KO('search.suggest.all', { keyword: '교통비' }) }).click();
  await expect(page).toHaveURL(searchUrl('교통비'));
  await expect(results(page).first()).toBeVisible();
});

test('searches are remembered on the device, newest first, and can be removed or cleared', async ({
  page,
}) => {
  await page.goto('/');
  const box = headerBox(page);
  for (const keyword of ['월세', '취업', '월세']) {
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(searchUrl(keyword));
  }
  // The header's stand-in (before the combobox's code arrives) remembers a search once its small
  // module has loaded: leaving the page sooner would drop it (seen on a busy CI machine).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hyetaek:recent-searches')))
    .toBe(JSON.stringify(['월세', '취업']));
  // An empty box shows them when focused.
  await page.goto('/event-list/');
  await box.focus();
  const recent = page.getByRole('listbox', { name: KO('search.recent.title') });
  await expect(recent.getByRole('option')).toHaveText(['월세', '취업']);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    KO('search.recent.count', { count: 2 }),
  );
  // Choosing one searches it again.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(searchUrl('취업'));

  // The search page without words lists them with a remove button each.
  await page.goto('/search/');
  const list = page.getByRole('region', { name: KO('search.recent.title') });
  await expect(list.getByRole('link')).toHaveText(['취업', '월세']);
  await list.getByRole('button', { name: KO('search.recent.remove', { keyword: '월세' }) }).click();
  await expect(list.getByRole('link')).toHaveText(['취업']);

  // 전체 삭제 in the header's list empties it.
  await box.focus();
  await expect(recent.getByRole('option')).toHaveText(['취업']);
  await page
    .getByRole('banner')
    .getByRole('button', { name: KO('search.recent.clear') })
    .click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list.getByText(KO('search.recent.empty'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hyetaek:recent-searches'))).toBeNull();
});

test('on a phone the header opens a search bar with the same suggestions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/video-list/');
  const open = page.getByRole('link', { name: KO('search.open') });
  await expect(open).toHaveAttribute('href', '/search/');
  await open.click();
  const box = page.getByRole('banner').getByRole('combobox');
  await expect(box).toBeFocused();
  await box.pressSequentially('ㅊㄴㅇㅅ', { delay: 40 });
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first().locator('mark').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(searchUrl('ㅊㄴㅇㅅ'));
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  await expect(results(page).first()).toBeVisible();
  // Escape closes the list (the recent searches), then the bar, handing the focus back to the icon.
  await open.click();
  const bar = page.getByRole('banner').getByRole('combobox');
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('only the latest suggestions are shown, however the answers arrive', async ({ page }) => {
  // The answer for the first syllable (other results) comes late, after the one for the word.
  await page.route('**/api/search/common', async (route) => {
    const body = route.request().postDataJSON() as SearchBody | undefined;
    if (body?.condition.keyword === '교') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const box = headerBox(page);
  await box.click();
  await box.pressSequentially('교', { delay: 20 });
  await page.waitForTimeout(400);
  await box.pressSequentially('통비', { delay: 20 });
  const early = await apiSearch(page, {
    condition: { keyword: '교' },
    pagination: { current_page_no: 1, item_no_per_page: 6 },
  });
  const expected = await apiSearch(page, {
    condition: { keyword: '교통비' },
    pagination: { current_page_no: 1, item_no_per_page: 6 },
  });
  const titles = () =>
    listbox(page)
      .getByRole('option')
      .evaluateAll((list) => list.slice(0, -1).map((o) => o.lastElementChild?.textContent));
  expect(early.items.map((item) => item.title)).not.toEqual(
    expected.items.map((item) => item.title),
  );
  await expect.poll(titles).toEqual(expected.items.map((item) => item.title));
  await page.waitForTimeout(1800);
  expect(await titles()).toEqual(expected.items.map((item) => item.title));
  await expect(listbox(page).getByRole('option').last()).toHaveText(
    KO('search.suggest.all', { keyword: '교통비' }),
  );
});

test('skeletons hold the place of the results: no layout shift while the search loads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await trackLayoutShift(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search/common', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/intro/');
  await clientNavigate(page, searchUrl('월세', '&kind=policy'));
  const skeleton = page.locator('[aria-busy="true"] li').first();
  await expect(skeleton).toBeVisible();
  const skeletonBox = await skeleton.boundingBox();
  release();
  await expect(results(page).first()).toBeVisible();
  const cardBox = await page.getByRole('tabpanel').locator('li').first().boundingBox();
  expect(cardBox?.height).toBeCloseTo(skeletonBox!.height, 0);
  await settle(page);
  await page.waitForTimeout(300);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('the search is accessible: axe finds nothing on results, empty, start and open suggestions', async ({
  page,
}) => {
  // Several full axe scans: each takes seconds on a busy 2-core CI machine.
  test.slow();
  const scan = async (name: string) => {
    const result = await new AxeBuilder({ page }).analyze();
    expect
      .soft(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        name,
      )
      .toEqual([]);
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await openResults(page, '월세');
  await scan('results');
  await page.goto(searchUrl('zzqxwv'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await scan('empty');
  await page.evaluate(() => localStorage.setItem('hyetaek:recent-searches', '["월세","취업"]'));
  await page.goto('/search/');
  await expect(page.getByRole('link', { name: '취업' }).first()).toBeVisible();
  await scan('start');
  const box = page.getByRole('main').getByRole('combobox', { name: KO('nav.searchLabel') });
  await box.focus();
  await expect(page.getByRole('listbox')).toBeVisible();
  await scan('recent searches open');
  await box.pressSequentially('청년', { delay: 30 });
  await expect(page.getByRole('option').nth(2)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await scan('suggestions open');
});
