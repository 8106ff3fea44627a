import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENT_KEY_COOKIE,
  COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE,
} from '../../shared/constants.js';
import { formatPageTitle, titleWithAppName } from '../../shared/i18n/format.js';
import { translate } from '../../shared/i18n/translate.js';
import { isLocale, pickLocale, type Locale } from '../../shared/locale.js';
import {
  resolvePath,
  screenModulesOf,
  titleKeyOf,
  type RouteResolution,
  type ScreenModule,
} from '../../shared/routes.js';
import { SERVICE_INFO } from '../../shared/service-info.js';
import type { AppEnv } from '../config.js';
import { AppError } from './app-error.js';
import { sendError } from './error-handling.js';

/** A call's answer a screen would fetch first (see src/client/lib/query/initial-data.ts). */
export interface InitialData {
  route: string;
  input: unknown;
  data: unknown;
}

/** What a page with its own subject (a detail) says about it in `<head>`. */
export interface PageHead {
  /** The content's own title; `<title>` adds the app name. */
  title: string;
  description: string;
  imageUrl: string | null;
  ogType: 'article' | 'video.other' | 'website';
  /** schema.org data for search engines. */
  jsonLd: Record<string, unknown>;
}

export interface PageContent {
  head?: PageHead;
  /** The page's own title without a subject of its own (a search: "'월세' 검색 결과"). */
  title?: string;
  /** Kept out of search engines' indexes (search results: endless, thin and changing). */
  noindex?: boolean;
  initialData: InitialData[];
}

/** The server render of a page's first view (src/client/entry-server.tsx). */
export type RenderPage = (page: {
  url: string;
  locale: Locale;
  initialData: InitialData[];
}) => Promise<string>;

export interface PageContext {
  locale: Locale;
  clientKey: string;
  /** Link-preview and search crawlers: shown the page, but their visits are not counted. */
  isCrawler: boolean;
  /** The address's query string (`?region=11&order=deadline`), or ''. */
  search: string;
}

/** Content of a page with its own subject (a detail), `not_found` for an unknown one. */
export type PageContentLoader = (
  page: Extract<RouteResolution, { type: 'page' }>,
  context: PageContext,
) => Promise<PageContent | 'not_found' | undefined>;

/** One loader of several modules' pages: the first that knows the page answers for it. */
export function pageContentOf(...loaders: PageContentLoader[]): PageContentLoader {
  return async (page, context) => {
    for (const load of loaders) {
      const content = await load(page, context);
      if (content !== undefined) return content;
    }
    return undefined;
  };
}

export interface ClientAppOptions {
  /** The Vite build: index.html and hashed files under assets/. */
  clientDir: string;
  appEnv: AppEnv;
  isSecureCookies: boolean;
  /** Absolute base of canonical links and link previews, without a trailing slash. */
  publicBaseUrl: string;
  loadPageContent?: PageContentLoader;
  /** Absent: the browser renders everything (tests, a build without the server bundle). */
  renderPage?: RenderPage | undefined;
}

const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|kakaotalk-scrap|daum|yeti|preview/i;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link>` tags that let a page's own screen code (and its CSS) download with the page instead
 * of after the main bundle ran: one round trip less before the first content on a phone. The CSS
 * of code the screen loads later comes too (not its code): the server draws some of that code's
 * markup (a detail's comment thread, React.lazy), which must not show unstyled until it arrives.
 */
export function preloadTags(manifest: Manifest, modules: ScreenModule[], html: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visited = new Set<string>();
  const visitedLater = new Set<string>();
  const visitLater = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || visitedLater.has(key)) return;
    visitedLater.add(key);
    chunk.imports?.forEach(visitLater);
    if (!html.includes(chunk.file)) chunk.css?.forEach((file) => styles.add(file));
  };
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || visited.has(key)) return;
    visited.add(key);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.forEach(visitLater);
    if (html.includes(chunk.file)) return; // the page loads it already
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
  };
  for (const module of modules) visit(`${module}.tsx`);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

function readManifest(clientDir: string): Manifest {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {}; // a build without a manifest still works, one round trip slower
  }
}

/** Text for HTML and XML: the five special characters as numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a `<script>` element: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface HeadTags {
  title: string;
  description: string;
  canonicalUrl: string | undefined;
  imageUrl: string;
  ogType: string;
  locale: Locale;
}

/** Canonical link, Open Graph (KakaoTalk, Facebook) and Twitter card tags. */
function headTags(head: HeadTags): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('name', 'description', head.description),
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    meta('property', 'og:site_name', SERVICE_INFO.nameKo),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : '',
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:locale', head.locale.replace('-', '_')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ].join('');
}

/**
 * The server bundle of the client (`vite build --ssr`, beside the client build as `../ssr/`), when
 * the build made one.
 */
async function loadServerRenderer(clientDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** The page's language: the header switch's cookie, else the browser's preference. */
export function requestLocale(request: FastifyRequest): Locale {
  // Cookies are not parsed for an address the router could not even decode.
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : pickLocale(request.headers['accept-language']);
}

/**
 * Serves the built client: hashed assets with year-long caching (pre-compressed by the build),
 * and the HTML shell for every page route, with 301 for legacy and trailing-slash forms and
 * HTTP 404 for paths no route knows.
 */
export async function registerClientApp(
  app: FastifyInstance,
  options: ClientAppOptions,
): Promise<{
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}> {
  const indexPath = path.join(options.clientDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`The client is not built: ${indexPath} is missing. Run "npm run build".`);
  }
  const template = fs.readFileSync(indexPath, 'utf8');
  const renderPage = options.renderPage ?? (await loadServerRenderer(options.clientDir));
  const manifest = readManifest(options.clientDir);

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        isHashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const clientKeyOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies?.[CLIENT_KEY_COOKIE];
    if (existing) return existing;
    const issued = crypto.randomUUID();
    if (request.cookies) {
      reply.setCookie(CLIENT_KEY_COOKIE, issued, {
        path: '/',
        maxAge: COOKIE_MAX_AGE_SECONDS,
        sameSite: 'lax',
        secure: options.isSecureCookies,
      });
    }
    return issued;
  };

  /** The page's first view as HTML, or nothing (the browser renders it) if the render fails. */
  const renderFirstView = async (
    request: FastifyRequest,
    locale: Locale,
    initialData: InitialData[],
  ): Promise<string> => {
    if (!renderPage) return '';
    try {
      return await renderPage({ url: request.url, locale, initialData });
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return '';
    }
  };

  const renderShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    requested: RouteResolution,
  ) => {
    const locale = requestLocale(request);
    const t = (key: string) => translate(locale, key) ?? key;
    const clientKey = clientKeyOf(request, reply);
    const url = new URL(request.url, 'http://localhost');
    let resolution = requested;
    let content: PageContent | undefined;
    if (resolution.type === 'page' && options.loadPageContent) {
      const loaded = await options.loadPageContent(resolution, {
        locale,
        clientKey,
        isCrawler: CRAWLER.test(request.headers['user-agent'] ?? ''),
        search: url.search,
      });
      if (loaded === 'not_found') resolution = { type: 'not_found' };
      else content = loaded;
    }
    const pageHead = content?.head;
    const ownTitle = pageHead?.title ?? content?.title;
    const title = ownTitle
      ? titleWithAppName(t, ownTitle)
      : formatPageTitle(t, titleKeyOf(resolution));
    const description = pageHead?.description ?? t('common.description');
    const head = headTags({
      title,
      description,
      canonicalUrl: resolution.type === 'page' ? options.publicBaseUrl + url.pathname : undefined,
      imageUrl: pageHead?.imageUrl ?? `${options.publicBaseUrl}/og-image.png`,
      ogType: pageHead?.ogType ?? 'website',
      locale,
    });
    const jsonLd = pageHead
      ? `<script type="application/ld+json">${scriptJson(pageHead.jsonLd)}</script>`
      : '';
    const robots = content?.noindex ? '<meta name="robots" content="noindex">' : '';
    const initialData = content?.initialData ?? [];
    const dataScript = initialData.length
      ? `<script id="initial-data" type="application/json">${scriptJson(initialData)}</script>`
      : '';
    const rendered = await renderFirstView(request, locale, initialData);
    // The page's own screens (a tab with the account page around it) download with the HTML.
    const screenModules = resolution.type === 'page' ? screenModulesOf(resolution.route) : [];
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      // The page's own description comes with the head tags below.
      .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/, '')
      .replace(
        '<meta name="app-env" content="local"',
        `<meta name="app-env" content="${options.appEnv}"`,
      )
      .replace(
        '</head>',
        `${head}${robots}${jsonLd}${preloadTags(manifest, screenModules, template)}</head>`,
      )
      .replace(
        '<div id="root"></div>',
        rendered
          ? `<div id="root" data-url="${escapeHtml(request.url)}">${rendered}</div>${dataScript}`
          : `<div id="root"></div>${dataScript}`,
      );
    return reply
      .code(resolution.type === 'not_found' ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', 'GET, HEAD');
      return sendError(request, reply, new AppError('method_not_allowed'));
    }
    const url = new URL(request.url, 'http://localhost');
    const resolution = resolvePath(url.pathname, url.search);
    if (resolution.type === 'redirect') {
      return reply
        .code(301)
        .header('cache-control', 'public, max-age=3600')
        .redirect(resolution.location, 301);
    }
    return renderShell(request, reply, resolution);
  });

  return {
    sendNotFoundPage: (request, reply) => renderShell(request, reply, { type: 'not_found' }),
  };
}
