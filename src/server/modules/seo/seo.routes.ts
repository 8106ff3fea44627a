import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { detailPath, KIND_PATHS } from '../../../shared/routes.js';
import type { AppEnv } from '../../config.js';
import { escapeHtml } from '../../http/client-app.js';
import type { Database } from '../../db/schema.js';
import { countItems, sitemapItems } from './seo.repository.js';

/** Items per sitemap file; the protocol allows 50,000, smaller files answer faster. */
export const SITEMAP_ITEMS_PER_FILE = 10_000;

/** Public pages worth indexing besides the items. */
const STATIC_PATHS = [
  '/',
  KIND_PATHS.policy.list,
  KIND_PATHS.event.list,
  KIND_PATHS.video.list,
  '/intro/',
  '/requests/',
  '/terms-of-service/',
  '/privacy-policy/',
];

/** Personal and transactional pages: nothing for a search engine there. */
const PRIVATE_PATHS = [
  '/api/',
  '/account/',
  '/survey/',
  '/profile-setup/',
  '/signup/',
  '/registration/',
  '/oauth/',
  '/search/',
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function registerSeoRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; publicBaseUrl: string; appEnv: AppEnv },
): void {
  const { db, publicBaseUrl } = options;
  const sendXml = (body: string) => ({
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
    body,
  });

  app.get('/robots.txt', async (_request, reply) => {
    // Only production is for search engines: staging and test sites must not show up there.
    const lines =
      options.appEnv === 'production'
        ? [
            'User-agent: *',
            ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
            'Allow: /',
            '',
            `Sitemap: ${publicBaseUrl}/sitemap.xml`,
          ]
        : ['User-agent: *', 'Disallow: /'];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = Math.ceil((await countItems(db)) / SITEMAP_ITEMS_PER_FILE);
    const locations = [
      `${publicBaseUrl}/sitemap-pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${publicBaseUrl}/sitemap-items-${i + 1}.xml`),
    ];
    const { headers, body } = sendXml(
      `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${locations
        .map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`,
    );
    return reply.headers(headers).send(body);
  });

  app.get('/sitemap-pages.xml', async (_request, reply) => {
    const { headers, body } = sendXml(
      `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${STATIC_PATHS.map(
        (p) => `  <url><loc>${escapeHtml(publicBaseUrl + p)}</loc></url>`,
      ).join('\n')}\n</urlset>\n`,
    );
    return reply.headers(headers).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemap-items-:file', async (request, reply) => {
    const match = /^([1-9]\d{0,4})\.xml$/.exec(request.params.file);
    const items = match
      ? await sitemapItems(
          db,
          (Number(match[1]) - 1) * SITEMAP_ITEMS_PER_FILE,
          SITEMAP_ITEMS_PER_FILE,
        )
      : [];
    if (items.length === 0) return reply.callNotFound();
    const { headers, body } = sendXml(
      `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${items
        .map(
          (item) =>
            `  <url><loc>${escapeHtml(publicBaseUrl + detailPath(item.kind, item.cid))}</loc><lastmod>${item.updated_at.toISOString()}</lastmod></url>`,
        )
        .join('\n')}\n</urlset>\n`,
    );
    return reply.headers(headers).send(body);
  });
}
