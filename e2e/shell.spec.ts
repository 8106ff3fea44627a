import { type Page } from '@playwright/test';
import { clientNavigate, text, expect, test, settle } from './support.js';

/** The app shell: client key, session-stored state, scrolling, failed screens, security headers. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 3600 * 1000;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('client key: the first visit gets a 30-day SameSite=Lax UUID cookie that stays; a damaged one is replaced', async ({
  page,
  context,
  baseURL,
}) => {
  const keyCookies = async () => (await context.cookies()).filter((c) => c.name === 'hyetaek-ck');
  const expectThirtyDays = (expires: number) =>
    expect(Math.abs(expires * 1000 - (Date.now() + 30 * DAY_MS))).toBeLessThan(DAY_MS / 24);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [cookie] = await keyCookies();
  expect(cookie, 'hyetaek-ck is set').toBeDefined();
  expect(cookie!.value).toMatch(UUID);
  expect(cookie!.sameSite).toBe('Lax');
  expect(cookie!.path).toBe('/');
  expectThirtyDays(cookie!.expires);

  await page.goto('/policy-list/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await keyCookies()).map((c) => c.value)).toEqual([cookie!.value]);

  await context.clearCookies();
  await context.addCookies([{ name: 'hyetaek-ck', value: 'not-a-uuid', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const replaced = await keyCookies();
  expect(replaced).toHaveLength(1);
  expect(replaced[0]!.value).toMatch(UUID);
  expect(replaced[0]!.sameSite).toBe('Lax');
  expectThirtyDays(replaced[0]!.expires);
});

test('session-stored page state is cleared when the page is hidden, and only that', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seed = () =>
    page.evaluate(() => {
      sessionStorage.setItem('hyetaek:list:x', '1');
      sessionStorage.setItem('other', '1');
    });
  const stored = () =>
    page.evaluate(() => ({
      ours: sessionStorage.getItem('hyetaek:list:x'),
      other: sessionStorage.getItem('other'),
    }));

  await seed();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  expect(await stored()).toEqual({ ours: null, other: '1' });

  // Becoming visible again keeps the state …
  await seed();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await stored()).toEqual({ ours: '1', other: '1' });

  // … being hidden clears it.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await stored()).toEqual({ ours: null, other: '1' });
});

test.describe('scrolling', () => {
  test.use({ locale: 'en-US' });

  test('Back restores where the visitor was', async ({ page }) => {
    await page.goto('/privacy-policy/');
    await expect(page.locator('#data-subject-rights')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);

    // A DOM click, as a finger on the sticky header: Playwright's own click would first scroll
    // the link into view and so move the page the visitor is leaving.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Videos' })
      .first()
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/video-list\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
    expect(await scrollY(page), 'the new page starts at the top').toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy\/$/);
    // The app restores once the screen has rendered (~200 ms); allow for a slow machine.
    await expect
      .poll(() => scrollY(page), { timeout: 1500, message: 'the position before leaving (±50)' })
      .toBeGreaterThan(1450);
    expect(await scrollY(page)).toBeCloseTo(1500, -2);
  });

  test('opening an address with a section (#hash) scrolls to that section', async ({ page }) => {
    // A realistic network: the text of the policy (its own code-split chunk) arrives a little
    // after the screen, as on a phone connection.
    await page.route('**/assets/privacy.en-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/privacy-policy/#data-subject-rights');
    const heading = page.locator('#data-subject-rights-heading');
    await expect(heading).toBeVisible();
    await page.waitForTimeout(400);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top), {
        timeout: 1500,
        message: 'the section heading is near the top, below the header',
      })
      .toBeLessThan(headerBottom + 60);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      headerBottom,
    );
  });

  test('a section link of the contents shows the section below the sticky header, on desktop and phone', async ({
    page,
  }) => {
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 720 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await test.step(viewport.name, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/privacy-policy/');
        await page
          .getByRole('navigation', { name: 'Contents' })
          .locator('a[href="#data-subject-rights"]')
          .click();
        await expect(page).toHaveURL(/#data-subject-rights$/);
        const heading = page.locator('#data-subject-rights-heading');
        const top = () => heading.evaluate((el) => el.getBoundingClientRect().top);
        await expect.poll(top).toBeLessThan(200);
        await page.waitForTimeout(300);
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
        expect(
          await top(),
          'the heading is not covered by the sticky header',
        ).toBeGreaterThanOrEqual(headerBottom);
        expect(await top()).toBeLessThan(headerBottom + 60);
      });
    }
  });

  test('a link to the page you are on scrolls to the top; a link to another page opens it at the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 400 });
    await page.goto('/policy-list/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scrolls again until it sticks: a smooth scroll to the top may still be running.
    const toBottom = async () => {
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return scrollY(page);
        })
        .toBeGreaterThan(200);
    };

    await toBottom();
    await page.getByRole('banner').getByRole('link', { name: 'Policies' }).last().click();
    await expect.poll(() => scrollY(page), { timeout: 3000 }).toBe(0);
    await expect(page).toHaveURL(/\/policy-list\/$/);

    await toBottom();
    // Reaching the end loads the next page of the list, which moves the footer: let it finish.
    await settle(page);
    await toBottom();
    await settle(page);
    // A DOM click on the link itself: on a slow machine one more page of the list can still
    // arrive between finding the footer link and a pointer click at its place, which then lands
    // on the cards that pushed it down (seen once on PostgreSQL in CI).
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of service' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('a screen whose code fails to load', () => {
  test.use({ locale: 'en-US' });

  test('shows a retry message inside the layout, logs the failure, and Try again recovers', async ({
    page,
    context,
  }) => {
    await page.route('**/assets/intro-page-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/log/create') && request.method() === 'POST',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/intro\/$/);

    // Never a blank page: the message and a retry inside the usual header.
    await expect(
      page.getByRole('main').getByText(/^The screen could not be loaded\./),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Policies' }).first(),
    ).toBeVisible();

    const request = await logged;
    const body = request.postDataJSON() as { kind: string; route: string; message: string };
    expect(body.kind).toBe('screen_load_failed');
    expect(body.route).toBe('/intro/');
    expect(body.message).toContain('intro-page');
    const clientKey = (await context.cookies()).find((c) => c.name === 'hyetaek-ck')?.value;
    expect(request.headers()['x-client-key']).toBe(clientKey);
    expect((await request.response())?.ok()).toBe(true);

    // Another page still works …
    await page.getByRole('banner').getByRole('link', { name: 'Policies' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Youth policies');
    // … and once the network is back, Try again loads the screen.
    await clientNavigate(page, '/intro/');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('**/assets/intro-page-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.intro.title'),
    );
  });
});

test('security and caching headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get('script-src'), 'script-src is set').toContain("'self'");
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The HTML is always revalidated so a new release reaches visitors at once.
  expect(headers['cache-control']).toBe('no-cache');

  const html = await response.text();
  const scriptPath = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(scriptPath, 'the page loads a hashed script').toBeDefined();
  const asset = await request.get(scriptPath!);
  expect(asset.status()).toBe(200);
  const cacheControl = asset.headers()['cache-control'] ?? '';
  expect(cacheControl).toContain('max-age=31536000');
  expect(cacheControl).toContain('immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['content-type']).toContain('javascript');
});
