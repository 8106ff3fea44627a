import { type Page } from '@playwright/test';
import { expect, test } from './support.js';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Automated accessibility checks (axe-core, WCAG A/AA and best practices) on the main screens in
 * Korean at a phone size. Each page is checked once its content has rendered.
 */

test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });

function summary(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  if (path === '/survey/')
    await expect(page.getByRole('dialog', { name: '로그인이 필요해요' })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path === '/privacy-policy/') await expect(page.locator('#data-subject-rights')).toBeVisible();
}

const GROUPS = [
  [
    { name: 'home', path: '/' },
    { name: 'policy list', path: '/policy-list/' },
    { name: 'intro', path: '/intro/' },
  ],
  [
    { name: 'privacy policy', path: '/privacy-policy/' },
    { name: 'not found', path: '/no-such-page/' },
    { name: 'sign-in question', path: '/survey/' },
  ],
];

for (const pages of GROUPS) {
  test(`no axe violations: ${pages.map((p) => p.name).join(', ')}`, async ({ page }) => {
    // Several full axe scans: each takes seconds on a busy 2-core CI machine.
    test.slow();
    for (const { name, path } of pages) {
      await test.step(`${name} ${path}`, async () => {
        await ready(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        expect.soft(summary(results.violations), `${name} (${path})`).toEqual([]);
      });
    }
  });
}
