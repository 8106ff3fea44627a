import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  callApi,
  expect,
  LOCALES,
  signedInUser,
  test,
  text,
  waitForApp,
  type Locale,
} from './support.js';

/**
 * One-line reviews, reports and moderation in the browser (issue 12, product §8): the locked
 * panel (give to get), writing, the statistics and others' reviews, editing and deleting; a
 * rights-infringement report that hides a review at once for everyone (임시조치) and tells its
 * author, who objects from the review's menu; visitors; an operator hiding and restoring. Other people's reviews are made through the
 * API by members of their own. Each journey works on an item of its own, so counts are its own.
 */

/** The cid of the policy at `index` of the list (each journey takes its own). */
async function policyAt(request: APIRequestContext, index: number): Promise<string> {
  const response = await request.post('/api/policy/read', {
    headers: { 'x-method': 'read_list', 'x-client-key': '0b7c3c1e-4f5a-4d2b-9c8e-7a6b5c4d3e2f' },
    data: { pagination: { current_page_no: 1, item_no_per_page: 24 } },
  });
  const { items } = ((await response.json()) as { data: { items: { cid: string }[] } }).data;
  const item = items[index];
  if (!item) throw new Error(`the demo content has no policy ${index}`);
  return item.cid;
}

let memberCount = 0;

/** Someone else, signed in in a browser context of their own (and their own address). */
async function otherMember(
  browser: Browser,
  baseURL: string | undefined,
  locale: Locale,
  nickname: string,
) {
  memberCount += 1;
  const context = await browser.newContext({
    baseURL,
    locale,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${process.pid % 256}.${memberCount % 256}` },
  });
  const page = await context.newPage();
  await signedInUser(page, nickname);
  return { page, close: () => context.close() };
}

async function review(page: Page, cid: string, score: number, line: string): Promise<number> {
  const made = await callApi(page, 'rating/create', 'create', { cid, score, text: line });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return (made.body as { data: { id: number } }).data.id;
}

/** Opens a detail and brings its reviews panel into view (it loads when the reader nears it). */
async function openReviews(page: Page, cid: string, locale: Locale) {
  await page.goto(`/policy-details/${cid}/`);
  // Other members' pages come from contexts of their own, whose goto does not wait for the app:
  // a scroll before it takes over can be undone by it, and the panel would never be reached.
  await waitForApp(page);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const panel = page.locator('section#reviews');
  await expect(
    panel.getByRole('heading', { name: text(locale, 'reviews.title'), level: 2 }),
  ).toBeVisible();
  return panel;
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
}

type Counts = Record<'1' | '2' | '3' | '4' | '5', number>;

/** The item's count per score, read by someone who has a review of it. */
async function countsOf(page: Page, cid: string): Promise<Counts> {
  const stats = await callApi(page, 'rating/read', 'read_stats', { cid });
  expect(stats.status, JSON.stringify(stats.body)).toBe(200);
  return (stats.body as { data: { counts: Counts } }).data.counts;
}

/**
 * The panel's statistics show `counts` (other journeys' runs on a kept database may have left
 * reviews, so expectations are built from what was there): the average rounded half up to one
 * decimal, the count, a bar per score.
 */
async function expectStats(panel: Locator, locale: Locale, counts: Counts) {
  const scores = [5, 4, 3, 2, 1] as const;
  const total = scores.reduce((sum, score) => sum + counts[`${score}`], 0);
  const sum = scores.reduce((all, score) => all + score * counts[`${score}`], 0);
  const average = (Math.round((sum * 10) / total) / 10).toFixed(1);
  await expect(panel.getByText(`${text(locale, 'reviews.average')} ${average}`)).toBeVisible();
  await expect(panel.getByText(filled(locale, 'reviews.count', { count: total }))).toBeVisible();
  const bars = panel.getByRole('list', { name: text(locale, 'reviews.distribution') });
  await expect(bars.getByRole('listitem')).toHaveText(
    scores.map(
      (score) =>
        new RegExp(filled(locale, 'reviews.distributionRow', { score, count: counts[`${score}`] })),
    ),
  );
}

/** A message with its `{{name}}` values filled. */
function filled(locale: Locale, key: string, values: Record<string, string | number>) {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{{${name}}}`, String(value)),
    text(locale, key),
  );
}

/** A message whose `{{…}}` parts may be anything (a date). */
function pattern(locale: Locale, key: string): RegExp {
  const escaped = text(locale, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));
}

for (const [index, locale] of LOCALES.entries()) {
  const say = (key: string) => text(locale, key);

  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    // Long journeys: two or three people sign up (argon2id) and axe runs in several states.
    test.describe.configure({ timeout: 120_000 });

    test('locked until one writes; then the statistics and the others; edit; delete locks again', async ({
      page,
      browser,
      baseURL,
    }) => {
      const cid = await policyAt(page.request, 1 + index);
      const theirs = `신청 과정이 간단해서 좋았어요 ${Date.now() % 100_000}`;
      const other = await otherMember(browser, baseURL, locale, '다른회원');
      await review(other.page, cid, 5, theirs);
      const before = await countsOf(other.page, cid);
      await other.close();

      const mineLine = `서류가 조금 많지만 도움이 됐어요 ${Date.now() % 100_000}`;
      await signedInUser(page, '한줄평작가');
      const panel = await openReviews(page, cid, locale);
      await expect(panel.getByText(say('reviews.locked'))).toBeVisible();
      await expect(panel.getByText(theirs)).toHaveCount(0);
      await expectNoAxeViolations(page, 'section#reviews');

      // The form checks before sending: a score is needed, and a line.
      await panel.getByRole('button', { name: say('reviews.submit') }).click();
      await expect(panel.getByText(say('reviews.scoreRequired'))).toBeVisible();
      await expect(
        panel.getByRole('radio', { name: filled(locale, 'reviews.scoreOption', { score: 1 }) }),
      ).toBeFocused();

      await panel
        .getByRole('radio', { name: filled(locale, 'reviews.scoreOption', { score: 4 }) })
        .check();
      const line = panel.getByRole('textbox', { name: say('reviews.textLabel') });
      await line.fill(mineLine);
      await expect(panel.getByText(`${[...mineLine].length}/100`)).toBeVisible();
      await panel.getByRole('button', { name: say('reviews.submit') }).click();

      // Unlocked: the statistics, one's own on top, the others' below, newest first.
      await expect(
        page.getByRole('status').filter({ hasText: say('reviews.created') }),
      ).toHaveCount(1);
      await expectStats(panel, locale, { ...before, '4': before['4'] + 1 });
      const mine = panel.locator('[data-my-review]');
      await expect(mine).toContainText(mineLine);
      await expect(
        mine.getByRole('img', { name: filled(locale, 'reviews.stars', { score: 4 }) }),
      ).toBeVisible();
      const others = panel.getByRole('list', { name: say('reviews.othersTitle') });
      await expect(others.getByRole('listitem').first()).toContainText(theirs);
      await expect(others.getByRole('listitem').first()).toContainText('다른회원');
      await expect(others).not.toContainText(mineLine);
      await expectNoAxeViolations(page, 'section#reviews');

      // By score (read_by_score): the other's gave 5, so it is not among the 4s.
      const filter = panel.getByRole('group', { name: say('reviews.filterLabel') });
      await filter
        .getByRole('button', { name: filled(locale, 'reviews.filterScore', { score: 4 }) })
        .click();
      await expect(
        filter.getByRole('button', { name: filled(locale, 'reviews.filterScore', { score: 4 }) }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(panel.getByText(theirs)).toHaveCount(0);
      await filter
        .getByRole('button', { name: filled(locale, 'reviews.filterScore', { score: 5 }) })
        .click();
      await expect(others.getByRole('listitem').first()).toContainText(theirs);
      await filter.getByRole('button', { name: say('reviews.filterAll') }).click();

      // Edit in place: shows as edited, the statistics follow.
      await mine.getByRole('button', { name: say('reviews.edit') }).click();
      await expect(line).toHaveValue(mineLine);
      await panel
        .getByRole('radio', { name: filled(locale, 'reviews.scoreOption', { score: 3 }) })
        .check();
      await line.fill('다시 보니 보통이에요');
      await panel.getByRole('button', { name: say('reviews.save') }).click();
      await expect(mine).toContainText('다시 보니 보통이에요');
      await expect(mine).toContainText(say('reviews.edited'));
      await expect(mine.getByRole('button', { name: say('reviews.edit') })).toBeFocused();
      await expectStats(panel, locale, { ...before, '3': before['3'] + 1 });

      // Delete, asked first: the others are locked again.
      await mine.getByRole('button', { name: say('reviews.delete') }).click();
      const question = page.getByRole('dialog', { name: say('reviews.deleteTitle') });
      await question.getByRole('button', { name: say('reviews.delete') }).click();
      await expect(panel.getByText(say('reviews.locked'))).toBeVisible();
      await expect(panel.getByText(theirs)).toHaveCount(0);
      await page.reload();
      await page.locator('#reviews').scrollIntoViewIfNeeded();
      await expect(page.locator('section#reviews').getByText(say('reviews.locked'))).toBeVisible();
    });

    test('a rights-infringement report hides a review at once for everyone and tells its author', async ({
      page,
      browser,
      baseURL,
    }) => {
      // Three members, a full report dialog with an axe scan: about 26 s on a quiet machine.
      test.slow();
      const cid = await policyAt(page.request, 3 + index);
      const author = await otherMember(browser, baseURL, locale, '글쓴이');
      const line = `여기 담당자 정말 불친절해요 ${Date.now() % 100_000}`;
      await review(author.page, cid, 1, line);

      await signedInUser(page, '신고하는이');
      await review(page, cid, 4, '좋은 정책이에요');
      const panel = await openReviews(page, cid, locale);
      const reported = panel
        .getByRole('list', { name: say('reviews.othersTitle') })
        .getByRole('listitem')
        .first();
      await expect(reported).toContainText(line);

      await reported.getByRole('button', { name: say('moderation.menu') }).click();
      await page.getByRole('menuitem', { name: say('moderation.report') }).click();
      await expect(page.getByRole('dialog', { name: say('report.title') })).toBeVisible();
      // The dialog's name follows its heading (the form, then what happened).
      const dialog = page.getByRole('dialog');
      for (const reason of [
        'rights_infringement',
        'illegal',
        'hate',
        'disinformation',
        'harmful_to_minors',
        'spam',
        'abuse',
        'privacy',
        'other',
      ]) {
        await expect(
          dialog.getByRole('radio', { name: say(`report.reasons.${reason}`) }),
        ).toBeVisible();
      }
      await dialog.getByRole('radio', { name: say('report.reasons.rights_infringement') }).check();
      await expect(
        dialog.getByText(filled(locale, 'report.temporaryMeasure', { days: 30 })),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'dialog');

      // The relation and the details are required for this reason.
      await dialog.getByRole('button', { name: say('report.submit') }).click();
      await expect(dialog.getByText(say('report.relationRequired'))).toBeVisible();
      await expect(dialog.getByText(say('report.detailsRequired'))).toBeVisible();
      await dialog.getByRole('radio', { name: say('report.relations.self') }).check();
      await dialog
        .getByRole('textbox', { name: say('report.detailsLabel') })
        .fill('저를 특정해서 비방하는 글이에요.');
      await dialog.getByRole('button', { name: say('report.submit') }).click();
      await expect(dialog.getByRole('heading', { name: say('report.doneTitle') })).toBeFocused();
      await expect(dialog).toContainText(pattern(locale, 'report.doneHidden'));
      await dialog.getByRole('button', { name: say('report.close') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(reported.getByRole('button', { name: say('moderation.menu') })).toBeFocused();

      // Hidden with a dated notice, for the reporter and for anyone else.
      await expect(reported).toContainText(pattern(locale, 'moderation.hiddenUntil'));
      await expect(reported).not.toContainText(line);
      const someone = await otherMember(browser, baseURL, locale, '지나가던이');
      await review(someone.page, cid, 3, '무난해요');
      const theirPanel = await openReviews(someone.page, cid, locale);
      await expect(theirPanel).toContainText(pattern(locale, 'moderation.hiddenUntil'));
      await expect(theirPanel).not.toContainText(line);
      await someone.close();

      // The author still reads their line, is told the others do not, and has a notification.
      const authorPanel = await openReviews(author.page, cid, locale);
      const own = authorPanel.locator('[data-my-review]');
      await expect(own).toContainText(line);
      await expect(own).toContainText(say('moderation.hiddenFromOthers'));
      // The bell says so (its message in the reader's language, written by the server).
      await author.page
        .getByRole('button', { name: filled(locale, 'notifications.bellUnread', { count: 1 }) })
        .click();
      await expect(
        author.page.getByRole('dialog', { name: say('notifications.title') }).getByRole('listitem'),
      ).toHaveText([pattern(locale, 'notificationMessages.temporaryMeasureApplied.rating')]);
      await author.page.keyboard.press('Escape');

      // The author objects from the review's menu, as the terms (article 13) say, by keyboard.
      await own.getByRole('button', { name: say('moderation.menu') }).focus();
      await author.page.keyboard.press('ArrowDown');
      await expect(
        author.page.getByRole('menuitem', { name: say('moderation.object') }),
      ).toBeFocused();
      await author.page.keyboard.press('Enter');
      const objection = author.page.getByRole('dialog', { name: say('objection.title') });
      await expect(objection).toBeVisible();
      await expectNoAxeViolations(author.page, 'dialog');
      await objection.getByRole('button', { name: say('objection.submit') }).click();
      await expect(objection.getByText(say('objection.detailsRequired'))).toBeVisible();
      await objection
        .getByRole('textbox', { name: say('objection.detailsLabel') })
        .fill('겪은 일을 그대로 적은 후기예요.');
      await author.page.keyboard.press('Tab');
      await author.page.keyboard.press('Tab');
      await expect(objection.getByRole('button', { name: say('objection.submit') })).toBeFocused();
      await author.page.keyboard.press('Enter');
      await expect(objection).toHaveCount(0);
      await expect(author.page.getByText(say('objection.done'))).toBeVisible();
      await author.close();
    });

    test('a visitor sees the locked panel and is offered to sign in', async ({ page }) => {
      const cid = await policyAt(page.request, 5 + index);
      const panel = await openReviews(page, cid, locale);
      await expect(panel.getByText(say('reviews.locked'))).toBeVisible();
      await expect(panel.getByRole('textbox')).toHaveCount(0);
      await expectNoAxeViolations(page, 'section#reviews');
      await panel.getByRole('link', { name: say('reviews.signInToWrite') }).click();
      await expect(page).toHaveURL(
        `/signup/?next=${encodeURIComponent(`/policy-details/${cid}/#reviews`)}`,
      );
    });
  });
}

/**
 * Operators: the role comes from the test-only `diagnostics/operator` call (what `npm run
 * user:role` does), so the journey runs on the embedded database too, which the server holds.
 */
test.describe('an operator', () => {
  test.use({ locale: 'ko-KR' });

  test('hides a review and shows it again', async ({ page, browser, baseURL }) => {
    const cid = await policyAt(page.request, 7);
    const author = await otherMember(browser, baseURL, 'ko-KR', '평범한회원');
    const line = `광고 같은 한줄평이에요 ${Date.now() % 100_000}`;
    await review(author.page, cid, 2, line);
    await author.close();

    await signedInUser(page, '운영자');
    const granted = await callApi(page, 'diagnostics/operator', 'update', {});
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const role = await callApi(page, 'user/read', 'read', {});
    expect((role.body as { data: { user: { role?: string } } }).data.user.role).toBe('operator');

    const panel = await openReviews(page, cid, 'ko-KR');
    const item = panel
      .getByRole('list', { name: '다른 사람의 한줄평' })
      .getByRole('listitem')
      .first();
    await expect(item).toContainText(line);
    await item.getByRole('button', { name: '더보기 메뉴' }).click();
    await page.getByRole('menuitem', { name: '가리기' }).click();
    await page
      .getByRole('dialog', { name: '이 글을 가릴까요?' })
      .getByRole('button', { name: '가리기' })
      .click();
    await expect(item).toContainText('운영 정책에 따라 가려진 글이에요.');
    // Operators still read the line.
    await expect(item).toContainText(line);
    await expectNoAxeViolations(page, 'section#reviews');

    await item.getByRole('button', { name: '더보기 메뉴' }).click();
    await page.getByRole('menuitem', { name: '다시 보이기' }).click();
    await page
      .getByRole('dialog', { name: '이 글을 다시 보이게 할까요?' })
      .getByRole('button', { name: '다시 보이기' })
      .click();
    await expect(item).not.toContainText('운영 정책에 따라 가려진 글이에요.');
    await expect(item).toContainText(line);
  });
});
