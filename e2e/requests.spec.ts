import { AxeBuilder } from '@axe-core/playwright';
import { LOCALES, expect, test, text } from './support.js';

/**
 * The requests form (issue 14): a visitor sends an inquiry; each wrong field says the spec's
 * words under it; the success and the failure messages are the spec's, in both languages.
 */

const fill = (locale: (typeof LOCALES)[number]) => text(locale, 'requests.types.proposal');

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('a visitor sends an inquiry; wrong fields and a failure say so in the spec’s words', async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/requests/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'pages.requests.title'),
      );
      await expect(
        page.getByText(text(locale, 'requests.promise').replace('{{days}}', '5')),
      ).toBeVisible();
      const submit = page.getByRole('button', { name: text(locale, 'requests.submit') });
      await expect(submit).toBeVisible();

      const scan = await new AxeBuilder({ page }).analyze();
      expect(
        scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);

      // Nothing filled in: each field says what it needs, nothing is sent.
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/request/create')) sent += 1;
      });
      await submit.click();
      await expect(page.getByText(text(locale, 'validation.required'))).toHaveCount(3);
      expect(sent).toBe(0);

      const email = page.getByLabel(text(locale, 'requests.email'));
      const message = page.getByLabel(text(locale, 'requests.message'));
      await page.getByLabel(fill(locale)).check();
      await email.fill('not-an-email');
      await message.fill('짧아요');
      await submit.click();
      await expect(page.getByText(text(locale, 'validation.emailInvalid'))).toBeVisible();
      await expect(page.getByText(text(locale, 'validation.messageMin'))).toBeVisible();
      await message.fill('가'.repeat(501));
      await submit.click();
      await expect(page.getByText(text(locale, 'validation.messageMax'))).toBeVisible();
      await expect(page.getByText('501/500')).toBeVisible();
      expect(sent).toBe(0);

      // The server fails once: the spec's failure message, and the input stays.
      await email.fill('minji@example.com');
      await message.fill('지역별 청년 월세 지원을 한눈에 비교해 볼 수 있으면 좋겠어요.');
      await page.route('**/api/request/create', (route) => route.fulfill({ status: 500 }), {
        times: 1,
      });
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(text(locale, 'requests.failed'));
      await expect(message).toHaveValue(/한눈에 비교/);

      // Sent again: the spec's success message names where the reply goes.
      await submit.click();
      const done = text(locale, 'requests.sent')
        .replace('{{days}}', '5')
        .replace('{{email}}', 'minji@example.com');
      await expect(page.getByRole('heading', { name: done })).toBeVisible();
      const after = await new AxeBuilder({ page }).analyze();
      expect(after.violations.map((v) => v.id)).toEqual([]);
      await page.getByRole('button', { name: text(locale, 'requests.another') }).click();
      await expect(message).toHaveValue('');
      await expect(email).toHaveValue('minji@example.com');
    });
  });
}
