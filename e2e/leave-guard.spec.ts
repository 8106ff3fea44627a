import { type Page } from '@playwright/test';
import { expect, signedInUser, test, text } from './support.js';

/**
 * Asking before leaving a page with unsaved input (issue 11): the profile forms hold the user on
 * the page while they have changes, for a header link, Back and a reload; staying keeps the page,
 * its input and its address; saving ends the question.
 */

test.use({ locale: 'ko-KR' });

const QUESTION = text('ko-KR', 'leavePrompt.title');

function leaveDialog(page: Page) {
  return page.getByRole('dialog', { name: QUESTION });
}

async function clickHeaderLink(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

test('the account profile with changes asks before a header link and Back; saved, it lets go', async ({
  page,
}) => {
  await signedInUser(page, '나가기전');
  await page.goto('/');
  await clickHeaderLink(page, '나가기전님의 내 정보');
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  const nickname = page.getByLabel('닉네임');
  await expect(nickname).toHaveValue('나가기전');

  // Unchanged, the form lets the user go without a question.
  await clickHeaderLink(page, '청년정책');
  await expect(page).toHaveURL(/\/policy-list\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/profile\/$/);

  // A header link: stay keeps the page and what was typed.
  await nickname.fill('바뀐이름');
  await clickHeaderLink(page, '청년정책');
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toContainText(text('ko-KR', 'leavePrompt.body'));
  // Enter keeps the input: the safe answer has the focus.
  await expect(leaveDialog(page).getByRole('button', { name: '계속 작성하기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await expect(nickname).toHaveValue('바뀐이름');

  // Back: the address goes back to the page while it asks; stay keeps it there.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await leaveDialog(page).getByRole('button', { name: '계속 작성하기' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await expect(nickname).toHaveValue('바뀐이름');

  // Leave: the move the user asked for happens.
  await clickHeaderLink(page, '청년정책');
  await leaveDialog(page).getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/policy-list\/$/);
  await expect(leaveDialog(page)).toBeHidden();

  // Back with changes, then leave: Back happens after all.
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await nickname.fill('또바뀜');
  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  // Saved changes are no longer unsaved: no question.
  await page.goForward();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await nickname.fill('저장한이름');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText(text('ko-KR', 'profileForm.saved'))).toBeVisible();
  await clickHeaderLink(page, '청년정책');
  await expect(page).toHaveURL(/\/policy-list\/$/);
  await expect(leaveDialog(page)).toBeHidden();
});

test('profile setup with input asks before leaving, in the language on screen, and on reload', async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto('/profile-setup/');
  await page.getByLabel('닉네임').fill('설정중');
  await clickHeaderLink(page, '행사·교육');
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: '계속 작성하기' }).click();
  await expect(page).toHaveURL(/\/profile-setup\/$/);
  await expect(page.getByLabel('닉네임')).toHaveValue('설정중');

  // A reload or closing the tab: the browser's own question.
  let browserQuestion = '';
  page.once('dialog', (dialog) => {
    browserQuestion = dialog.type();
    void dialog.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => browserQuestion).toBe('beforeunload');
  await expect(page).toHaveURL(/\/profile-setup\/$/);
  await expect(page.getByLabel('닉네임')).toHaveValue('설정중');

  // In English, the question is asked in English.
  await page.getByRole('button', { name: text('ko-KR', 'nav.languageSwitchLabel') }).click();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en-US', 'footer.terms') })
    .click();
  const question = page.getByRole('dialog', { name: text('en-US', 'leavePrompt.title') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: text('en-US', 'leavePrompt.leave') }).click();
  await expect(page).toHaveURL(/\/terms-of-service\/$/);
});
