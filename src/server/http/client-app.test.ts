import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('the client app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the page shell for every route with 200, and 404 for unknown paths', async () => {
    for (const url of [
      '/',
      '/policy-list/',
      '/survey/',
      '/account/bookmark/',
      '/search/?keyword=월세',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    for (const url of [
      '/nope',
      '/nope/',
      '/policy-list/x/',
      '/POLICY-LIST/',
      '/index.html',
      '/assets/missing.js',
      '/policy-details/%E0%A4%A/',
      // A detail route whose item does not exist (details: catalogue.pages.test.ts).
      '/policy-details/R1/',
      // A partner that does not exist (partner pages: partner.test.ts).
      '/collabo/acme/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    for (const url of ['/nope/', '/policy-details/%E0%A4%A/']) {
      const notFound = await get(url);
      expect(notFound.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(notFound.body).toContain('<title>페이지를 찾을 수 없어요 | 청년혜택</title>');
    }
  });

  it('redirects legacy and slash-less forms with 301', async () => {
    const cases = {
      '/policy-details/?cid=R1': '/policy-details/R1/',
      '/policy-details?cid=R1': '/policy-details/R1/',
      '/event-details?cid=E1&from=kakao': '/event-details/E1/?from=kakao',
      '/video-details/': '/video-list/',
      '/policy-details/R1': '/policy-details/R1/',
      '/account/': '/account/profile/',
      '/collabo/': '/',
      '/intro': '/intro/',
    };
    for (const [from, to] of Object.entries(cases)) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('writes the language and the page title into the HTML', async () => {
    const korean = await get('/policy-list/');
    expect(korean.body).toContain('<html lang="ko-KR"');
    expect(korean.body).toContain('<title>청년정책 | 청년혜택</title>');
    const english = await get('/policy-list/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en-US"');
    expect(english.body).toContain('<title>Youth policies | Youth Benefits</title>');
    const chosen = await get('/', { 'accept-language': 'en-US', cookie: 'hyetaek-lang=ko-KR' });
    expect(chosen.body).toContain('<html lang="ko-KR"');
    expect(chosen.body).toContain('<meta name="app-env" content="test"');
  });

  it('gives a new visitor a client key cookie for 30 days, Secure outside dev and local', async () => {
    const response = await get('/');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^hyetaek-ck=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; Secure; SameSite=Lax$/,
    );
    const returning = await get('/', { cookie: 'hyetaek-ck=3f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f' });
    expect(returning.headers['set-cookie']).toBeUndefined();
  });

  it('sends security headers: a CSP without inline scripts, nosniff, a referrer policy', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets pages frame only the privacy-enhanced YouTube player (video details)', async () => {
    const response = await get('/');
    const directives = String(response.headers['content-security-policy']).split(';');
    const frameSrc = directives.map((d) => d.trim()).filter((d) => d.startsWith('frame-src'));
    expect(frameSrc).toEqual(['frame-src https://www.youtube-nocookie.com']);
    expect(directives.map((d) => d.trim())).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts it', async () => {
    const plain = await get('/assets/app-Abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const brotli = await get('/assets/app-Abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(plain.body.length / 4);
  });

  it('refuses other methods on pages with 405', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/policy-list/' });
    expect(response.statusCode).toBe(405);
    expect(response.json().error.code).toBe('method_not_allowed');
  });
});

describe('preloading the page screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const head = async (url: string) => (await t.app.inject(url)).body.split('</head>')[0] ?? '';

  it("sends the page's own screen code and CSS with the HTML, once each", async () => {
    const home = await head('/');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-H1.css">');
    expect(home).toContain('href="/assets/shared-1.js"');
    // Chunks that import each other are listed once, and the entry is not preloaded again.
    expect(home.match(/cycle-a\.js/g)).toHaveLength(1);
    expect(home.match(/app-Abc123\.js/g)).toHaveLength(1);
  });

  it('sends the CSS of what the screen loads later (drawn by the server), not its code', async () => {
    const home = await head('/');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/later-part-L1.css">');
    expect(home).not.toContain('later-part-L1.js');
  });

  it('preloads the account screen with its tab, and nothing for unknown pages', async () => {
    const profile = await head('/account/profile/');
    expect(profile).toContain('/assets/account-page-A1.js');
    expect(profile).toContain('/assets/profile-page-P1.js');
    expect(await head('/nope/')).not.toContain('modulepreload');
  });
});
