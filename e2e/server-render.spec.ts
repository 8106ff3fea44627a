import {
  firstItem,
  layoutShift,
  settle,
  trackLayoutShift,
  watchProblems,
  expect,
  test,
} from './support.js';

/**
 * The server renders each page's first view (src/client/entry-server.tsx): its content is in the
 * HTML before any script runs, and the browser takes it over without drawing it again.
 */

test.use({ locale: 'ko-KR' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a list shows its first page of items and its filters in the address', async ({
    page,
    request,
  }) => {
    const { title } = await firstItem(request, 'policy');
    await page.goto('/policy-list/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('청년정책');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    await page.goto('/policy-list/?region=50');
    const cards = page.locator('main a[href^="/policy-details/"]');
    expect(await cards.count()).toBeGreaterThan(0);
  });

  test('a detail shows its title, labels and content', async ({ page, request }) => {
    const { cid, title } = await firstItem(request, 'policy');
    await page.goto(`/policy-details/${cid}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('progressbar')).toBeAttached();
  });

  test('the legal pages show their whole text', async ({ page }) => {
    await page.goto('/terms-of-service/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
    await expect(page.getByRole('navigation', { name: '목차' })).toBeVisible();
    expect(await page.locator('main section h2').count()).toBeGreaterThan(5);

    await page.goto('/privacy-policy/');
    await expect(page.locator('#data-subject-rights-heading')).toBeVisible();
  });

  test('home shows its hero and search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('search').first()).toBeVisible();
  });
});

test('the browser takes over the server’s page without errors or a second fetch', async ({
  page,
  request,
  baseURL,
}) => {
  const { cid, title } = await firstItem(request, 'event');
  const watch = watchProblems(page, baseURL!);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(`${r.headers()['x-method']} ${r.url()}`);
  });
  await page.goto(`/event-details/${cid}/`);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Hydrated: the page reacts to clicks as the app (scroll to top focuses the title).
  await page.getByRole('button', { name: /맨 위로/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(apiCalls.filter((c) => c.startsWith('read_detail'))).toEqual([]);
  watch.stop();
  expect(watch.problems).toEqual([]);
});

test('a legal page stays where it was painted: its text is there before the app runs', async ({
  page,
}) => {
  await trackLayoutShift(page);
  // The text's own chunk arrives a little after the app, as on a phone connection.
  await page.route('**/assets/privacy.ko-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacy-policy/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '서비스 소개' });
  const painted = (await footerLink.boundingBox())!.y;
  await expect(page.locator('#data-subject-rights-heading')).toBeAttached();
  await settle(page);
  expect((await footerLink.boundingBox())!.y).toBe(painted);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test('a detail’s link-preview and search tags are in the served HTML', async ({ request }) => {
  const { cid, title } = await firstItem(request, 'policy');
  const response = await request.get(`/policy-details/${cid}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The server escapes &<>"' as numeric entities.
  const decode = (text = '') =>
    text.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)));
  const meta = (attribute: string, key: string) =>
    decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1]);
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(`${title} | 청년혜택`);
  expect(meta('property', 'og:title')).toBe(`${title} | 청년혜택`);
  expect(meta('property', 'og:type')).toBe('article');
  expect(meta('property', 'og:url')).toMatch(new RegExp(`/policy-details/${cid}/$`));
  expect(meta('name', 'description').length).toBeGreaterThan(10);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/policy-details/${cid}/">`));
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'GovernmentService', name: title });

  const missing = await request.get('/policy-details/policy-does-not-exist/');
  expect(missing.status()).toBe(404);
});
