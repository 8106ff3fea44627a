import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import type { ListItem, PolicyDetail } from '../src/shared/contract/catalogue.js';
import { koreaToday } from '../src/shared/korea-date.js';
import {
  classify,
  criterionText,
  evaluate,
  personFromAnswers,
  type MatchResult,
} from '../src/shared/matching/index.js';
import { translate } from '../src/shared/i18n/translate.js';
import type { SurveyAnswers } from '../src/shared/survey.js';
import {
  callApi,
  clientNavigate,
  countCalls,
  expect,
  layoutShift,
  LOCALES,
  signedInUser,
  test,
  text,
  trackLayoutShift,
} from './support.js';

/**
 * A signed-in user's match around the catalogue (issue 13): the badge on policy cards (judged in
 * the browser, the same as the engine says), the detail's "내 조건으로 보기" panel with its
 * reasons, home's "나에게 맞는 정책" shelf, and the survey invitation for everyone else; the
 * person read once per session; new answers changing the badges. Both languages, axe on each.
 */

const SEOUL: SurveyAnswers = {
  birth_year: 1998,
  birth_month: 5,
  sido: '11',
  work_status: 'unemployed',
  housing: 'homeless_member',
  marital_status: 'single',
  household_size: 2,
  household_income: '200_300',
  interests: ['jobs'],
};

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/** Saves `answers` as the signed-in user's survey answer. */
async function answerSurvey(page: Page, answers: SurveyAnswers) {
  const survey = await callApi(page, 'survey/read', 'read', {});
  expect(survey.status, JSON.stringify(survey.body)).toBe(200);
  const { survey_id } = (survey.body as unknown as { data: { survey_id: string } }).data;
  const saved = await callApi(page, 'survey/submit', 'submit_answer', { survey_id, answers });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The first page of the policy list as the screen asks for it (newest, two picks). */
async function policyPage(page: Page): Promise<ListItem[]> {
  const answer = await callApi(page, 'policy/read', 'read_list', {
    pagination: { current_page_no: 1, item_no_per_page: 24 },
  });
  const { items, recommends } = (
    answer.body as unknown as { data: { items: ListItem[]; recommends: ListItem[] } }
  ).data;
  return [...recommends, ...items];
}

/** What the engine says of each card for `answers`, by cid. */
function expectedResults(items: ListItem[], answers: SurveyAnswers) {
  const person = personFromAnswers(answers);
  return new Map(
    items.map((item) => [item.cid, classify(item.eligibility!, person, koreaToday()).result]),
  );
}

/** The badge of every policy card on the screen, by cid, once all have one. */
async function badgesOnScreen(page: Page): Promise<Map<string, MatchResult>> {
  const cards = page.locator('main article[data-cid]');
  await expect(cards.first()).toBeVisible();
  await expect
    .poll(async () => (await cards.count()) - (await cards.locator('[data-match]').count()))
    .toBe(0);
  const pairs = await cards.evaluateAll((articles) =>
    articles.map((article) => [
      article.getAttribute('data-cid')!,
      article.querySelector('[data-match]')!.getAttribute('data-match')!,
    ]),
  );
  return new Map(pairs as [string, MatchResult][]);
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    const t = (key: string) => text(locale, key);

    test('a visitor is invited: the survey on home, signing in on a detail, and no badges', async ({
      page,
    }) => {
      const badgeCode: string[] = [];
      page.on('request', (request) => {
        if (/\/match-badge-[\w-]+\.js$/.test(request.url())) badgeCode.push(request.url());
      });
      await page.goto('/');
      const invitation = page.getByRole('region', { name: t('pages.home.startSurvey') });
      await expect(invitation).toBeVisible();
      await expect(
        invitation.getByRole('link', { name: t('pages.home.surveyAction') }),
      ).toHaveAttribute('href', '/survey/');
      await expect(page.getByRole('heading', { name: t('pages.home.forYou') })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);

      await page.goto('/policy-list/');
      await expect(page.locator('main article[data-cid]').first()).toBeVisible();
      const cid = await page.locator('main article[data-cid]').first().getAttribute('data-cid');
      await page.goto(`/policy-details/${cid}/`);
      const signIn = page
        .getByRole('region', { name: t('details.sections.eligibility') })
        .getByRole('link', { name: t('myMatch.panel.signInAction') });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute(
        'href',
        `/signup/?next=${encodeURIComponent(`/policy-details/${cid}/`)}`,
      );
      await expect(page.getByText(t('myMatch.panel.signIn'))).toBeVisible();
      expect(await axe(page)).toEqual([]);
      // Cards and the page never loaded the badge's code for a visitor.
      await expect(page.locator('[data-match]')).toHaveCount(0);
      expect(badgeCode).toEqual([]);
    });

    test('with answers: badges as the engine judges, the criteria panel, home’s shelf, one read of the answer', async ({
      page,
    }) => {
      // Five screens, each checked with axe: on a slower two-core machine it passed 30 s with
      // every step working, at this commit and before it.
      test.slow();
      await signedInUser(page, locale === 'ko-KR' ? '매치' : 'Matcher');
      await answerSurvey(page, SEOUL);
      const answerReads = countCalls(page, 'survey/read', 'read_answer');

      await page.goto('/policy-list/');
      const expected = expectedResults(await policyPage(page), SEOUL);
      const shown = await badgesOnScreen(page);
      expect(shown.size).toBeGreaterThan(10);
      for (const [cid, result] of shown) expect(result, cid).toBe(expected.get(cid));
      // Every verdict is shown, not-eligible ones included, never hidden.
      expect(new Set(shown.values())).toEqual(new Set(['eligible', 'likely', 'not_eligible']));
      const notEligible = [...shown].find(([, result]) => result === 'not_eligible')![0];
      const badge = page.locator(`main article[data-cid="${notEligible}"] [data-match]`).first();
      await expect(badge).toContainText(t('matching.results.not_eligible'));
      expect(await axe(page)).toEqual([]);

      // A detail: the closed bar gives the verdict; opened, every criterion with its reason.
      const item = (await policyPage(page)).find((entry) => entry.cid === notEligible) as ListItem;
      await clientNavigate(page, `/policy-details/${item.cid}/`);
      const detail = (
        (await callApi(page, 'policy/read', 'read_detail', { cid: item.cid })).body as unknown as {
          data: PolicyDetail;
        }
      ).data;
      const evaluation = evaluate(
        detail.policy.eligibility,
        personFromAnswers(SEOUL),
        koreaToday(),
      );
      const toggle = page.getByRole('button', { name: new RegExp(t('myMatch.panel.show')) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText(t('matching.results.not_eligible'));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const criteria = page.locator('[data-criterion]');
      await expect(criteria).toHaveCount(evaluation.criteria.length);
      const translateIn = (key: string, values?: Record<string, string | number>) =>
        translate(locale, key, values) ?? key;
      for (const criterion of evaluation.criteria) {
        const row = page.locator(`[data-criterion="${criterion.key}"]`);
        await expect(row).toHaveAttribute('data-result', criterion.result);
        await expect(row.locator('strong')).toHaveText(
          t(`details.eligibility.labels.${criterion.key}`),
        );
        await expect(row).toContainText(criterionText(criterion, translateIn, locale));
      }
      const basis = t('myMatch.panel.fromAnswer').split(/\{\{\w+\}\}/);
      await expect(page.getByText(basis.sort((a, b) => b.length - a.length)[0]!)).toBeVisible();
      expect(await axe(page)).toEqual([]);

      // Home: the first page of match/common as a shelf, with badges.
      await clientNavigate(page, '/');
      const shelf = page.getByRole('region', { name: t('pages.home.forYou') });
      await expect(shelf.locator('article[data-cid]').first()).toBeVisible();
      await expect(shelf.locator('[data-match]').first()).toBeVisible();
      await expect(page.getByRole('region', { name: t('pages.home.startSurvey') })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);

      // Search: the same badge on a result card.
      await clientNavigate(page, `/search/?keyword=${encodeURIComponent(item.title)}`);
      const found = page.getByRole('tabpanel').locator(`article[data-cid="${item.cid}"]`);
      await expect(found.locator('[data-match]')).toHaveAttribute('data-match', 'not_eligible');
      await expect(found.locator('[data-match]')).toContainText(t('matching.results.not_eligible'));
      expect(await axe(page)).toEqual([]);

      // One read of the answer for the whole visit (list, detail, home, search).
      expect(answerReads).toHaveLength(1);
    });
  });
}

test.describe('answers and the panel', () => {
  test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

  test('the panel and the badges arrive without moving anything on the page', async ({ page }) => {
    await signedInUser(page, '고정');
    await answerSurvey(page, SEOUL);
    await trackLayoutShift(page);
    const cid = (await policyPage(page))[0]!.cid;
    // The eligibility section in view, so a panel taller than its place would push what follows.
    await page.goto(`/policy-details/${cid}/#eligibility-title`);
    await expect(page.getByRole('button', { name: /내 조건으로 보기/ })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.goto('/policy-list/');
    await badgesOnScreen(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('new answers change the badges, and a user without answers is judged by the profile', async ({
    page,
  }) => {
    await signedInUser(page, '프로필');
    // No answers yet: the complete profile (부산, born 1998) decides.
    await page.goto('/policy-list/');
    const byProfile = await badgesOnScreen(page);
    expect(byProfile.size).toBeGreaterThan(10);
    const cid = [...byProfile.keys()][0]!;
    await page.goto(`/policy-details/${cid}/`);
    await page.getByRole('button', { name: /내 조건으로 보기/ }).click();
    await expect(page.getByText(text('ko-KR', 'myMatch.panel.fromProfile'))).toBeVisible();

    // Answers as someone out of work, then as someone employed: a policy for job seekers turns
    // to not-for-now.
    const items = await policyPage(page);
    const employed: SurveyAnswers = { ...SEOUL, work_status: 'employed' };
    const asJobSeeker = expectedResults(items, SEOUL);
    const asEmployed = expectedResults(items, employed);
    const changed = items.find((item) => asJobSeeker.get(item.cid) !== asEmployed.get(item.cid));
    expect(changed, 'the demo catalogue has a policy for job seekers').toBeDefined();
    const badgeOf = () => page.locator(`main article[data-cid="${changed!.cid}"] [data-match]`);

    await answerSurvey(page, SEOUL);
    await page.goto('/policy-list/');
    await expect(badgeOf().first()).toHaveAttribute('data-match', asJobSeeker.get(changed!.cid)!);
    await answerSurvey(page, employed);
    await page.reload();
    await expect(badgeOf().first()).toHaveAttribute('data-match', asEmployed.get(changed!.cid)!);
  });

  test('what the importer read from the notice text is marked so, and free-text conditions are listed to check', async ({
    page,
  }) => {
    await signedInUser(page, '본문');
    await answerSurvey(page, SEOUL);
    const items = await policyPage(page);
    const details = await Promise.all(
      items.map(
        async (item) =>
          (
            (await callApi(page, 'policy/read', 'read_detail', { cid: item.cid }))
              .body as unknown as { data: PolicyDetail }
          ).data,
      ),
    );
    const withText = details.find(
      (detail) => detail.policy.eligibility.age && detail.policy.eligibility.additionalConditions,
    );
    expect(withText, 'a demo policy with an age and free-text conditions').toBeDefined();
    // As an imported record whose age was read from its text.
    await page.route('**/api/policy/read', async (route) => {
      if (route.request().headers()['x-method'] !== 'read_detail') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: PolicyDetail };
      body.data.policy.eligibility.fromText = ['age'];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/policy-list/');
    await clientNavigate(page, `/policy-details/${withText!.cid}/`);
    // The public eligibility section says so too, for anyone reading it.
    await expect(page.locator('[data-condition="age"]')).toContainText(
      text('ko-KR', 'details.eligibility.fromText'),
    );
    await expect(page.locator('[data-condition="region"]')).not.toContainText(
      text('ko-KR', 'details.eligibility.fromText'),
    );
    await page.getByRole('button', { name: /내 조건으로 보기/ }).click();
    await expect(page.locator('[data-criterion="age"]')).toContainText(
      text('ko-KR', 'myMatch.panel.readFromText'),
    );
    await expect(page.getByText(text('ko-KR', 'myMatch.panel.readFromText'))).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: text('ko-KR', 'matching.alsoCheck') }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: withText!.policy.eligibility.additionalConditions! }),
    ).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
