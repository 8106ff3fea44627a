import { test, expect, type Page } from '@playwright/test';
import { PAGE_ROUTES, type PageRoute } from '../src/shared/routes.js';
import { LOCALES, pathOf, settle, text, watchProblems, type Locale } from './support.js';

/**
 * Every route of the shared table, in both languages: the server answers the document with the
 * page's language and title, the page renders (a heading, or the sign-in question on guarded
 * routes), the footer is where it belongs, and nothing fails on the way. Routes share one page
 * per test (the browser cache makes the run fast) and each route is its own step.
 */

function decodeEntities(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

async function checkRoute(page: Page, origin: string, locale: Locale, route: PageRoute) {
  const path = pathOf(route.pattern);
  const { problems, stop: stopWatching } = watchProblems(page, origin);
  const response = await page.goto(path);
  expect(response?.status(), 'the document answers 200').toBe(200);
  expect(new URL(page.url()).pathname, 'no redirect away from the page').toBe(path);

  const appName = text(locale, 'common.appName');
  const expectedTitle =
    route.screen === 'Home'
      ? `${appName} | ${text(locale, 'common.tagline')}`
      : `${text(locale, route.titleKey)} | ${appName}`;
  const html = await response!.text();
  expect(html, 'the server sends the page language').toContain(`<html lang="${locale}"`);
  expect(decodeEntities(html), 'the server sends the page title').toContain(
    `<title>${expectedTitle}</title>`,
  );

  if (route.isGuarded) {
    const dialog = page.getByRole('dialog', { name: text(locale, 'guard.title') });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: text(locale, 'guard.signIn'), exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: text(locale, 'guard.cancel'), exact: true }),
    ).toBeVisible();
    // The protected screen itself is not rendered behind the question.
    await expect(page.locator('main h1')).toHaveCount(0);
  } else {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('');
  }

  await expect(page).toHaveTitle(expectedTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('header a[href="/policy-list/"]').first()).toHaveText(
    text(locale, 'nav.policies'),
  );

  if (route.hasFooter === false) {
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  } else {
    const footer = page.locator('footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: text(locale, 'footer.privacy') })).toBeVisible();
    if (!route.isGuarded) await expect(page.getByRole('contentinfo')).toBeVisible();
  }

  await settle(page);
  expect(problems, 'no console errors or failed requests').toEqual([]);
  stopWatching();
}

const groups = [
  { name: 'open pages', routes: PAGE_ROUTES.filter((r) => !r.isGuarded) },
  { name: 'guarded pages', routes: PAGE_ROUTES.filter((r) => r.isGuarded) },
];

for (const locale of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    test.use({ locale });

    for (const group of groups) {
      test(`${group.name}: ${group.routes.map((r) => r.screen).join(', ')}`, async ({
        page,
        baseURL,
      }) => {
        for (const route of group.routes) {
          await test.step(`${route.screen} ${pathOf(route.pattern)}`, () =>
            checkRoute(page, baseURL!, locale, route));
        }
      });
    }
  });
}

test('the route table covers the screens a visitor can reach', () => {
  // A guard against an accidentally emptied or truncated table making the loops above vacuous.
  expect(PAGE_ROUTES.length).toBeGreaterThanOrEqual(21);
  expect(PAGE_ROUTES.filter((r) => r.isGuarded).map((r) => r.pattern)).toEqual([
    '/survey/',
    '/profile-setup/',
    '/account/profile/',
    '/account/bookmark/',
    '/account/my-comments/',
  ]);
  expect(PAGE_ROUTES.filter((r) => r.hasFooter === false).map((r) => r.pattern)).toEqual([
    '/intro/',
    '/collabo/:partner/',
  ]);
});
