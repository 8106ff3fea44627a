import { AxeBuilder } from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PARTNER } from '../src/server/db/seed/demo/partners.js';
import { nextKoreanMidnight } from '../src/shared/korea-midnight.js';
import {
  expect,
  firstItem,
  layoutShift,
  LOCALES,
  settle,
  test,
  text,
  trackLayoutShift,
} from './support.js';

/**
 * Banners and partner pages (issue 14), in both languages. An operator puts popups on home and
 * the details through `banner/update`; a visitor meets them as a dialog by keyboard and screen
 * reader, hides them for the Korean day (the device in Los Angeles, its clock moved with
 * `page.clock`), and they come back after midnight in Korea. The demo partner's page is
 * server-rendered with its title and items; an unknown partner is 404.
 *
 * Banners change what every page shows, so this file runs alone after the other journeys
 * (playwright.config.ts), and turns its banners off at the end.
 */

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/Los_Angeles' });

const PASSWORD = 'kq7#Lmz!2vRt';
let operator: APIRequestContext;
let token = '';
const created: number[] = [];

async function call(path: string, method: string, body: unknown) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await operator.post(`/api/${path}`, {
      headers: { 'x-method': method, authorization: `Bearer ${token}` },
      data: body,
    });
    const json = (await response.json()) as { access_token?: string; data?: unknown };
    // Access tokens live 2 s in the journeys: the refresh cookie renews them (product §4).
    if (response.status() === 401 && json.access_token && attempt === 0) {
      token = json.access_token;
      continue;
    }
    expect(response.status(), JSON.stringify(json)).toBe(200);
    return json.data as Record<string, unknown>;
  }
}

const TITLES = {
  'ko-KR': {
    home: ['청년월세 한시 특별지원 신청이 시작됐어요', '청년혜택 새 소식'],
    detail: '상세 페이지 공지예요',
    strip: '이번 주 마감되는 청년 정책 모아 보기',
  },
  'en-US': {
    home: ['Youth rent support is open', 'News from Youth Benefits'],
    detail: 'A notice on details',
    strip: 'Youth policies closing this week',
  },
} as const;

test.beforeAll(async ({ baseURL }) => {
  operator = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-client-key': randomUUID(), 'x-forwarded-for': '198.18.250.14' },
  });
  const email = `banner-operator-${Date.now().toString(36)}@example.com`;
  const signUp = await operator.post('/api/user/email-signup', {
    headers: { 'x-method': 'create' },
    data: {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      name: '김운영',
      agreements: { terms: true, privacy: true },
    },
  });
  expect(signUp.status()).toBe(200);
  token = ((await signUp.json()) as { data: { access_token: string } }).data.access_token;
  await call('diagnostics/operator', 'update', {});
  for (const locale of LOCALES) {
    const picture = `${baseURL}/demo/banner-rent-${locale === 'ko-KR' ? 'ko' : 'en'}.png`;
    const banners = [
      { placement: 'home_popup', title: TITLES[locale].home[0], image_url: picture, position: 0 },
      {
        placement: 'home_popup',
        title: TITLES[locale].home[1],
        image_url: `${baseURL}/og-image.png`,
        link_url: null,
        position: 1,
      },
      { placement: 'detail_popup', title: TITLES[locale].detail, image_url: picture },
      {
        placement: 'list_strip',
        title: TITLES[locale].strip,
        image_url: `${baseURL}/demo/banner-strip-${locale === 'ko-KR' ? 'ko' : 'en'}.png`,
      },
    ];
    for (const banner of banners) {
      const data = await call('banner/update', 'create', {
        locale,
        link_url: `${baseURL}/policy-list/`,
        request_id: randomUUID(),
        ...banner,
      });
      created.push((data.banner as { id: number }).id);
    }
  }
});

test.afterAll(async () => {
  for (const id of created) await call('banner/update', 'turn_off', { id });
  await operator.dispose();
});

async function expectNoAxeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** 23:50 in Korea today: ten minutes before the Korean day turns (07:50 in Los Angeles). */
function lateKoreanEvening(): number {
  const midnight = nextKoreanMidnight(Date.now());
  return midnight - 10 * 60 * 1000;
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.use({ locale });
    const t = (key: string) => text(locale, key);

    test('the home popup: keyboard, screen reader, no shift, hidden for the Korean day', async ({
      page,
    }) => {
      const evening = lateKoreanEvening();
      await page.clock.install({ time: evening });
      await trackLayoutShift(page);
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      // The popup comes after the page: its checker, the call, then the dialog's code.
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toHaveAccessibleName(TITLES[locale].home[0]);
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expect(dialog.getByRole('button', { name: t('banners.close') })).toBeFocused();
      await expect(dialog.getByRole('link', { name: TITLES[locale].home[0] })).toHaveAttribute(
        'href',
        /\/policy-list\/$/,
      );
      await expectNoAxeViolations(page, 'dialog[open]');

      // The second banner behind 다음, by keyboard; focus stays inside the modal dialog.
      await dialog.getByRole('button', { name: t('banners.next') }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveAccessibleName(TITLES[locale].home[1]);
      await expect(dialog.getByText('2 / 2')).toBeVisible();
      await expect(dialog.getByRole('img', { name: TITLES[locale].home[1] })).toBeVisible();
      // Tab never reaches the page behind (past the last control it may leave for the browser's own).
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        const place = await page.evaluate(() =>
          document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement?.tagName,
        );
        expect(['dialog', 'BODY']).toContain(place);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(
        await page.evaluate(() => document.activeElement?.closest('dialog') ?? null),
      ).toBeNull();
      expect(await layoutShift(page), 'the popup never moves the page').toBeLessThanOrEqual(0.05);

      // Closed is for this view; "don't show today" holds after a reload, until midnight in Korea.
      await page.reload();
      await expect(dialog).toHaveAccessibleName(TITLES[locale].home[0]);
      await dialog.getByRole('button', { name: t('banners.hideToday') }).click();
      await expect(dialog).toBeHidden();
      await page.clock.setSystemTime(evening + 9 * 60 * 1000);
      await page.reload();
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // 00:01 in Korea is still yesterday morning in Los Angeles: the Korean day decides.
      await page.clock.setSystemTime(evening + 11 * 60 * 1000);
      await page.reload();
      await expect(dialog).toHaveAccessibleName(TITLES[locale].home[0]);
    });

    test('the detail popup: Shift+Tab to "don’t show today", Enter hides it', async ({ page }) => {
      const item = await firstItem(page.request, 'policy');
      await page.goto(`/policy-details/${encodeURIComponent(item.cid)}/`);
      const dialog = page.getByRole('dialog', { name: TITLES[locale].detail });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('button', { name: t('banners.close') })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: t('banners.hideToday') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await page.reload();
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the strip above the lists comes with the page: a link, no shift, in the reader language', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await trackLayoutShift(page);
      const response = await page.goto('/policy-list/');
      // In the server's HTML already: it never arrives under the reader's eyes.
      const html = await response!.text();
      expect(html).toContain(`alt="${TITLES[locale].strip}"`);
      const strip = page.getByRole('link', { name: TITLES[locale].strip });
      await expect(strip).toBeVisible();
      await expect(strip).toHaveAttribute('href', /\/policy-list\/$/);
      await expect(strip.getByRole('img')).toHaveJSProperty('complete', true);
      await page.screenshot({ path: testInfo.outputPath(`strip-phone-${locale}.png`) });
      await expectNoAxeViolations(page, 'main');
      expect(await layoutShift(page), 'the strip never moves the list').toBeLessThanOrEqual(0.05);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`strip-desktop-${locale}.png`) });

      // The other lists show it too; a banner in the other language does not.
      await page.goto('/event-list/');
      await expect(page.getByRole('link', { name: TITLES[locale].strip })).toBeVisible();
      const other = locale === 'ko-KR' ? 'en-US' : 'ko-KR';
      await expect(page.getByRole('img', { name: TITLES[other].strip })).toHaveCount(0);
    });

    test('a partner page is served with its title and items; an unknown one is 404', async ({
      page,
    }) => {
      const name = locale === 'en-US' ? DEMO_PARTNER.name_en : DEMO_PARTNER.name_ko;
      const title = `${name} | ${t('common.appName')}`;
      const response = await page.goto(`/collabo/${DEMO_PARTNER.slug}/`);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toContain(`<h1`);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(name) })).toBeVisible();
      await expect(page.locator('article[data-cid]')).toHaveCount(DEMO_PARTNER.cids.length);
      await expect(page.locator('footer')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: new RegExp(t('partner.home')) }).click();
      await expect(page).toHaveURL(/\/$/);

      const unknown = await page.goto('/collabo/no-such-partner/');
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: t('pages.notFound.title') })).toBeVisible();
    });
  });
}
