import { clientNavigate, firstItem, LOCALES, text, expect, test } from './support.js';

/**
 * Legacy and non-canonical addresses (product §2): the server answers them with 301 before any
 * JavaScript runs, the browser lands on the canonical page, and the app does the same when the
 * address is reached by navigating inside it. Unknown addresses get the not-found page and 404.
 */

const SERVER_REDIRECTS: { from: string; to: string }[] = [
  { from: '/policy-details/?cid=R1', to: '/policy-details/R1/' },
  { from: '/policy-details?cid=R1', to: '/policy-details/R1/' },
  { from: '/event-details/?cid=R1', to: '/event-details/R1/' },
  { from: '/video-details?cid=R1', to: '/video-details/R1/' },
  { from: '/policy-details/?cid=R1&utm_source=mail', to: '/policy-details/R1/?utm_source=mail' },
  { from: '/policy-details/', to: '/policy-list/' },
  { from: '/policy-details', to: '/policy-list/' },
  { from: '/event-details/', to: '/event-list/' },
  { from: '/video-details/', to: '/video-list/' },
  { from: '/policy-list', to: '/policy-list/' },
  { from: '/terms-of-service', to: '/terms-of-service/' },
  { from: '/collabo/acme', to: '/collabo/acme/' },
  { from: '/account/', to: '/account/profile/' },
  { from: '/account', to: '/account/profile/' },
  { from: '/collabo/', to: '/' },
  { from: '/collabo', to: '/' },
];

test('the server answers every legacy form with a 301 to the canonical address, unknown ones with 404', async ({
  request,
}) => {
  for (const { from, to } of SERVER_REDIRECTS) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect.soft(response.status(), `${from} answers 301`).toBe(301);
    expect.soft(response.headers()['location'], `${from} points to ${to}`).toBe(to);
  }
  for (const path of [
    '/no-such-page/',
    '/policy-details/R1/extra/',
    '/policy-list/x/',
    '/account/other/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect.soft(response.status(), `${path} answers 404`).toBe(404);
    expect
      .soft(response.headers()['content-type'], `${path} is the HTML page`)
      .toContain('text/html');
  }
});

test.describe('a visitor following an old link lands on the page', () => {
  test.use({ locale: 'en-US' });

  // {cid} is a policy of the demo content; its page is headed by the policy's title ('item').
  const landings: { from: string; to: string; heading: string }[] = [
    { from: '/policy-details/?cid={cid}', to: '/policy-details/{cid}/', heading: 'item' },
    { from: '/policy-details?cid={cid}', to: '/policy-details/{cid}/', heading: 'item' },
    { from: '/policy-details/', to: '/policy-list/', heading: 'pages.policyList.title' },
    { from: '/event-details/', to: '/event-list/', heading: 'pages.eventList.title' },
    { from: '/video-details/', to: '/video-list/', heading: 'pages.videoList.title' },
    { from: '/policy-list', to: '/policy-list/', heading: 'pages.policyList.title' },
    { from: '/collabo/', to: '/', heading: 'pages.home.heroTitle' },
    // The account page's first tab, which asks visitors to sign in.
    { from: '/account/', to: '/account/profile/', heading: 'guard.title' },
  ];

  test('in the browser, each old address ends on the canonical URL with its page', async ({
    page,
    baseURL,
    request,
  }) => {
    const policy = await firstItem(request, 'policy');
    for (const landing of landings) {
      const from = landing.from.replace('{cid}', policy.cid);
      const to = landing.to.replace('{cid}', policy.cid);
      const heading = landing.heading;
      await test.step(`${from} → ${to}`, async () => {
        const response = await page.goto(from);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()?.url(), 'the browser was redirected').toBe(
          new URL(from, baseURL).href,
        );
        const url = new URL(page.url());
        expect(url.pathname + url.search).toBe(to);
        if (heading === 'guard.title') {
          await expect(page.getByRole('dialog', { name: text('en-US', heading) })).toBeVisible();
        } else if (heading === 'item') {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', heading));
        }
      });
    }
  });

  test('navigating inside the app to an old address redirects the same way, replacing the history entry', async ({
    page,
    request,
  }) => {
    const policy = await firstItem(request, 'policy');
    await page.goto('/intro/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.intro.title'),
    );

    await clientNavigate(page, '/collabo/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.home.heroTitle'),
    );

    await clientNavigate(page, `/policy-details/?cid=${policy.cid}`);
    await expect(page).toHaveURL(new RegExp(`/policy-details/${policy.cid}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page).toHaveTitle(`${policy.title} | Youth Benefits`);

    await clientNavigate(page, '/event-details/');
    await expect(page).toHaveURL(/\/event-list\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.eventList.title'),
    );

    // The old addresses were replaced, so Back skips them and returns to the pages actually seen.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/policy-details/${policy.cid}/$`));
    await page.goBack();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/intro\/$/);
  });

  test('navigating inside the app to an address without its trailing slash lands on the canonical page', async ({
    page,
  }) => {
    // The server answers these with 301; inside the app the same address must not show a page
    // under a non-canonical URL titled "Page not found" (or with the wrong footer).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const { from, to, title } of [
      { from: '/policy-list', to: '/policy-list/', title: 'pages.policyList.title' },
      { from: '/intro', to: '/intro/', title: 'pages.intro.title' },
    ]) {
      await clientNavigate(page, from);
      // Once the screen's heading shows, any redirect has already happened: check at once.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(text('en-US', title));
      await expect
        .soft(page, `${from} becomes ${to}`)
        .toHaveURL(new RegExp(`${to}$`), { timeout: 300 });
      await expect
        .soft(page, `${from} has its page title`)
        .toHaveTitle(`${text('en-US', title)} | Youth Benefits`, { timeout: 300 });
    }
    await expect
      .soft(page.getByRole('contentinfo'), 'the intro page has no footer')
      .toHaveCount(0, { timeout: 300 });
  });
});

for (const locale of LOCALES) {
  test.describe(`not found in ${locale}`, () => {
    test.use({ locale });

    test('an unknown address answers 404 with the not-found page, and its link goes home', async ({
      page,
    }) => {
      const response = await page.goto('/no-such-page/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'pages.notFound.title'),
      );
      await expect(page.getByText(text(locale, 'pages.notFound.body'))).toBeVisible();
      await expect(page).toHaveTitle(
        `${text(locale, 'pages.notFound.title')} | ${text(locale, 'common.appName')}`,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The visitor keeps the site around the message: header and footer.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page
        .getByRole('main')
        .getByRole('link', { name: text(locale, 'common.goHome') })
        .click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'pages.home.heroTitle'),
      );

      // An unknown address reached inside the app shows the same page.
      await clientNavigate(page, '/nothing-here/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'pages.notFound.title'),
      );
      await expect(page).toHaveTitle(
        `${text(locale, 'pages.notFound.title')} | ${text(locale, 'common.appName')}`,
      );
    });
  });
}

test.describe('other unknown addresses', () => {
  test.use({ locale: 'en-US' });

  test('an address in the wrong letter case is not found in the browser either', async ({
    page,
  }) => {
    const response = await page.goto('/POLICY-LIST/');
    expect(response?.status()).toBe(404);
    // The server says 404 and titles the page "Page not found": the screen must agree.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Youth Benefits');
    await expect(heading).toHaveText('Page not found', { timeout: 300 });
  });

  test('a malformed address shows the not-found page, not a raw error', async ({ page }) => {
    // The shared route table treats an undecodable address as not found (resolvePath).
    const response = await page.goto('/policy-details/%E0%A4%A/');
    expect([400, 404]).toContain(response?.status());
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
