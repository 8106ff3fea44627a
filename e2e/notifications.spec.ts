import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { callApi, expect, signedInUser, test, text } from './support.js';

/**
 * The notifications bell (product §4, §9) with notifications made on the server by the test-only
 * call `diagnostics/notify` (APP_ENV=test): the unread count ("8+"), the panel with relative
 * times, mark read on open, delete one and all, keyboard and screen-reader use.
 */

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function notify(page: Page, minutesAgo: number[]) {
  const made = await callApi(page, 'diagnostics/notify', 'create', { minutes_ago: minutesAgo });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
}

function koreanDate(minutesAgo: number) {
  return new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() - minutesAgo * 60_000),
  );
}

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the count caps at 8+, the panel lists relative times, opening marks all read, delete one and all', async ({
    page,
  }) => {
    await signedInUser(page, '종소리');
    // Newest first on the server: the last made is the first listed.
    await notify(page, [5 * DAY, 3 * DAY + 10, DAY + 5, 90, 7, 4, 3, 2, 1, 0]);
    await page.reload();

    const bell = page.getByRole('button', { name: '알림, 읽지 않은 알림 8+개' });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveText('8+');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    await bell.click();
    const panel = page.getByRole('dialog', { name: '알림' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: '알림' })).toBeFocused();
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText(
      text('ko-KR', 'notificationMessages.commentReply').replace('{{nickname}}', '민지'),
    );
    await expect(items.locator('time')).toHaveText([
      '방금 전',
      '방금 전',
      '방금 전',
      '방금 전',
      '방금 전',
      '7분 전',
      '1시간 전',
      '1일 전',
      '3일 전',
      koreanDate(5 * DAY),
    ]);
    // Opening read them all: the bell has no count left, on the server too.
    await expect(page.getByRole('button', { name: '알림', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const unread = await callApi(page, 'notification/read', 'read', {});
    expect((unread.body as { data: { unread_count: number } }).data.unread_count).toBe(0);

    // Delete one: it goes, here and on the server.
    await items.nth(0).getByRole('button', { name: '이 알림 삭제' }).click();
    await expect(items).toHaveCount(9);
    await expect(panel.getByRole('heading', { name: '알림' })).toBeFocused();

    // Escape closes and the focus returns to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    const quietBell = page.getByRole('button', { name: '알림', exact: true });
    await expect(quietBell).toBeFocused();
    await expect(quietBell).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it again; delete all.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(items).toHaveCount(9);
    const deleted = page.waitForResponse(
      (response) => response.url().endsWith('/api/notification/delete') && response.ok(),
    );
    await panel.getByRole('button', { name: '모두 삭제' }).click();
    await expect(panel.getByText('새 알림이 없어요.')).toBeVisible();
    // The panel empties at once; the server may take the call a moment later, after renewing an
    // expired token (2 s tokens in the journeys: a 401, then the call again). A reload in between
    // would cancel the second send (CI, session 19), so the reload waits for the server's yes.
    await deleted;

    await page.reload();
    await page.getByRole('button', { name: '알림', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: '알림' }).getByText('새 알림이 없어요.'),
    ).toBeVisible();
  });
  test('a delete made while the panel is still loading its list stays deleted', async ({
    page,
  }) => {
    await signedInUser(page, '느린목록');
    await notify(page, [2, 1, 0]);
    await page.reload();
    const bell = page.getByRole('button', { name: '알림, 읽지 않은 알림 3개' });
    await expect(bell).toBeVisible();

    // The list the panel asks for on opening comes back only after "모두 삭제" is clicked.
    let releaseList: () => void = () => undefined;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route('**/api/notification/read', async (route) => {
      const response = await route.fetch();
      await listHeld;
      await route.fulfill({ response });
    });
    await bell.click();
    const panel = page.getByRole('dialog', { name: '알림' });
    await panel.getByRole('button', { name: '모두 삭제' }).click();
    await expect(panel.getByText('새 알림이 없어요.')).toBeVisible();
    const listArrived = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/api/notification/read'),
    );
    releaseList();
    await listArrived;
    // Two frames: time for the app to read the late list and draw whatever it does with it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(panel.getByText('새 알림이 없어요.')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(0);

    await page.unroute('**/api/notification/read');
    await page.reload();
    await page.getByRole('button', { name: '알림', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: '알림' }).getByText('새 알림이 없어요.'),
    ).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a notification opens its link and closes the panel; a click outside closes it; no axe violations', async ({
    page,
  }) => {
    await signedInUser(page, 'bell');
    await notify(page, [HOUR * 2, 12, 0]);
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveText('3');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.locator('time')).toHaveText(['just now', '12 minutes ago', '2 hours ago']);
    // Those that were new stay marked while the panel is open, for eyes and screen readers.
    await expect(panel.getByRole('listitem').first()).toContainText('Unread');
    const results = await new AxeBuilder({ page }).include('header').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);

    // Tabbing past its last button closes it, and the focus goes on to the next control.
    await panel.getByRole('button', { name: 'Delete this notification' }).last().focus();
    await page.keyboard.press('Tab');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('link', { name: "bell's account" })).toBeFocused();

    // A click outside closes it.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await panel.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/policy-details\/R-test\/#comment-3$/);
    await expect(panel).toHaveCount(0);
  });
});
