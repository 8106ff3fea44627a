import { LOCALES, text, expect, test } from './support.js';

/**
 * Guarded screens (product §2) ask visitors to sign in with a modal dialog: Cancel (or Escape) goes
 * home, Sign in opens the sign-in page with the way back in `next`. Nobody can sign in yet.
 */

for (const locale of LOCALES) {
  test.describe(`the sign-in question in ${locale}`, () => {
    test.use({ locale });

    test('has the exact texts and is modal; Cancel goes home; Sign in opens the sign-in page with the way back', async ({
      page,
    }) => {
      await page.goto('/survey/');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(text(locale, 'guard.title'));
      await expect(dialog.getByRole('heading')).toHaveText(text(locale, 'guard.title'));
      await expect(dialog).toHaveAccessibleDescription(text(locale, 'guard.surveyBody'));
      await expect(dialog.getByRole('button')).toHaveText([
        text(locale, 'guard.cancel'),
        text(locale, 'guard.signIn'),
      ]);
      // The expected answer has the focus.
      await expect(
        dialog.getByRole('button', { name: text(locale, 'guard.signIn'), exact: true }),
      ).toBeFocused();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

      await dialog.getByRole('button', { name: text(locale, 'guard.signIn'), exact: true }).click();
      await expect(page).toHaveURL(/\/signup\/\?next=%2Fsurvey%2F$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'pages.signUp.title'),
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Other guarded screens give the general explanation.
      await page.goto('/profile-setup/');
      await expect(dialog).toHaveAccessibleName(text(locale, 'guard.title'));
      await expect(dialog).toHaveAccessibleDescription(text(locale, 'guard.body'));
      await dialog.getByRole('button', { name: text(locale, 'guard.cancel'), exact: true }).click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'pages.home.heroTitle'),
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test.describe('the sign-in question, behaviour', () => {
  test.use({ locale: 'en-US' });

  test('Escape acts as Cancel, and the guarded page is replaced so Back returns to where the visitor was', async ({
    page,
  }) => {
    await page.goto('/intro/');
    await page.getByRole('link', { name: text('en-US', 'pages.intro.survey') }).click();
    await expect(page).toHaveURL(/\/survey\/$/);
    await expect(page.getByRole('dialog', { name: 'Need to sign in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.home.heroTitle'),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/intro\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.intro.title'),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the way back keeps the query string of the guarded page', async ({ page }) => {
    await page.goto('/account/bookmark/?sort=new&page=2');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\//);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/signup/');
    expect(url.searchParams.get('next')).toBe('/account/bookmark/?sort=new&page=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en-US', 'pages.signUp.title'),
    );
  });
});
