import { AxeBuilder } from '@axe-core/playwright';
import { type Page, type Response } from '@playwright/test';
import { expect, test, text } from './support.js';

/**
 * Accounts in the browser (issue 5): sign-up, profile setup, the account page, sign-out, sign-in,
 * deletion; the guard after a reload; the refresh path (the e2e server's access tokens live 2 s);
 * field errors; axe on the new pages.
 */

const PASSWORD = 'hyetaek-E2E-journey-7';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function signUp(page: Page, email: string, name = '김민지') {
  await page.goto('/signup/?mode=signup');
  await expect(page.getByRole('tab', { name: '회원가입' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await signUpEmailField(page).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByLabel('이름', { exact: true }).fill(name);
  await page.getByLabel(text('ko-KR', 'auth.agreeTerms')).check();
  await page.getByLabel(text('ko-KR', 'auth.agreePrivacy')).check();
  await page.getByRole('button', { name: '가입하기' }).click();
}

async function fillProfile(page: Page, nickname: string) {
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByRole('group', { name: '성별' }).getByLabel('여성').check();
  await page.getByLabel('출생 연도').selectOption('2000');
  await page.getByLabel('사는 곳(시·도)').selectOption('11');
  await page.getByLabel('연 소득').selectOption('under_24m');
  await page.getByLabel('지금 하고 있는 일').selectOption('job_seeker');
  await page.getByRole('group', { name: '해당하는 항목(선택)' }).getByLabel('프리랜서').check();
  await page.getByRole('group', { name: '결혼 여부' }).getByLabel('미혼').check();
  await page.getByRole('group', { name: '관심 분야' }).getByLabel('주거').check();
  await page.getByRole('group', { name: '관심 분야' }).getByLabel('일자리').check();
}

/** Signs up and completes the profile; the user ends on home, signed in. */
async function signUpWithProfile(page: Page, email: string, nickname: string) {
  await signUp(page, email);
  await expect(page).toHaveURL(/\/profile-setup\/$/);
  await fillProfile(page, nickname);
  await page.getByRole('button', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: `${nickname}님의 내 정보` })).toBeVisible();
}

async function flagCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'hyetaek-signed');
}

/** Records every API answer's status and error code, to see the refresh path happen. */
function recordApi(page: Page) {
  const answers: { path: string; status: number; code?: string }[] = [];
  page.on('response', async (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const entry: { path: string; status: number; code?: string } = {
      path: url.pathname.slice(5),
      status: response.status(),
    };
    answers.push(entry);
    if (response.status() >= 400) {
      const body = (await response.json().catch(() => undefined)) as
        { error?: { code?: string } } | undefined;
      if (body?.error?.code) entry.code = body.error.code;
    }
  });
  return answers;
}

test.use({ locale: 'ko-KR' });

test('sign up, set up the profile, see and edit it, sign out, sign in, delete the account, sign up again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('journey');
  await signUpWithProfile(page, email, '민지');
  expect((await flagCookie(page))?.value).toBe('1');
  expect((await flagCookie(page))?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

  // The account page shows what was set up.
  await page.getByRole('link', { name: '민지님의 내 정보' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('닉네임')).toHaveValue('민지');
  await expect(page.getByLabel('출생 연도')).toHaveValue('2000');
  await expect(page.getByLabel('사는 곳(시·도)')).toHaveValue('11');
  await expect(page.getByRole('group', { name: '관심 분야' }).getByLabel('주거')).toBeChecked();
  await expect(page.getByRole('group', { name: '결혼 여부' }).getByLabel('미혼')).toBeChecked();

  // Edit with the same rules; the header follows the new nickname.
  await page.getByLabel('닉네임').fill('민지짱');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '프로필을 저장했어요.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '민지짱님의 내 정보' })).toBeVisible();

  // Sign out: home, a visitor again, the flag gone.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await flagCookie(page)).toBeUndefined();

  // Sign in again, coming from a guarded page: back there afterwards (`next`).
  await page.goto('/account/profile/');
  await page.getByRole('dialog').getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/signup\/\?next=%2Faccount%2Fprofile%2F$/);
  await signUpEmailField(page).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await expect(page.getByLabel('닉네임')).toHaveValue('민지짱');

  // Delete, after the confirmation (Cancel first changes nothing).
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = page.getByRole('dialog', { name: '정말 탈퇴할까요?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await flagCookie(page)).toBeUndefined();

  // The old password no longer opens anything.
  await page.goto('/signup/');
  await signUpEmailField(page).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText(text('ko-KR', 'errors.invalid_credentials'));
  expect(await flagCookie(page)).toBeUndefined();

  // The same e-mail signs up afresh: a new account, profile setup again.
  await signUp(page, email, '김민지');
  await expect(page).toHaveURL(/\/profile-setup\/$/);
  await expect(page.getByLabel('닉네임')).toHaveValue('');
});

test('a signed-in user reloading a guarded page gets in without the sign-in question, through the refresh cookie', async ({
  page,
}) => {
  // Any sign-in question the page ever shows, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('dialog'))
        (window as unknown as { sawDialog: boolean }).sawDialog = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await signUpWithProfile(page, uniqueEmail('guard'), '가드');
  const answers = recordApi(page);
  await page.goto('/account/profile/');
  await expect(page.getByLabel('닉네임')).toHaveValue('가드');
  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue('가드');
  await expect(page.getByRole('link', { name: '가드님의 내 정보' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawDialog?: boolean }).sawDialog)).toBe(
    undefined,
  );
  // A fresh page has no access token: user/read is answered token_expired with a new one, and
  // the retry succeeds (product §4).
  await expect
    .poll(() => answers.filter((answer) => answer.path === 'user/read').slice(0, 2))
    .toEqual([
      { path: 'user/read', status: 401, code: 'token_expired' },
      { path: 'user/read', status: 200 },
    ]);

  // Leaving a page before its check is answered (the browser cancels the read) signs nobody out.
  await page.route('**/api/user/read', () => {}); // held, never answered
  const heldRead = page.waitForRequest('**/api/user/read');
  await page.goto('/event-list/');
  await heldRead;
  await page.goto('/account/profile/');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue('가드');
});

test('someone who left profile setup unfinished is brought back to it, then to the page they opened', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('unfinished'));
  await expect(page).toHaveURL(/\/profile-setup\/$/);
  // They leave without finishing, and come back later to a list, still signed in.
  await page.goto('/event-list/?order=views');
  await expect(page).toHaveURL(/\/profile-setup\/\?next=%2Fevent-list%2F%3Forder%3Dviews$/);
  // The terms stay readable meanwhile.
  await page.goto('/terms-of-service/');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(page).toHaveURL(/\/terms-of-service\/$/);

  await page.goto('/event-list/?order=views');
  await fillProfile(page, '다시온사람');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/\/event-list\/\?order=views$/);
  await expect(page.getByRole('link', { name: '다시온사람님의 내 정보' })).toBeVisible();
});

test('an access token that expires while the page is open is renewed and the call retried once', async ({
  page,
}) => {
  await signUpWithProfile(page, uniqueEmail('refresh'), '새로고침');
  await page.getByRole('link', { name: '새로고침님의 내 정보' }).click();
  await expect(page.getByLabel('닉네임')).toHaveValue('새로고침');
  const answers = recordApi(page);
  // The e2e server's access tokens live 2 to 3 seconds.
  await page.waitForTimeout(3_100);
  await page.getByLabel('닉네임').fill('갱신됨');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '프로필을 저장했어요.' })).toBeVisible();
  // The error body is read as it arrives: poll until it has been.
  await expect
    .poll(() => answers.filter((answer) => answer.path === 'user/update'))
    .toEqual([
      { path: 'user/update', status: 401, code: 'token_expired' },
      { path: 'user/update', status: 200 },
    ]);
  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue('갱신됨');
});

test.describe('field errors in English', () => {
  test.use({ locale: 'en-US' });

  test('sign-up shows each rule of product §5 under its field', async ({ page }) => {
    await page.goto('/signup/?mode=signup');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText(text('en-US', 'validation.required')).first()).toBeVisible();
    await expect(page.getByText(text('en-US', 'validation.agreementRequired'))).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByLabel('Name', { exact: true }).fill('a');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    // The texts a screen reader reads with each field: its hint and its error.
    const describedBy = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) => {
        const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
        return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
      });
    await expect.poll(() => describedBy('E-mail')).toBe("It's not a valid email format.");
    expect(await describedBy('Password')).toBe(
      `${text('en-US', 'auth.passwordHint')} | ${text('en-US', 'validation.passwordMin')}`,
    );
    expect(await describedBy('Confirm password')).toBe('Passwords do not match');
    expect(await describedBy('Name')).toBe(text('en-US', 'validation.nameMin'));
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Nothing was sent: the browser checked with the server's own rules.
    await expect(page).toHaveURL(/\/signup\/\?mode=signup$/);
  });
});

test.describe('field errors', () => {
  test('a taken e-mail is told under the e-mail field; a wrong password above the button', async ({
    page,
  }) => {
    const email = uniqueEmail('taken');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/profile-setup\/$/);
    await page.context().clearCookies();
    await page.goto('/');
    await signUp(page, email);
    const emailField = signUpEmailField(page);
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text('ko-KR', 'errors.email_taken'))).toBeVisible();
    expect(await flagCookie(page)).toBeUndefined();

    await page.getByRole('tab', { name: '로그인' }).click();
    await signUpEmailField(page).fill(email);
    await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password-1');
    await page.getByRole('tabpanel').getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toHaveText(text('ko-KR', 'errors.invalid_credentials'));
  });

  test('profile setup: nickname within 12, at least one interest, every choice required', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('profile'));
    await expect(page).toHaveURL(/\/profile-setup\/$/);
    await page.getByLabel('닉네임').fill('열세글자닉네임입니다요요요');
    await page.getByRole('button', { name: '시작하기' }).click();
    await expect(page.getByText(text('ko-KR', 'validation.nicknameMax'))).toBeVisible();
    await expect(page.getByText(text('ko-KR', 'validation.interestsRequired'))).toBeVisible();
    await expect(page.getByLabel('출생 연도')).toHaveAttribute('aria-invalid', 'true');
    // Still here, nothing saved.
    await expect(page).toHaveURL(/\/profile-setup\/$/);
    await fillProfile(page, '열두글자닉네임입니다요요');
    await page.getByRole('button', { name: '시작하기' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test('no axe violations on the account pages', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const check = async (name: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect
      .soft(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`),
        name,
      )
      .toEqual([]);
  };
  await page.goto('/signup/');
  await expect(page.getByRole('button', { name: '로그인' }).last()).toBeVisible();
  await check('sign-in');
  await page.getByRole('tab', { name: '회원가입' }).click();
  await expect(page.getByLabel('비밀번호 확인')).toBeVisible();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText(text('ko-KR', 'validation.agreementRequired'))).toBeVisible();
  await check('sign-up with errors');
  await page.goto('/registration/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원가입');
  await check('registration');
  await signUp(page, uniqueEmail('axe'));
  await expect(page.getByLabel('닉네임')).toBeVisible();
  await check('profile setup');
  await fillProfile(page, '접근성');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/account/profile/');
  await expect(page.getByLabel('닉네임')).toHaveValue('접근성');
  await check('account profile');
});

/** The form's e-mail field (the footer's newsletter box names its own differently). */
function signUpEmailField(page: Page) {
  return page.getByLabel('이메일', { exact: true });
}
