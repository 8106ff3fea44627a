import { type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { settle, text, layoutShift, trackLayoutShift, expect, test } from './support.js';

/**
 * Home (product §2): the hero and ways in, then shelves of picks, policies closing soon, new
 * policies, upcoming events and videos, each with 전체 보기 to its list. A scrolling row on
 * phones, a grid on desktop; skeletons keep the page still while the shelves load.
 */

test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

const KO = (key: string) => text('ko-KR', key);

const SHELVES = [
  { titleKey: 'pages.home.picks', list: '/policy-list/?order=views', details: '/policy-details/' },
  {
    titleKey: 'pages.home.closingSoon',
    list: '/policy-list/?status=ING&order=deadline',
    details: '/policy-details/',
  },
  { titleKey: 'pages.home.newPolicies', list: '/policy-list/', details: '/policy-details/' },
  {
    titleKey: 'pages.home.upcomingEvents',
    list: '/event-list/?status=ING,COMING&order=deadline',
    details: '/event-details/',
  },
  { titleKey: 'pages.home.videos', list: '/video-list/', details: '/video-details/' },
] as const;

const shelf = (page: Page, titleKey: string) => page.getByRole('region', { name: KO(titleKey) });

/** Where each card of a shelf leads, in order. */
function cardLinks(page: Page, titleKey: string) {
  return shelf(page, titleKey)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('a')?.getAttribute('href') ?? ''));
}

async function shelvesLoaded(page: Page) {
  for (const { titleKey } of SHELVES) {
    await expect(shelf(page, titleKey).getByRole('article').first()).toBeVisible();
  }
}

test('home shows its shelves, each leading to its full list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  await shelvesLoaded(page);

  for (const { titleKey, list, details } of SHELVES) {
    await test.step(KO(titleKey), async () => {
      const section = shelf(page, titleKey);
      const seeAll = section.getByRole('link', {
        name: text('ko-KR', 'pages.home.seeAllLabel').replace('{{section}}', KO(titleKey)),
      });
      await expect(seeAll).toHaveText(KO('pages.home.seeAll'));
      await expect(seeAll).toHaveAttribute('href', list);
      const hrefs = await cardLinks(page, titleKey);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(8);
      for (const href of hrefs) expect(href.startsWith(details)).toBe(true);
    });
  }

  // Picks are PICK items; closing soon are open with at most 7 days left.
  const pickLabels = await shelf(page, 'pages.home.picks')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => !!c.querySelector('[data-label="PICK"]')));
  expect(pickLabels.every(Boolean)).toBe(true);
  // A pick that is also new shows once: the new shelf goes on with the next new policies.
  const picked = await cardLinks(page, 'pages.home.picks');
  const newest = await cardLinks(page, 'pages.home.newPolicies');
  expect(newest).toHaveLength(8);
  expect(newest.filter((href) => picked.includes(href))).toEqual([]);
  const days = await shelf(page, 'pages.home.closingSoon')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((c) => c.querySelector('[data-label="D_DAY"] [aria-hidden]')?.textContent ?? ''),
    );
  for (const d of days) expect(d === 'D-Day' || Number(d.replace('D-', '')) <= 7).toBe(true);

  // 전체 보기 opens the list with the same order and filters.
  await shelf(page, 'pages.home.closingSoon')
    .getByRole('link', { name: new RegExp(KO('pages.home.seeAll')) })
    .click();
  await expect(page).toHaveURL('/policy-list/?status=ING&order=deadline');
  await expect(page.getByLabel(KO('list.order'))).toHaveValue('deadline');
  await expect(page.getByRole('button', { name: /신청 상태.*신청 중/ })).toBeVisible();
});

test('phones scroll each shelf sideways; desktop shows a grid of four', async ({ page }) => {
  await page.goto('/');
  await shelvesLoaded(page);
  const row = shelf(page, 'pages.home.newPolicies').getByRole('list');
  const phone = await row.evaluate((el) => ({
    overflow: getComputedStyle(el).overflowX,
    scrolls: el.scrollWidth > el.clientWidth,
  }));
  expect(phone).toEqual({ overflow: 'auto', scrolls: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the page itself never scrolls sideways',
  ).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  const desktop = await row.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    visible: [...el.children].filter((c) => (c as HTMLElement).offsetParent !== null).length,
    tops: new Set(
      [...el.children]
        .filter((c) => (c as HTMLElement).offsetParent !== null)
        .map((c) => Math.round(c.getBoundingClientRect().top)),
    ).size,
  }));
  expect(desktop).toEqual({ scrolls: false, visible: 4, tops: 1 });
});

test('coming back to home shows the shelves at once, without asking again', async ({ page }) => {
  await page.goto('/');
  await shelvesLoaded(page);
  await settle(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push(`${r.url()} ${r.headers()['x-method']}`);
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: KO('nav.videos') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KO('pages.videoList.title'));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KO('pages.home.heroTitle'));
  await shelvesLoaded(page);
  await settle(page);
  // The popup's banners are asked for on each visit (a banner may start or stop meanwhile).
  expect(requests.filter((r) => !r.includes('videos/read') && !r.includes('banner/read'))).toEqual(
    [],
  );
});

test('home is accessible and does not move while its shelves load', async ({ page }) => {
  await trackLayoutShift(page);
  // Slow answers: the skeletons are on screen for a while, then the cards replace them. Longer
  // than the app may take to start on a busy machine, or the skeletons are gone before the check.
  await page.route('**/api/*/read', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('main [aria-busy="true"]').first()).toBeAttached();
  await shelvesLoaded(page);
  await settle(page);
  await page.waitForTimeout(300);
  expect(await layoutShift(page)).toBeLessThan(0.01);

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
});
