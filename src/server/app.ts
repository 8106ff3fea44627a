import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { API_BODY_LIMIT_BYTES } from '../shared/constants.js';
import { pickLocale, type Locale } from '../shared/locale.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { AppError } from './http/app-error.js';
import { type Authenticate, CallRegistry, registerApi } from './http/api.js';
import { pageContentOf, registerClientApp, type RenderPage } from './http/client-app.js';
import { registerErrorHandling, sendError } from './http/error-handling.js';
import { registerHealth, type ReadinessCheck } from './http/health.js';
import { registerSecurityHeaders } from './http/security.js';
import { cataloguePages } from './modules/catalogue/catalogue.pages.js';
import { addViews } from './modules/catalogue/catalogue.repository.js';
import { registerCatalogueCalls } from './modules/catalogue/catalogue.routes.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { searchPages } from './modules/search/search.pages.js';
import { registerSearchCalls } from './modules/search/search.routes.js';
import { SearchService } from './modules/search/search.service.js';
import {
  memoryViewSeenStore,
  redisViewSeenStore,
  ViewCounter,
} from './modules/catalogue/view-counter.js';
import { registerSeoRoutes } from './modules/seo/seo.routes.js';
import { SEALING_KEY_PURPOSE } from './modules/social-sign-in/sealed-token.js';
import { SocialProviders } from './modules/social-sign-in/social-providers.js';
import {
  forgetIdentitiesOf,
  providersOfUser,
} from './modules/social-sign-in/social-sign-in.repository.js';
import { socialSignInPages } from './modules/social-sign-in/social-sign-in.pages.js';
import { registerSocialSignInCalls } from './modules/social-sign-in/social-sign-in.routes.js';
import { SocialSignInService } from './modules/social-sign-in/social-sign-in.service.js';
import { registerClientLogCalls } from './modules/client-log/client-log.routes.js';
import { forgetBookmarksOf } from './modules/bookmark/bookmark.repository.js';
import { registerBookmarkCalls } from './modules/bookmark/bookmark.routes.js';
import { BookmarkService } from './modules/bookmark/bookmark.service.js';
import { forgetNotificationsOf } from './modules/notification/notification.repository.js';
import { registerNotificationCalls } from './modules/notification/notification.routes.js';
import { NotificationService } from './modules/notification/notification.service.js';
import { AccessTokens } from './modules/user/access-tokens.js';
import { deriveKey, resolveAuthSecret } from './modules/user/auth-secret.js';
import { SessionService } from './modules/user/sessions.js';
import { registerUserCalls } from './modules/user/user.routes.js';
import { AccountService } from './modules/user/user.service.js';
import { createRateLimiter } from './shared-state/rate-limiter.js';
import {
  type CacheInvalidation,
  memoryCacheInvalidation,
  redisCacheInvalidation,
} from './shared-state/cache-invalidation.js';
import { CatalogueWriter } from './modules/catalogue/catalogue-writer.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language for messages (Accept-Language: en-* gives en-US, else ko-KR). */
    locale: Locale;
  }
  interface FastifyInstance {
    /** The one way catalogue items change (decision 013); every instance's caches follow. */
    catalogueWriter: CatalogueWriter;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  /** Where the built client lives; tests pass a small fixture. */
  clientDir: string;
  /** Extra calls (tests register their probes here). */
  registerCalls?: (registry: CallRegistry) => void;
  authenticate?: Authenticate;
  /** The server render of first views; by default the one built beside the client, if any. */
  renderPage?: RenderPage;
  /** How catalogue changes reach every instance; by default through `redis` when given. */
  cacheInvalidation?: CacheInvalidation;
}

/** Counted views are written in one batch this often. */
const VIEW_FLUSH_INTERVAL_MS = 1_000;
/** Old spent refresh tokens and ended sessions are deleted this often. */
const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, redis } = deps;
  // Filled once the client app is registered; the router's error hook below needs it.
  const pages: Partial<Awaited<ReturnType<typeof registerClientApp>>> = {};
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, request, reply) => {
      request.locale ??= pickLocale(request.headers['accept-language']);
      // A page address that cannot be decoded is simply not a page: the 404 page, not JSON.
      const isPage = !request.url.startsWith('/api/') && ['GET', 'HEAD'].includes(request.method);
      if (isPage && pages.sendNotFoundPage) {
        void pages.sendNotFoundPage(request, reply);
        return;
      }
      return sendError(request, reply, new AppError('invalid_input'));
    },
  });

  // While shutting down, each drained answer closes its keep-alive connection behind it;
  // otherwise a client's idle connection would hold the process open until the grace period ends.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  app.decorateRequest('locale', 'ko-KR');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, { isHttpsOnly: config.publicBaseUrl.startsWith('https://') });
  await app.register(compress, {
    encodings: ['gzip', 'deflate'],
    threshold: 1024,
    // Answers up to 64 KB (a list page is about 13 KB) compress in one call; above the plugin's
    // default (8 KB on two cores) each answer got its own zlib stream, doubling a list's CPU cost.
    syncThreshold: 64 * 1024,
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    exposeStatusRoute: false,
    pressureHandler: (request, reply) => {
      const overloaded = new AppError('service_unavailable', {
        headers: { 'retry-after': '5' },
      });
      void sendError(request, reply, overloaded);
    },
  });

  const checks: ReadinessCheck[] = [{ name: 'database', check: () => database.ping() }];
  if (redis) checks.push({ name: 'redis', check: async () => void (await redis.ping()) });
  registerHealth(app, checks);

  const views = new ViewCounter({
    seen: redis ? redisViewSeenStore(redis) : memoryViewSeenStore(),
    persist: (increments) => addViews(database.db, increments),
    flushIntervalMs: VIEW_FLUSH_INTERVAL_MS,
    onError: (error) => app.log.warn({ err: error }, 'view counting failed'),
  });
  // Counted views reach the database before it closes (main closes it in a later onClose hook).
  app.addHook('onClose', () => views.close());
  const catalogue = new CatalogueService({ db: database.db, views });

  const rateLimiter = createRateLimiter(redis, app.log);
  const registry = new CallRegistry();
  registerClientLogCalls(registry);
  registerCatalogueCalls(registry, catalogue);
  const search = new SearchService({ db: database.db, catalogue });
  registerSearchCalls(registry, search);
  // A catalogue change, written by this instance, another one or a CLI, empties the cached
  // lists and searches here: the next read sees it (decision 013).
  const cacheInvalidation =
    deps.cacheInvalidation ??
    (redis ? redisCacheInvalidation({ redis, log: app.log }) : memoryCacheInvalidation(app.log));
  cacheInvalidation.subscribe(() => {
    catalogue.invalidate();
    search.invalidate();
  });
  app.addHook('onClose', () => cacheInvalidation.close());
  app.decorate(
    'catalogueWriter',
    new CatalogueWriter({ db: database.db, invalidation: cacheInvalidation }),
  );

  // Accounts (decision 009): sessions authenticate every call that may have a user.
  const notifications = new NotificationService(database.db);
  const accounts = new AccountService({
    db: database.db,
    rateLimiter,
    notifications,
  });
  const sessions = new SessionService({
    db: database.db,
    tokens: new AccessTokens(resolveAuthSecret(config), config.accessTokenTtlSeconds),
    accounts,
    isSecureCookies: config.isSecureCookies,
    publicBaseUrl: config.publicBaseUrl,
  });
  const pruning = setInterval(() => {
    sessions.prune().catch((error) => app.log.warn({ err: error }, 'session pruning failed'));
  }, SESSION_PRUNE_INTERVAL_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  registerUserCalls(registry, accounts, sessions);
  registerNotificationCalls(registry, notifications);
  accounts.addEraser(forgetNotificationsOf);

  // Bookmarks (issue 12): a signed-in user's saved items, shown as the catalogue's list cards.
  registerBookmarkCalls(registry, new BookmarkService(database.db, catalogue));
  accounts.addEraser(forgetBookmarksOf);

  // Social sign-in (decision 010): Kakao, Naver and Google, completed into the sessions above.
  const socialSignIn = new SocialSignInService({
    db: database.db,
    providers: new SocialProviders(config.socialProviders, `${config.publicBaseUrl}/oauth/`),
    sealingKey: deriveKey(resolveAuthSecret(config), SEALING_KEY_PURPOSE),
    isSecureCookies: config.isSecureCookies,
    sessions,
  });
  registerSocialSignInCalls(registry, socialSignIn);
  accounts.addSignInMethodSource(providersOfUser);
  accounts.addEraser(forgetIdentitiesOf);

  deps.registerCalls?.(registry);
  registerApi(app, {
    registry,
    rateLimiter,
    authenticate: deps.authenticate ?? sessions.authenticate,
    isOutputChecked: config.appEnv !== 'production',
  });

  registerSeoRoutes(app, {
    db: database.db,
    publicBaseUrl: config.publicBaseUrl,
    appEnv: config.appEnv,
  });

  Object.assign(
    pages,
    await registerClientApp(app, {
      clientDir: deps.clientDir,
      appEnv: config.appEnv,
      isSecureCookies: config.isSecureCookies,
      publicBaseUrl: config.publicBaseUrl,
      loadPageContent: pageContentOf(
        cataloguePages(catalogue, config.publicBaseUrl),
        searchPages(search),
        socialSignInPages(socialSignIn),
      ),
      renderPage: deps.renderPage,
    }),
  );
  return app;
}
