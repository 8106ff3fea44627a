import {
  expect,
  test as base,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Frame,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import fs from 'node:fs';

export { expect };

/** Waits until the app has taken over the server-rendered page (`<html data-ready>`). */
export async function waitForApp(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
      timeout: 10_000,
    })
    // Pages without the app (JavaScript off, a raw error) have nothing to wait for.
    .catch(() => undefined);
}

/** Journeys this worker has run, to give each a visitor address of its own. */
let visitorCount = 0;

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the app runs: the server
 * renders the first view, and a click on it before the app takes over would be lost.
 */
export const test = base.extend({
  // Each test is a visitor of its own address, as behind the production proxy (the e2e server
  // runs with TRUST_PROXY): per-IP limits such as sign-up's 20 an hour then count one journey's
  // calls, not the whole run's, and stay real.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitorCount += 1;
    const address = `198.18.${testInfo.workerIndex % 256}.${visitorCount % 256}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // The API calls the page made, told when a test fails: CI keeps no trace, and a journey that
    // fails once in a hundred runs must say why the first time. Each with the time since the
    // journey began and how long it took, so a slow service shows too.
    const calls: string[] = [];
    const startedAt = Date.now();
    const sentAt = new Map<Request, number>();
    page.on('request', (request) => sentAt.set(request, Date.now()));
    const apiCall = (request: Request) => {
      const url = new URL(request.url());
      const sent = sentAt.get(request) ?? Date.now();
      if (!url.pathname.startsWith('/api/')) return undefined;
      const method = request.headers()['x-method'] ?? '';
      return `${url.pathname} ${method} sent at +${sent - startedAt} ms, took ${Date.now() - sent} ms`;
    };
    page.on('response', (response) => {
      const call = apiCall(response.request());
      if (!call) return;
      void response.text().then(
        (body) => calls.push(`${response.status()} ${call} ${body.slice(0, 200)}`),
        () => calls.push(`${response.status()} ${call}`),
      );
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      calls.push(`page ${new URL(frame.url()).pathname} at +${Date.now() - startedAt} ms`);
    });
    page.on('requestfailed', (request) => {
      const call = apiCall(request);
      if (call) calls.push(`failed ${call} ${request.failure()?.errorText ?? ''}`);
    });
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && calls.length) {
      // Which cookies the browser held at the end (names only): a missing sign-in flag or refresh
      // cookie tells a sign-out's cause apart from a refused one.
      const cookies = await page.context().cookies();
      calls.push(`cookies at the end: ${cookies.map((cookie) => cookie.name).join(', ')}`);
      console.log(`API calls of "${testInfo.title}":\n  ${calls.join('\n  ')}`);
      // Beside the page's snapshot, where CI prints it (.ci/run).
      fs.writeFileSync(testInfo.outputPath('api-calls.txt'), `${calls.join('\n')}\n`);
    }
  },
});
import { en } from '../src/shared/i18n/en.js';
import { ko } from '../src/shared/i18n/ko.js';

export type Locale = 'ko-KR' | 'en-US';
export const LOCALES: readonly Locale[] = ['ko-KR', 'en-US'];

/** A UI text of the shared catalogues, e.g. `text('en-US', 'guard.title')`. */
export function text(locale: Locale, key: string): string {
  let value: unknown = locale === 'en-US' ? en : ko;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}

/**
 * The first item of a kind's list in the demo content the e2e server runs on: detail routes need
 * a cid that exists (an unknown one is the not-found page, with HTTP 404).
 */
export async function firstItem(
  request: APIRequestContext,
  kind: 'policy' | 'event' | 'video',
): Promise<{ cid: string; title: string }> {
  const path = { policy: 'policy/read', event: 'events/read', video: 'videos/read' }[kind];
  const response = await request.post(`/api/${path}`, {
    headers: { 'x-method': 'read_list', 'x-client-key': '0b7c3c1e-4f5a-4d2b-9c8e-7a6b5c4d3e2f' },
    data: { pagination: { current_page_no: 1, item_no_per_page: 1 } },
  });
  const { items } = (
    (await response.json()) as { data: { items: { cid: string; title: string }[] } }
  ).data;
  if (!items[0]) throw new Error(`no ${kind} in the demo content`);
  return { cid: items[0].cid, title: items[0].title };
}

/** Fills a route pattern's parameters with the test values (cid R1, partner acme). */
export function pathOf(pattern: string): string {
  return pattern.replace(':cid', 'R1').replace(':partner', 'acme');
}

/**
 * Records what a visitor would never want to happen: console errors, uncaught exceptions and
 * same-origin requests that fail or answer with an error status. `stop()` ends the recording.
 */
export function watchProblems(page: Page, origin: string) {
  const problems: string[] = [];
  trackInFlight(page);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  // Requests the previous page left in flight are cancelled by this page's navigation: that is
  // the browser leaving a page (a late font subset or screen code, say), not a failure of this
  // one. The old page lives on until the new document commits, so what it asks for meanwhile is
  // left behind too.
  const startedHere = new Set<Request>();
  let isOldPageLeaving = false;
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      startedHere.clear();
      isOldPageLeaving = true;
      startedHere.add(request);
    } else if (!isOldPageLeaving) {
      startedHere.add(request);
    }
  };
  const onFrameNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) isOldPageLeaving = false;
  };
  const onRequestFailed = (request: Request) => {
    const errorText = request.failure()?.errorText ?? '';
    const isLeftBehind = !startedHere.has(request) && errorText === 'net::ERR_ABORTED';
    if (request.url().startsWith(origin) && !isLeftBehind) {
      problems.push(`request failed: ${request.method()} ${request.url()} ${errorText}`);
    }
  };
  const onResponse = (response: Response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('framenavigated', onFrameNavigated);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('framenavigated', onFrameNavigated);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  return { problems, stop };
}

/** Navigates inside the app without loading a new document (what a router link does). */
export async function clientNavigate(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const inFlight = new WeakMap<Page, { requests: Set<Request>; lastChange: number }>();

function trackInFlight(page: Page) {
  if (inFlight.has(page)) return;
  const state = { requests: new Set<Request>(), lastChange: Date.now() };
  inFlight.set(page, state);
  const change = (update: () => void) => {
    update();
    state.lastChange = Date.now();
  };
  // The service's own requests only. The demo content's pictures live on another host, which
  // these machines cannot reach: how long the browser takes to give up on one (a name lookup
  // that hangs) is the network's, not the page's.
  const isOwn = (request: Request) => OWN_HOSTS.has(new URL(request.url()).hostname);
  page.on('request', (request) => {
    if (isOwn(request)) change(() => state.requests.add(request));
  });
  const end = (request: Request) => change(() => state.requests.delete(request));
  // A request ends with its answer too: when the page stops reading an answer that has begun
  // (Back from a list while its page came in), the browser reports it neither finished nor
  // failed, and settle() waited its whole 10 s for /api/videos/read (CI, session 15).
  page.on('response', (response) => end(response.request()));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

const OWN_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Waits until the page has no request in flight and none started for `quietMs` (a shorter
 * "network idle" than Playwright's fixed 500 ms, so the many page visits stay fast).
 */
export async function settle(page: Page, quietMs = 150, timeoutMs = 10_000) {
  trackInFlight(page);
  const state = inFlight.get(page)!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.requests.size === 0 && Date.now() - state.lastChange >= quietMs) return;
    await page.waitForTimeout(25);
  }
  const left = [...state.requests].map((request) => request.url());
  throw new Error(
    `the page still had ${left.length} request(s) in flight after ${timeoutMs} ms: ${left.join(', ')}`,
  );
}

/** Starts adding up the page's layout shifts (CLS) from its first paint on; read with layoutShift(). */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { __cls: number };
    store.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) store.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/**
 * Opens the details of the card at `index` of a list page (a catalogue list, the search), goes
 * Back, and checks the list came back as it was left (product §2): the same cards in the same order
 * at once (no skeleton), the same scroll position, and no request matching `isListCall`.
 */
export async function expectBackRestoresList(
  page: Page,
  cards: Locator,
  index: number,
  isListCall: (request: Request) => boolean,
) {
  const target = cards.nth(index);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await settle(page);
  const cidsOf = () => cards.evaluateAll((list) => list.map((a) => a.getAttribute('data-cid')));
  const listUrl = page.url();
  const before = { y: await page.evaluate(() => window.scrollY), cids: await cidsOf() };
  const cid = (await target.getAttribute('data-cid'))!;
  await target.getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${encodeURIComponent(cid)}/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const calls: string[] = [];
  const onRequest = (request: Request) => {
    if (isListCall(request)) calls.push(request.postData() ?? '');
  };
  page.on('request', onRequest);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(cards).toHaveCount(before.cids.length);
  expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);
  expect(await cidsOf()).toEqual(before.cids);
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect
    .poll(scrollY, { timeout: 2000, message: 'the scroll position comes back' })
    .toBeGreaterThan(before.y - 50);
  expect(Math.abs((await scrollY()) - before.y)).toBeLessThan(50);
  await page.waitForTimeout(600);
  await settle(page);
  page.off('request', onRequest);
  expect(calls, 'no list request after Back').toEqual([]);
}

const USER_PASSWORD = 'hyetaek-E2E-journey-7';

/**
 * A signed-in user (made through the API, sharing the page's cookies), with a complete profile of
 * that nickname; without one, the profile is still to set up (the app sends them there). Answers
 * the e-mail and password, for signing in again through the form.
 */
export async function signedInUser(page: Page, nickname?: string) {
  await page.goto('/');
  const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await callApi(page, 'user/email-signup', 'create', {
    email,
    password: USER_PASSWORD,
    confirm_password: USER_PASSWORD,
    name: '테스트회원',
    agreements: { terms: true, privacy: true, marketing: false },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  if (nickname !== undefined) {
    const profile = await callApi(page, 'user/complete-profile', 'update', {
      nickname,
      gender: 'other',
      birth_year: 1998,
      region: '26',
      income: '24_35m',
      employment: 'university_student',
      detailed_category: [],
      marital_status: 'single',
      interests: ['jobs'],
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  }
  // What the app does on a sign-in: the flag tells the next page to read the user.
  await page.evaluate(() => {
    document.cookie = 'hyetaek-signed=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure';
  });
  return { email, password: USER_PASSWORD };
}

/** The requests of one call (path and X-Method) the page makes from now on. */
export function countCalls(page: Page, path: string, method: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/${path}`) && request.headers()['x-method'] === method) {
      seen.push(request);
    }
  });
  // A call refused for an expired access token is sent again once renewed (2 s tokens in the
  // journeys): that is one call of the app's, not two.
  page.on('response', (response) => {
    const at = seen.indexOf(response.request());
    if (at !== -1 && response.status() === 401) seen.splice(at, 1);
  });
  // A read given up before its answer (its reader left while the machine was slow) and asked
  // again is one read too: only answered requests count.
  page.on('requestfailed', (request) => {
    const at = seen.indexOf(request);
    if (at !== -1) seen.splice(at, 1);
  });
  return seen;
}

/**
 * A call as the signed-in user of the page's cookies: the refresh cookie is traded for an access
 * token (401 token_expired with a new one) and the call is sent again with it, as the app does.
 */
export async function callApi(page: Page, path: string, method: string, body: unknown) {
  const cookies = await page.context().cookies();
  const clientKey = cookies.find((cookie) => cookie.name === 'hyetaek-ck')?.value ?? '';
  let token: string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const response = await page.request.post(`/api/${path}`, {
      headers: {
        'x-method': method,
        'x-client-key': clientKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      data: body,
    });
    const answer = (await response.json()) as { access_token?: string };
    if (response.status() === 401 && answer.access_token && attempt === 0) {
      token = answer.access_token;
      continue;
    }
    return { status: response.status(), body: answer };
  }
}
