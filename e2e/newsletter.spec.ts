import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES, callApi, expect, signedInUser, test, text } from './support.js';

/**
 * The newsletter's subscription (issue 14): subscribe from the footer, open the confirmation link
 * from the mail the service sent (caught by the e2e server's SMTP catcher, read through the
 * test-only `diagnostics/mail` call), and unsubscribe with the account page's switch.
 */

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

async function mailTo(page: Page, email: string): Promise<CaughtMail> {
  let mail: CaughtMail | null = null;
  await expect
    .poll(
      async () => {
        const answer = await callApi(page, 'diagnostics/mail', 'read', { to: email });
        mail = (answer.body as { data: { mail: CaughtMail | null } }).data.mail;
        return mail !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return mail!;
}

const axeViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
  );

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('subscribe from the footer, confirm from the mail, stop on the account page', async ({
      page,
    }, testInfo) => {
      // Sign-up, two pages, a mail and the account page: more than one page's time.
      test.slow();
      const { email } = await signedInUser(page, locale === 'ko-KR' ? '구독자' : 'reader');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/policy-list/');

      const box = page.locator('footer').getByRole('region', {
        name: text(locale, 'footer.newsletterTitle'),
      });
      await box.scrollIntoViewIfNeeded();
      const submit = box.getByRole('button', { name: text(locale, 'newsletter.submit') });
      await expect(submit).toBeVisible();
      await box.screenshot({ path: testInfo.outputPath(`footer-phone-${locale}.png`) });
      expect(await axeViolations(page, 'footer')).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await box.scrollIntoViewIfNeeded();
      await box.screenshot({ path: testInfo.outputPath(`footer-desktop-${locale}.png`) });

      // Without the required consent: the server's words under the box, nothing sent.
      const address = box.getByLabel(text(locale, 'newsletter.email'), { exact: true });
      await address.fill(email);
      await submit.click();
      await expect(box.getByText(text(locale, 'validation.agreementRequired'))).toBeVisible();
      expect(await axeViolations(page, 'footer')).toEqual([]);

      await box.getByLabel(text(locale, 'newsletter.privacy')).check();
      await submit.click();
      await expect(box.getByRole('status')).toContainText(
        text(locale, 'newsletter.sent').replace('{{email}}', email),
      );

      // The mail: in the reader's language, a link that starts the subscription.
      const mail = await mailTo(page, email);
      expect(mail.subject).toContain(locale === 'ko-KR' ? '뉴스레터 구독을 확인해' : 'confirm');
      const link = /https?:\/\/\S+\/newsletter\/confirm\/\?token=[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(
        page.getByRole('heading', { name: text(locale, 'newsletter.confirmed') }),
      ).toBeVisible();

      // The account page shows it on, and turns it off.
      await page.goto('/account/profile/');
      // The switch is a part loaded after the page (it sits below the profile form): on a busy
      // machine the page, the user's check, the part and its status call take more than 5 s.
      await expect(
        page.getByRole('heading', { name: text(locale, 'newsletter.accountTitle'), exact: true }),
      ).toBeVisible({ timeout: 15_000 });
      const toggle = page.getByRole('switch', { name: text(locale, 'newsletter.accountSwitch') });
      await expect(toggle).toBeChecked();
      await expect(
        page.getByText(text(locale, 'newsletter.accountActive').replace('{{email}}', email)),
      ).toBeVisible();
      await toggle.click();
      await expect(page.getByText(text(locale, 'newsletter.accountStopped'))).toBeVisible();
      await expect(toggle).not.toBeChecked();
      const state = await callApi(page, 'connector/stibee', 'read', {});
      expect(state.body).toMatchObject({ data: { status: 'unsubscribed', email } });
    });

    test('deadline reminders: on in the account, a stop link page, off again', async ({ page }) => {
      test.slow();
      await signedInUser(page, locale === 'ko-KR' ? '알림' : 'reminded');
      await page.goto('/account/profile/');
      const toggle = page.getByRole('switch', { name: text(locale, 'accountReminders.label') });
      await expect(toggle).toBeEnabled({ timeout: 15_000 });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(page.getByText(text(locale, 'accountReminders.on'))).toBeVisible();
      await page.reload();
      await expect(toggle).toBeChecked({ timeout: 15_000 });

      // A stop link opened in a browser: nothing happens before the button. A link that is not
      // this member's (here a made-up token) says done and tells nothing, and changes nothing.
      await page.goto(`/reminders/stop/?token=${'Q'.repeat(43)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'pages.remindersStop.title') }),
      ).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.getByRole('button', { name: text(locale, 'accountReminders.stop') }).click();
      await expect(page.getByText(text(locale, 'accountReminders.stopped'))).toBeVisible();
      await page.goto('/account/profile/');
      await expect(toggle).toBeChecked({ timeout: 15_000 });

      await toggle.click();
      await expect(page.getByText(text(locale, 'accountReminders.off'))).toBeVisible();
      await page.reload();
      await expect(toggle).toBeEnabled({ timeout: 15_000 });
      await expect(toggle).not.toBeChecked();
    });
  });
}

test.describe('the footer box while its form loads', () => {
  test.use({ locale: 'ko-KR' });

  test('keeps the form’s place, so nothing below it moves, on a phone and on a desktop', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await test.step(`${viewport.width} px wide`, async () => {
        await page.setViewportSize(viewport);
        // A long page: the box is more than a screen below, so its form has not loaded yet.
        await page.goto('/terms-of-service/');
        const box = page.locator('footer').getByRole('region', { name: '매주 월요일, 뉴스레터' });
        const placeholder = box.locator('[aria-busy="true"]');
        await expect(placeholder).toBeAttached();
        const before = (await box.boundingBox())!.height;

        await box.scrollIntoViewIfNeeded();
        await expect(
          box.getByRole('button', { name: text('ko-KR', 'newsletter.submit') }),
        ).toBeVisible();
        await expect(placeholder).toHaveCount(0);
        const after = (await box.boundingBox())!.height;
        expect(
          Math.abs(after - before),
          `${before} px before, ${after} px after`,
        ).toBeLessThanOrEqual(12);
      });
    }
  });
});
