import { text, expect, test } from './support.js';

/**
 * The page language (product §2): the header switch's remembered choice, else the browser's first
 * language (English for en-*, Korean otherwise). Server HTML and client agree.
 */

const CASES: { languages: string[]; expected: 'ko-KR' | 'en-US' }[] = [
  { languages: ['en-GB'], expected: 'en-US' },
  { languages: ['ja-JP', 'en-US'], expected: 'ko-KR' },
];

test('the browser’s first language picks the page language, in the server HTML and the app', async ({
  browser,
}) => {
  for (const { languages, expected } of CASES) {
    await test.step(`${languages.join(', ')} → ${expected}`, async () => {
      // The locale sets Accept-Language; navigator.languages gets the whole ordered list.
      const context = await browser.newContext({ locale: languages[0] });
      await context.addInitScript((list) => {
        Object.defineProperty(Navigator.prototype, 'languages', {
          get: () => list,
          configurable: true,
        });
      }, languages);
      const page = await context.newPage();
      const response = await page.goto('/policy-list/');
      expect(await response!.text()).toContain(`<html lang="${expected}"`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(expected, 'pages.policyList.title'),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(
        page
          .getByRole('banner')
          .getByRole('button', { name: text(expected, 'nav.languageSwitchLabel') }),
      ).toHaveText(text(expected, 'nav.languageSwitch'));
      await context.close();
    });
  }
});

test('the server ranks Accept-Language by preference', async ({ request }) => {
  const cases: [string, string][] = [
    ['ja-JP,en-US;q=0.9', 'ko-KR'],
    ['en-GB,ko;q=0.9', 'en-US'],
    ['ko;q=0.5,en-US;q=0.9', 'en-US'],
    ['en', 'en-US'],
    ['english', 'ko-KR'],
    ['*', 'ko-KR'],
  ];
  for (const [header, expected] of cases) {
    const html = await (await request.get('/', { headers: { 'accept-language': header } })).text();
    expect.soft(html, `Accept-Language: ${header}`).toContain(`<html lang="${expected}"`);
  }
});

test.describe('the header switch', () => {
  test.use({ locale: 'en-US' });

  test('changes the texts and <html lang>, and is remembered after reload, across pages and by the server', async ({
    page,
  }) => {
    await page.goto('/policy-list/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Youth policies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('Youth policies | Youth Benefits');

    const toKorean = page.getByRole('banner').getByRole('button', { name: '한국어로 보기' });
    await expect(toKorean).toHaveText('한국어');
    await toKorean.click();

    await expect(h1).toHaveText('청년정책');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    await expect(page).toHaveTitle('청년정책 | 청년혜택');
    await expect(
      page.getByRole('banner').getByRole('link', { name: '청년정책' }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }),
    ).toBeVisible();
    const toEnglish = page.getByRole('banner').getByRole('button', { name: 'Switch to English' });
    await expect(toEnglish).toHaveText('English');

    // The server's first HTML already speaks Korean (the choice travels as a cookie).
    const shell = await page.request.get('/event-list/');
    const html = await shell.text();
    expect(html).toContain('<html lang="ko-KR"');
    expect(html).toContain('<title>행사·교육 | 청년혜택</title>');

    await page.reload();
    await expect(h1).toHaveText('청년정책');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');

    const response = await page.goto('/event-list/');
    expect(await response!.text()).toContain('<html lang="ko-KR"');
    await expect(h1).toHaveText('행사·교육');
    // Inside the app too (from a page without infinite scroll, whose footer stays put).
    await page.goto('/terms-of-service/');
    await page.getByRole('contentinfo').getByRole('link', { name: '서비스 소개' }).click();
    await expect(h1).toHaveText(text('ko-KR', 'pages.intro.title'));

    // And back to English.
    await page.getByRole('banner').getByRole('button', { name: 'Switch to English' }).click();
    await expect(h1).toHaveText(text('en-US', 'pages.intro.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.reload();
    await expect(h1).toHaveText(text('en-US', 'pages.intro.title'));
    expect(await (await page.request.get('/')).text()).toContain('<html lang="en-US"');
  });

  test('the choice wins over the browser language and lasts a long time', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '한국어로 보기' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');

    expect(await page.evaluate(() => localStorage.getItem('hyetaek-lang'))).toBe('ko-KR');
    const cookie = (await context.cookies()).find((c) => c.name === 'hyetaek-lang');
    expect(cookie?.value).toBe('ko-KR');
    expect(cookie?.sameSite).toBe('Lax');
    // Remembered for months, not for the session.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);

    // A new tab of the same English browser opens in Korean.
    const other = await context.newPage();
    await other.goto('/video-list/');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('영상');
    await expect(other.locator('html')).toHaveAttribute('lang', 'ko-KR');
  });
});
