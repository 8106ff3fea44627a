import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, text } from './support.js';

/**
 * Social sign-in through the real redirects in Chromium (decision 010): our buttons, a real
 * OpenID Connect provider on loopback (oidc-provider, started by scripts/e2e-server.mjs and playing
 * Kakao and Google), and back to /oauth/. Each journey signs in as a provider account of its own.
 */

const ko = (key: string) => text('ko-KR', key);

interface ProviderAccount {
  sub: string;
  email?: string;
  isEmailVerified?: boolean;
  name?: string;
}

const newAccount = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  sub: `e2e-${crypto.randomUUID()}`,
  email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
  isEmailVerified: true,
  name: '소셜청년',
  ...overrides,
});

/** On the loopback provider's page: sign in as this account, which sends the browser back. */
async function signInAtProvider(page: Page, account: ProviderAccount) {
  await expect(page.getByRole('heading', { name: 'Loopback provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(account.sub);
  await page.getByLabel('Name').fill(account.name ?? account.sub);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email ?? '');
  await page.getByLabel('E-mail verified').setChecked(account.isEmailVerified ?? false);
  await page.getByRole('button', { name: 'Sign in as this account' }).click();
}

/** The registration page with the required consents ticked, then "Continue with …". */
async function leaveForProvider(page: Page, provider: 'kakao' | 'google') {
  await page.goto('/registration/');
  await page.getByLabel(ko('auth.agreeTerms')).check();
  await page.getByLabel(ko('auth.agreePrivacy')).check();
  await page.getByRole('button', { name: ko(`socialSignIn.${provider}`) }).click();
}

async function registerWith(page: Page, provider: 'kakao' | 'google', account: ProviderAccount) {
  await leaveForProvider(page, provider);
  await signInAtProvider(page, account);
}

const PASSWORD = 'correct horse battery staple';

function apiHeaders(method: string, extra: Record<string, string> = {}) {
  return { 'x-method': method, 'x-client-key': crypto.randomUUID(), ...extra };
}

/** An account made by e-mail sign-up; answers its address. */
async function existingEmailAccount(request: APIRequestContext): Promise<string> {
  const email = `${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await request.post('/api/user/email-signup', {
    headers: apiHeaders('create'),
    data: {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      name: '기존회원',
      agreements: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(signUp.status()).toBe(200);
  return email;
}

/** The sign-in methods of the e-mail account, as `user/read` tells its owner. */
async function providersOf(request: APIRequestContext, email: string): Promise<string[]> {
  const login = await request.post('/api/user/email-login', {
    headers: apiHeaders('create'),
    data: { email, password: PASSWORD },
  });
  const { access_token } = (await login.json()).data as { access_token: string };
  const read = await request.post('/api/user/read', {
    headers: apiHeaders('read', { authorization: `Bearer ${access_token}` }),
    data: {},
  });
  return ((await read.json()).data as { user: { providers: string[] } }).user.providers;
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

test.use({ locale: 'ko-KR' });

test.describe('social sign-in', () => {
  test('a new visitor signs up with Kakao from the registration page and lands on profile setup', async ({
    page,
  }) => {
    await registerWith(page, 'kakao', newAccount());
    await expect(page).toHaveURL(/\/profile-setup\/$/);
    // Signed in: the refresh cookie (HttpOnly) and the client's flag (product §4).
    expect(await cookieNames(page)).toEqual(
      expect.arrayContaining(['hyetaek-rt', 'hyetaek-signed']),
    );
    const jsVisible = await page.evaluate(() => document.cookie);
    expect(jsVisible).not.toContain('hyetaek-rt');
    expect(jsVisible).not.toContain('hyetaek-oauth');
  });

  test('the required consents come first: without them nobody leaves for the provider', async ({
    page,
  }) => {
    await page.goto('/registration/');
    await page.getByRole('button', { name: ko('socialSignIn.kakao') }).click();
    await expect(page.getByText(ko('auth.socialConsentsFirst'))).toBeVisible();
    await expect(page).toHaveURL(/\/registration\/$/);
  });

  test('a new person coming from the sign-in tab is asked to agree to the terms first', async ({
    page,
  }) => {
    await page.goto('/signup/');
    await page.getByRole('button', { name: ko('socialSignIn.kakao') }).click();
    await signInAtProvider(page, newAccount());
    await expect(page.getByText(ko('errors.consent_required'))).toBeVisible();
    expect(await cookieNames(page)).not.toContain('hyetaek-rt');
    await page.getByRole('link', { name: ko('socialSignIn.toRegistration') }).click();
    await expect(page).toHaveURL(/\/registration\/$/);
  });

  test('an existing social account signs in from the sign-in tab and returns where it started', async ({
    page,
  }) => {
    const account = newAccount();
    await registerWith(page, 'kakao', account);
    await expect(page).toHaveURL(/\/profile-setup\/$/);
    await page.context().clearCookies();

    await page.goto('/signup/?next=%2Fevent-list%2F');
    await page.getByRole('button', { name: ko('socialSignIn.kakao') }).click();
    await signInAtProvider(page, account);
    await expect(page).toHaveURL(/\/profile-setup\/\?next=%2Fevent-list%2F$/);
  });

  test('a verified e-mail of an existing account asks for integration: cancel changes nothing, confirm links', async ({
    page,
    request,
  }) => {
    const email = await existingEmailAccount(request);
    const account = newAccount({ email });

    await registerWith(page, 'kakao', account);
    const dialog = page.getByRole('dialog', { name: ko('socialSignIn.integrationTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: ko('socialSignIn.integrationCancel') }).click();
    await expect(page.getByText(ko('socialSignIn.integrationCancelled'))).toBeVisible();
    expect(await cookieNames(page)).not.toContain('hyetaek-rt');

    // Cancelling linked nothing: the same provider account is asked again (the provider remembers
    // who signed in there and sends the browser straight back, as Kakao does).
    await leaveForProvider(page, 'kakao');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ko('socialSignIn.integrationConfirm') }).click();
    await expect(page).toHaveURL(/\/profile-setup\/$/);
    expect(await cookieNames(page)).toContain('hyetaek-rt');
    // The e-mail account itself now lists Kakao as a way in.
    expect(await providersOf(request, email)).toEqual(['email', 'kakao']);
  });

  test('an e-mail the provider does not vouch for never joins an existing account', async ({
    page,
    request,
  }) => {
    const email = await existingEmailAccount(request);
    await registerWith(page, 'google', newAccount({ email, isEmailVerified: false }));
    // No question: a separate new account.
    await expect(page).toHaveURL(/\/profile-setup\/$/);
  });

  test('cancelling at the provider shows it and offers the way back', async ({ page }) => {
    await leaveForProvider(page, 'kakao');
    await page.getByRole('button', { name: 'Cancel sign-in' }).click();
    await expect(page).toHaveURL(/\/oauth\/\?error=access_denied/);
    await expect(page.getByText(ko('socialSignIn.cancelled'))).toBeVisible();
    await page.getByRole('link', { name: ko('socialSignIn.backToSignIn') }).click();
    await expect(page).toHaveURL(/\/signup\/$/);
  });

  test('a forged return to /oauth/ fails with the sign-in message and keeps the visitor signed out', async ({
    page,
  }) => {
    await page.goto('/oauth/?code=forged&state=forged');
    await expect(page.getByText(ko('errors.social_sign_in_failed'))).toBeVisible();
    expect(await cookieNames(page)).not.toContain('hyetaek-signed');
  });
});
