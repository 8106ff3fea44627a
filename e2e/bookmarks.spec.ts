import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import {
  callApi,
  countCalls,
  expect,
  LOCALES,
  settle,
  signedInUser,
  test,
  text,
  type Locale,
} from './support.js';

/**
 * Bookmarks in the browser (issue 12): the toggle on every card and on the detail's bottom bar, a
 * visitor's press carried through signing in, the account's bookmark page (tabs, select several,
 * delete, undo, closed items, the empty state), and the saved state read once for all cards.
 */

const cardLabel = (locale: Locale, title: string) =>
  text(locale, 'bookmark.cardLabel').replace('{{title}}', title);

/** The card of `cid` in the page's lists, and its toggle. */
function cardOf(page: Page, cid: string) {
  return page.locator(`main article[data-cid="${cid}"]`).first();
}

/** The card at `index` of a list's results (after its picks, which repeat some of them). */
async function cardAt(page: Page, locale: Locale, index: number) {
  const card = page
    .getByRole('region', { name: text(locale, 'list.results') })
    .locator('article[data-cid]')
    .nth(index);
  const cid = (await card.getAttribute('data-cid'))!;
  const title = (await card.getByRole('heading').textContent())!.trim();
  return { card, cid, title };
}

function toggleIn(card: Locator, locale: Locale, title: string) {
  return card.getByRole('button', { name: cardLabel(locale, title), exact: true });
}

async function savedCids(page: Page): Promise<string[]> {
  const answer = await callApi(page, 'bookmark/read', 'read_cids', {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as unknown as { data: { cids: string[] } }).data.cids;
}

async function signInThroughForm(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(text(locale, 'auth.email'), { exact: true }).fill(email);
  await page.getByLabel(text(locale, 'auth.password'), { exact: true }).fill(password);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: text(locale, 'auth.signInSubmit') })
    .click();
}

for (const locale of LOCALES) {
  test.describe(`bookmarks in ${locale}`, () => {
    test.use({ locale });

    test('a visitor bookmarks a list card, signs in, is back with it saved; the bookmark page lists, deletes and undoes', async ({
      page,
    }) => {
      // Three pages, a sign-in, a reload and six writes: half a minute on a quiet machine.
      test.setTimeout(90_000);
      const { email, password } = await signedInUser(page, locale === 'ko-KR' ? '북마커' : 'saver');
      await page.context().clearCookies();

      // A visitor on the list presses a card's toggle: the sign-in question, then the sign-in page.
      await page.goto('/policy-list/');
      const first = await cardAt(page, locale, 0);
      const firstToggle = toggleIn(first.card, locale, first.title);
      await expect(firstToggle).toHaveAttribute('aria-pressed', 'false');
      const box = (await firstToggle.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await firstToggle.click();
      const question = page.getByRole('dialog', { name: text(locale, 'guard.title') });
      await expect(question).toBeVisible();
      await expect(question).toHaveAccessibleDescription(text(locale, 'bookmarks.signInBody'));
      // Checked in each language: the question's words, and so its names, differ.
      let results = await new AxeBuilder({ page }).include('dialog').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // Cancel leaves the visitor where they were, nothing saved.
      await question.getByRole('button', { name: text(locale, 'guard.cancel') }).click();
      await expect(question).toHaveCount(0);
      await expect(page).toHaveURL(/\/policy-list\/$/);
      await firstToggle.click();
      await question.getByRole('button', { name: text(locale, 'guard.signIn') }).click();
      await expect(page).toHaveURL(/\/signup\/\?next=%2Fpolicy-list%2F$/);

      // Signing in comes back to the list with that card saved, made once, read once for all cards.
      const cidReads = countCalls(page, 'bookmark/read', 'read_cids');
      const creates = countCalls(page, 'bookmark/create', 'create');
      await signInThroughForm(page, locale, email, password);
      await expect(page).toHaveURL(/\/policy-list\/$/);
      // Every card of that item says so (a pick repeats a card of the list).
      const firstToggles = page.getByRole('button', {
        name: cardLabel(locale, first.title),
        exact: true,
      });
      for (const each of await firstToggles.all()) {
        await expect(each).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(
        page.getByRole('status').filter({ hasText: text(locale, 'bookmarks.savedAfterSignIn') }),
      ).toBeVisible();
      await settle(page);
      expect(await savedCids(page)).toEqual([first.cid]);
      expect(creates).toHaveLength(1);
      // One read for every card; a second only because the pending save landed while the first
      // was on its way (decision 016).
      const cardCount = await page.locator('main ul article[data-cid]').count();
      expect(cardCount).toBeGreaterThan(3);
      expect(cidReads.length, `${cardCount} cards`).toBeGreaterThanOrEqual(1);
      expect(cidReads.length, `${cardCount} cards`).toBeLessThanOrEqual(2);

      // Two more, from the same list; a reload shows all three saved from one read.
      const second = await cardAt(page, locale, 1);
      const third = await cardAt(page, locale, 2);
      await toggleIn(second.card, locale, second.title).click();
      await toggleIn(third.card, locale, third.title).click();
      await expect(toggleIn(third.card, locale, third.title)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await settle(page);
      expect(await savedCids(page)).toEqual([third.cid, second.cid, first.cid]);
      const readsAfterReload = countCalls(page, 'bookmark/read', 'read_cids');
      await page.reload();
      for (const { cid, title } of [first, second, third]) {
        await expect(toggleIn(cardOf(page, cid), locale, title)).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await settle(page);
      expect(readsAfterReload).toHaveLength(1);

      // The bookmark page: newest saved first, the same cards.
      await page.goto('/account/bookmark/');
      const cards = page.locator('main ul article[data-cid]');
      await expect(cards).toHaveCount(3);
      expect(
        await cards.evaluateAll((list) => list.map((a) => a.getAttribute('data-cid'))),
      ).toEqual([third.cid, second.cid, first.cid]);
      await expect(
        page.getByRole('tab', { name: text(locale, 'search.kinds.all') }),
      ).toHaveAttribute('aria-selected', 'true');
      results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // Select two and delete them; undo brings them back.
      await page
        .getByRole('button', { name: text(locale, 'bookmarks.select'), exact: true })
        .click();
      const pick = (title: string) =>
        page.getByRole('checkbox', {
          name: text(locale, 'bookmarks.selectItem').replace('{{title}}', title),
        });
      await pick(third.title).check();
      await pick(first.title).check();
      await expect(
        page.getByText(text(locale, 'bookmarks.selected').replace('{{count}}', '2')),
      ).toBeVisible();
      await page.getByRole('button', { name: text(locale, 'bookmarks.deleteSelected') }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute('data-cid', second.cid);
      const deleted = text(locale, 'bookmarks.deleted').replace('{{count}}', '2');
      await expect(page.getByRole('status').filter({ hasText: deleted })).toBeAttached();
      const undo = page.getByRole('button', { name: text(locale, 'bookmarks.undo') });
      await expect(undo).toBeFocused();
      await settle(page);
      expect(await savedCids(page)).toEqual([second.cid]);

      await undo.click();
      await expect(cards).toHaveCount(3);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: text(locale, 'bookmarks.undone').replace('{{count}}', '2') }),
      ).toBeAttached();
      await settle(page);
      expect((await savedCids(page)).sort()).toEqual([first.cid, second.cid, third.cid].sort());
      expect(
        await cards.evaluateAll((list) => list.map((a) => a.getAttribute('data-cid'))),
      ).toEqual([third.cid, first.cid, second.cid]);

      // A kind with nothing saved: the empty state leads to that list.
      await page.getByRole('tab', { name: text(locale, 'search.kinds.video') }).click();
      await expect(page).toHaveURL(/\/account\/bookmark\/\?kind=video$/);
      await expect(
        page.getByRole('heading', { name: text(locale, 'bookmarks.empty.video') }),
      ).toBeVisible();
      await page
        .getByRole('link', { name: text(locale, 'nav.videos'), exact: true })
        .last()
        .click();
      await expect(page).toHaveURL(/\/video-list\/$/);
    });

    test('the detail bottom bar toggles the bookmark; a failed save is undone with a message', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signedInUser(page, locale === 'ko-KR' ? '상세저장' : 'detail');
      await page.goto('/event-list/');
      const { cid, title } = await cardAt(page, locale, 0);
      await page.goto(`/event-details/${cid}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const bar = page.getByRole('navigation', { name: text(locale, 'details.navLabel') });
      const toggle = bar.getByRole('button', { name: text(locale, 'bookmark.label'), exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await settle(page);
      expect(await savedCids(page)).toEqual([cid]);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      // Removing it fails on the server: the toggle goes back to saved, and says so.
      await page.route('**/api/bookmark/delete', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'service_unavailable', message: 'down' } }),
        }),
      );
      await toggle.click();
      await expect(
        page.getByRole('status').filter({ hasText: text(locale, 'bookmarks.removeFailed') }),
      ).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(await savedCids(page)).toEqual([cid]);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await settle(page);
      expect(await savedCids(page)).toEqual([]);
    });
  });
}

test.describe('the bookmark page, checked', () => {
  test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

  test('a closed item stays, labelled 마감; no axe violations with items and empty', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInUser(page, '접근성');
    const closed = await callApi(page, 'policy/read', 'read_list', {
      condition: { show_closed: true },
      filters: { status: ['CLOSED'] },
      pagination: { current_page_no: 1, item_no_per_page: 1 },
    });
    const closedItem = (closed.body as unknown as { data: { items: { cid: string }[] } }).data
      .items[0]!;
    const open = await callApi(page, 'policy/read', 'read_list', {
      pagination: { current_page_no: 1, item_no_per_page: 1 },
    });
    const openItem = (open.body as unknown as { data: { items: { cid: string }[] } }).data
      .items[0]!;
    for (const cid of [closedItem.cid, openItem.cid]) {
      expect((await callApi(page, 'bookmark/create', 'create', { cid })).status).toBe(200);
    }

    await page.goto('/account/bookmark/');
    await expect(page.locator('main ul article[data-cid]')).toHaveCount(2);
    await expect(cardOf(page, closedItem.cid).locator('[data-label="CLOSED"]')).toHaveText('마감');
    await expect(cardOf(page, openItem.cid).locator('[data-label="CLOSED"]')).toHaveCount(0);
    let results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Picking, too.
    await page.getByRole('button', { name: '선택', exact: true }).click();
    await page.getByRole('checkbox').first().check();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await callApi(page, 'bookmark/delete', 'delete', { cids: [closedItem.cid, openItem.cid] });
    await page.goto('/account/bookmark/');
    await expect(page.getByRole('heading', { name: '아직 저장한 북마크가 없어요' })).toBeVisible();
    await expect(page.getByRole('link', { name: '청년정책', exact: true }).last()).toBeVisible();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
