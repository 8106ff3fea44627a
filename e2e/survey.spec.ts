import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  callApi,
  expect,
  layoutShift,
  LOCALES,
  settle,
  signedInUser,
  test,
  text,
  trackLayoutShift,
  type Locale,
} from './support.js';

/**
 * The recommendation survey in the browser (issue 13): one question a screen on a phone, Back that
 * keeps the answers, a reload that goes on where it was, the profile's prefill, the consent to
 * update the profile; the results page's groups, counts, criteria and filters with an address
 * holding none of the answers (decision 019); editing answers changes the results; deleting them
 * from the account page. Axe on every screen.
 */

const PHONE = { width: 390, height: 844 };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const question = (page: Page, locale: Locale, key: string) =>
  page.getByRole('heading', { level: 2, name: text(locale, `survey.questions.${key}.title`) });

async function next(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'survey.next'), exact: true }).click();
}

/** The count in a group's box on the results page. */
async function groupCount(page: Page, locale: Locale, group: string): Promise<number> {
  const link = page
    .getByRole('navigation', { name: text(locale, 'surveyResult.groupTabs') })
    .getByRole('link', { name: new RegExp(`^${text(locale, `surveyResult.groups.${group}`)}`) });
  await expect(link).toHaveText(/\d/);
  return Number((await link.textContent())!.replace(/\D/g, ''));
}

async function surveyId(page: Page): Promise<string> {
  const answer = await callApi(page, 'survey/read', 'read', {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as unknown as { data: { survey_id: string } }).data.survey_id;
}

for (const locale of LOCALES) {
  test.describe(`the survey in ${locale}`, () => {
    test.use({ locale, viewport: PHONE });

    test('one question a screen, back keeps answers, a reload resumes, and the answers show results', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signedInUser(page, locale === 'ko-KR' ? '설문러' : 'surveyor');
      await page.goto('/survey/');

      // Prefilled from the profile (born 1998, 부산); one question, its progress.
      await expect(question(page, locale, 'birth_year')).toBeVisible();
      const progress = page.getByRole('progressbar');
      await expect(progress).toHaveAccessibleName(
        text(locale, 'survey.progress').replace('{{current}}', '1').replace('{{total}}', '16'),
      );
      await expect(page.getByRole('combobox')).toHaveValue('1998');
      await expectNoAxeViolations(page);

      await next(page, locale);
      await expect(question(page, locale, 'birth_month')).toBeVisible();
      await expect(question(page, locale, 'birth_month')).toBeFocused();
      await page.getByRole('combobox').selectOption('3');
      await next(page, locale);
      await expect(question(page, locale, 'gender')).toBeVisible();
      await next(page, locale);
      await expect(question(page, locale, 'sido')).toBeVisible();
      const busan = page.getByRole('radio', { name: locale === 'ko-KR' ? '부산' : 'Busan' });
      await expect(busan).toBeChecked();
      await page.getByRole('radio', { name: locale === 'ko-KR' ? '서울' : 'Seoul' }).check();
      await next(page, locale);
      await expect(question(page, locale, 'sigungu')).toBeVisible();
      await page.getByRole('combobox').selectOption('11680');
      await expectNoAxeViolations(page);

      // Back keeps every answer.
      await page.getByRole('button', { name: text(locale, 'survey.back'), exact: true }).click();
      await expect(
        page.getByRole('radio', { name: locale === 'ko-KR' ? '서울' : 'Seoul' }),
      ).toBeChecked();
      await next(page, locale);
      await expect(page.getByRole('combobox')).toHaveValue('11680');

      // A reload goes on at the same question with the same answers.
      await page.reload();
      await expect(
        page.getByRole('status').filter({ hasText: text(locale, 'survey.resumed') }),
      ).toBeVisible();
      await expect(question(page, locale, 'sigungu')).toBeVisible();
      await expect(page.getByRole('combobox')).toHaveValue('11680');

      // The phone's Back is the previous question too; the address holds the step, no answer.
      await page.goBack();
      await expect(question(page, locale, 'sido')).toBeVisible();
      await expect(page).toHaveURL(/\/survey\/\?step=4$/);
      await next(page, locale);
      await expect(question(page, locale, 'sigungu')).toBeVisible();

      await next(page, locale);
      await expect(question(page, locale, 'work_status')).toBeVisible();
      await page
        .getByRole('radio', { name: text(locale, 'survey.options.work_status.unemployed') })
        .check();
      // The rest stays as prefilled or unknown: on to the end.
      for (let step = 5; step < 16; step += 1) await next(page, locale);
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, 'survey.finish.title') }),
      ).toBeVisible();
      await page
        .getByRole('checkbox', { name: text(locale, 'survey.finish.updateProfile') })
        .check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text(locale, 'survey.finish.submit') }).click();

      await expect(page).toHaveURL(/\/survey\/result\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'pages.surveyResult.title') }),
      ).toBeVisible();
      const eligible = await groupCount(page, locale, 'eligible');
      if (eligible > 0) {
        const met = text(locale, 'surveyResult.met').replace(/\{\{\w+\}\}/g, '\\d+');
        await expect(page.getByText(new RegExp(met)).first()).toBeVisible();
      }
      await expectNoAxeViolations(page);

      // The answer is saved; the profile took the place (consent given); the draft is gone.
      const saved = await callApi(page, 'survey/read', 'read_answer', {});
      const { answer } = (saved.body as unknown as { data: { answer: { answers: object } } }).data;
      expect(answer.answers).toMatchObject({
        birth_year: 1998,
        birth_month: 3,
        sido: '11',
        sigungu: '11680',
        work_status: 'unemployed',
      });
      const user = await callApi(page, 'user/read', 'read', {});
      expect(user.body).toMatchObject({ data: { user: { profile: { region: '11' } } } });
      expect(await page.evaluate(() => sessionStorage.getItem('hyetaek-survey-draft'))).toBeNull();
    });

    test('results: groups and filters in the address only; editing answers changes them; the account deletes them', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signedInUser(page, locale === 'ko-KR' ? '결과러' : 'resulter');
      const submitted = await callApi(page, 'survey/submit', 'submit_answer', {
        survey_id: await surveyId(page),
        answers: { birth_year: 1998, sido: '26', work_status: 'unemployed' },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

      await page.goto('/survey/result/');
      const before = await groupCount(page, locale, 'eligible');
      expect(before).toBeGreaterThan(0);

      // Another group, then a filter: the address holds the view, never the answers.
      await page
        .getByRole('link', {
          name: new RegExp(`^${text(locale, 'surveyResult.groups.not_eligible')}`),
        })
        .click();
      await expect(page).toHaveURL(/\?result=not_eligible$/);
      const unmet = text(locale, 'surveyResult.criterionResults.unmet');
      await expect(page.getByText(`${unmet}:`).first()).toBeAttached();
      await page.getByLabel(text(locale, 'surveyResult.region')).selectOption('11');
      await expect(page).toHaveURL(/\?result=not_eligible&region=11$/);
      const keys = [...new URL(page.url()).searchParams.keys()];
      expect(keys.every((key) => ['result', 'category', 'region'].includes(key))).toBe(true);
      expect(page.url()).not.toContain('1998');
      await expectNoAxeViolations(page);

      // Opened from the address, the view is the same.
      await page.reload();
      await expect(page.getByLabel(text(locale, 'surveyResult.region'))).toHaveValue('11');
      await expect(
        page.getByRole('link', {
          name: new RegExp(`^${text(locale, 'surveyResult.groups.not_eligible')}`),
        }),
      ).toHaveAttribute('aria-current', 'page');

      // 답변 고치기: the survey, prefilled with the answer; a much older person matches less.
      await page.getByRole('link', { name: text(locale, 'surveyResult.editAnswers') }).click();
      await expect(page).toHaveURL(/\/survey\/$/);
      await expect(page.getByRole('combobox')).toHaveValue('1998');
      const oldest = await page
        .getByRole('combobox')
        .locator('option')
        .last()
        .getAttribute('value');
      await page.getByRole('combobox').selectOption(oldest!);
      for (let step = 0; step < 16; step += 1) await next(page, locale);
      await page.getByRole('button', { name: text(locale, 'survey.finish.submit') }).click();
      await expect(page).toHaveURL(/\/survey\/result\/$/);
      await expect.poll(() => groupCount(page, locale, 'eligible')).toBeLessThan(before);

      // The account page: when, and delete after a confirmation.
      await page.goto('/account/profile/');
      const section = page.getByRole('region', { name: text(locale, 'accountSurvey.title') });
      await expect(section).toBeVisible();
      await section.getByRole('button', { name: text(locale, 'accountSurvey.delete') }).click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'accountSurvey.deleteTitle') });
      await expectNoAxeViolations(page);
      await dialog
        .getByRole('button', { name: text(locale, 'accountSurvey.deleteConfirm') })
        .click();
      await expect(section.getByRole('status')).toHaveText(text(locale, 'accountSurvey.deleted'));
      await expect(
        section.getByRole('link', { name: text(locale, 'accountSurvey.start') }),
      ).toBeVisible();
      const after = await callApi(page, 'survey/read', 'read_answer', {});
      expect(after.body).toMatchObject({ data: { answer: null } });
      await expectNoAxeViolations(page);
    });

    test('a visitor opening a shared results address is asked to sign in', async ({ page }) => {
      await page.goto('/survey/result/?result=likely&region=11');
      const dialog = page.getByRole('dialog', { name: text(locale, 'guard.title') });
      await expect(dialog).toHaveAccessibleDescription(text(locale, 'guard.surveyBody'));
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('results judged on the profile', () => {
  test.use({ locale: 'ko-KR' });

  test('say so above the results, and nothing on the page moves when the answers arrive', async ({
    page,
  }) => {
    await signedInUser(page, '프로필만');
    await trackLayoutShift(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/survey/result/');
    await expect(page.getByText(text('ko-KR', 'surveyResult.usesProfile'))).toBeVisible();
    await settle(page);
    await page.waitForTimeout(300);
    // The banner arrived with the answer's state, above the groups: drawn together, not pushed.
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});
