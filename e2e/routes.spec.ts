import { type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PARTNER } from '../src/server/db/seed/demo/partners.js';
import { PAGE_ROUTES, type PageRoute } from '../src/shared/routes.js';
import {
  firstItem,
  LOCALES,
  pathOf,
  settle,
  text,
  watchProblems,
  type Locale,
  expect,
  test,
} from './support.js';

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

const DETAIL_KINDS = {
  PolicyDetails: 'policy',
  EventDetails: 'event',
  VideoDetails: 'video',
} as const;

/**
 * A detail route shows a real item of the demo content, titled by the item; the partner route
 * the demo partner, titled by its name.
 */
async function subjectOf(request: APIRequestContext, route: PageRoute, locale: Locale) {
  if (route.screen === 'Collabo') {
    const name = locale === 'en-US' ? DEMO_PARTNER.name_en : DEMO_PARTNER.name_ko;
    return { path: `/collabo/${DEMO_PARTNER.slug}/`, title: name };
  }
  const kind = DETAIL_KINDS[route.screen as keyof typeof DETAIL_KINDS];
  if (!kind) return undefined;
  const item = await firstItem(request, kind);
  return { path: route.pattern.replace(':cid', encodeURIComponent(item.cid)), title: item.title };
}

async function checkRoute(
  page: Page,
  origin: string,
  locale: Locale,
  route: PageRoute,
  subject?: { path: string; title: string },
) {
  const path = subject?.path ?? pathOf(route.pattern);
  const { problems, stop: stopWatching } = watchProblems(page, origin);
  const response = await page.goto(path);
  expect(response?.status(), 'the document answers 200').toBe(200);
  expect(new URL(page.url()).pathname, 'no redirect away from the page').toBe(path);

  const appName = text(locale, 'common.appName');
  const expectedTitle =
    route.screen === 'Home'
      ? `${appName} | ${text(locale, 'common.tagline')}`
      : `${subject?.title ?? text(locale, route.titleKey)} | ${appName}`;
  const html = await response!.text();
  expect(html, 'the server sends the page language').toContain(`<html lang="${locale}"`);
  expect(decodeEntities(html), 'the server sends the page title').toContain(
    `<title>${expectedTitle}</title>`,
  );

  // Wait for the screen (its heading, or the sign-in question), then read the page in one go.
  if (route.isGuarded) {
    await expect(page.getByRole('dialog', { name: text(locale, 'guard.title') })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page).toHaveTitle(expectedTitle);
  const seen = await page.evaluate(() => {
    const visible = (element: Element | null) =>
      !!element && (element as HTMLElement).offsetParent !== null;
    const dialog = document.querySelector('dialog[open]');
    const footer = document.querySelector('footer, [role="contentinfo"]');
    return {
      lang: document.documentElement.lang,
      h1s: [...document.querySelectorAll('h1')].map((h) => ({
        text: h.textContent?.trim() ?? '',
        visible: visible(h),
      })),
      dialog: dialog && {
        title: dialog.querySelector('h2')?.textContent,
        buttons: [...dialog.querySelectorAll('button')].map((b) => b.textContent),
        modal: dialog.matches(':modal'),
      },
      header: visible(document.querySelector('header')),
      headerPolicies: document.querySelector('header a[href="/policy-list/"]')?.textContent,
      footer: footer && {
        visible: visible(footer),
        links: [...footer.querySelectorAll('a')].map((a) => a.textContent),
      },
    };
  });

  expect(seen.lang).toBe(locale);
  expect(seen.header, 'the header is shown').toBe(true);
  expect(seen.headerPolicies).toBe(text(locale, 'nav.policies'));
  if (route.isGuarded) {
    expect(seen.dialog).toEqual({
      title: text(locale, 'guard.title'),
      buttons: [text(locale, 'guard.cancel'), text(locale, 'guard.signIn')],
      modal: true,
    });
    // The protected screen itself is not rendered behind the question.
    expect(seen.h1s).toEqual([]);
  } else {
    expect(seen.dialog).toBeNull();
    expect(seen.h1s, 'exactly one visible, non-empty h1').toHaveLength(1);
    expect(seen.h1s[0]!.visible).toBe(true);
    expect(seen.h1s[0]!.text).not.toBe('');
  }
  if (route.hasFooter === false) {
    expect(seen.footer, 'no footer on this screen').toBeNull();
  } else {
    expect(seen.footer?.visible, 'the footer is shown').toBe(true);
    expect(seen.footer?.links).toContain(text(locale, 'footer.privacy'));
  }

  // Content screens (lists, details) ask for more font subsets once their text arrives; let those
  // finish, so that this page is checked whole before the next route's navigation.
  await page.evaluate(() => document.fonts.ready);
  await settle(page);
  expect(problems, 'no console errors or failed requests').toEqual([]);
  stopWatching();
}

const openRoutes = PAGE_ROUTES.filter((r) => !r.isGuarded);
const half = Math.ceil(openRoutes.length / 2);
const groups = [
  { name: 'open pages', routes: openRoutes.slice(0, half) },
  { name: 'open pages', routes: openRoutes.slice(half) },
  { name: 'guarded pages', routes: PAGE_ROUTES.filter((r) => r.isGuarded) },
];

for (const locale of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    test.use({ locale });

    for (const group of groups) {
      test(`${group.name}: ${group.routes.map((r) => r.screen).join(', ')}`, async ({
        page,
        baseURL,
        request,
      }) => {
        for (const route of group.routes) {
          const subject = await subjectOf(request, route, locale);
          await test.step(`${route.screen} ${subject?.path ?? pathOf(route.pattern)}`, () =>
            checkRoute(page, baseURL!, locale, route, subject));
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
    '/survey/result/',
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
