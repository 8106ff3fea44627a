import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { SITEMAP_ITEMS_PER_FILE } from './seo.routes.js';

describe('robots.txt and sitemaps', () => {
  let production: TestApp;
  let staging: TestApp;
  const ITEMS = SITEMAP_ITEMS_PER_FILE + 5;

  beforeAll(async () => {
    production = await createTestApp({
      env: { APP_ENV: 'production', PUBLIC_BASE_URL: 'https://hyetaek.example' },
    });
    staging = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://staging.example' } });
    const db = production.database.db;
    await db.deleteFrom('catalogue_items').execute();
    const rows = Array.from({ length: ITEMS }, (_, i) => ({
      kind: (['policy', 'event', 'video'] as const)[i % 3]!,
      cid: `item-${i}`,
      source: 'editor' as const,
      source_id: `item-${i}`,
      title: i === 0 ? '청년 & "월세" <지원>' : `항목 ${i}`,
      apply_kind: 'none' as const,
      updated_at: '2026-03-01T00:00:00Z',
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await db
        .insertInto('catalogue_items')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
  });
  afterAll(async () => {
    await production.close();
    await staging.close();
  });

  const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

  it('lets search engines into production only, never into private pages', async () => {
    const robots = await get(production, '/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /account/');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: https://hyetaek.example/sitemap.xml');
    expect((await get(staging, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('indexes the static pages and every item in files of bounded size', async () => {
    const index = await get(production, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      'https://hyetaek.example/sitemap-pages.xml',
      'https://hyetaek.example/sitemap-items-1.xml',
      'https://hyetaek.example/sitemap-items-2.xml',
    ]);
    const pages = await get(production, '/sitemap-pages.xml');
    expect(pages.body).toContain('<loc>https://hyetaek.example/policy-list/</loc>');

    const first = await get(production, '/sitemap-items-1.xml');
    const second = await get(production, '/sitemap-items-2.xml');
    const urls = [first.body, second.body].flatMap((body) =>
      [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    );
    expect(urls).toHaveLength(ITEMS);
    expect(new Set(urls).size).toBe(ITEMS);
    expect(urls).toContain('https://hyetaek.example/policy-details/item-0/');
    expect(urls).toContain('https://hyetaek.example/event-details/item-1/');
    expect(first.body).toContain('<lastmod>2026-03-01T00:00:00.000Z</lastmod>');
  });

  it('answers sitemap files that do not exist with 404', async () => {
    for (const url of ['/sitemap-items-3.xml', '/sitemap-items-0.xml', '/sitemap-items-x.xml']) {
      expect((await get(production, url)).statusCode, url).toBe(404);
    }
  });
});
