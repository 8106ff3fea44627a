import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { API_BODY_LIMIT_BYTES } from '../shared/constants.js';
import { addDays } from '../shared/korea-date.js';
import { commentRead } from '../shared/contract/comment.js';
import { bannerRead } from '../shared/contract/banner.js';
import { routeKey } from '../shared/contract/define.js';
import { pickLocale, type Locale } from '../shared/locale.js';
import { VISITOR } from './authorization/index.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { AppError } from './http/app-error.js';
import { type Authenticate, CallRegistry, registerApi } from './http/api.js';
import { pageContentOf, registerClientApp, type RenderPage } from './http/client-app.js';
import { registerErrorHandling, sendError } from './http/error-handling.js';
import { registerHealth, type Lifecycle, type ReadinessCheck } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { registerSecurityHeaders } from './http/security.js';
import { cataloguePages } from './modules/catalogue/catalogue.pages.js';
import { addViews } from './modules/catalogue/catalogue.repository.js';
import { registerCatalogueCalls } from './modules/catalogue/catalogue.routes.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { ITEMS_MAX } from './modules/catalogue/item-store.js';
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
import { registerCommentCalls } from './modules/comment/comment.routes.js';
import { CommentService } from './modules/comment/comment.service.js';
import type { ModeratedContent } from './modules/moderation/moderated-content.js';
import { registerModerationCalls } from './modules/moderation/moderation.routes.js';
import { ModerationService } from './modules/moderation/moderation.service.js';
import { registerMatchCalls } from './modules/match/match.routes.js';
import { MatchService } from './modules/match/match.service.js';
import { forgetAnswersOf } from './modules/survey/survey.repository.js';
import { registerSurveyCalls } from './modules/survey/survey.routes.js';
import { SurveyService } from './modules/survey/survey.service.js';
import { registerRatingCalls } from './modules/rating/rating.routes.js';
import { JobQueue, type Clock } from './jobs/job-queue.js';
import { nextWholeHour } from './jobs/korea-schedule.js';
import { Outbox } from './jobs/outbox.js';
import { DigestService, registerDigestJobs } from './modules/digest/digest.service.js';
import { forgetReminderSetting } from './modules/reminder/reminder.repository.js';
import { registerReminderCalls } from './modules/reminder/reminder.routes.js';
import {
  registerReminderJobs,
  REMINDER_STOP_PATH,
  ReminderService,
} from './modules/reminder/reminder.service.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { registerNewsletterCalls } from './modules/newsletter/newsletter.routes.js';
import { UNSUBSCRIBE_PATH } from './modules/newsletter/unsubscribe-link.js';
import { registerOneClick } from './mail/one-click.js';
import { StibeeClient } from './modules/newsletter/stibee.js';
import { registerBannerCalls } from './modules/banner/banner.routes.js';
import { BannerService } from './modules/banner/banner.service.js';
import { partnerPages } from './modules/partner/partner.pages.js';
import { registerPartnerCalls } from './modules/partner/partner.routes.js';
import { PartnerService } from './modules/partner/partner.service.js';
import { registerRequestCalls } from './modules/request/request.routes.js';
import { RequestService } from './modules/request/request.service.js';
import { registerReportCalls } from './modules/report/report.routes.js';
import { ReportService } from './modules/report/report.service.js';
import { RatingService } from './modules/rating/rating.service.js';
import { forgetNotificationsOf } from './modules/notification/notification.repository.js';
import { registerNotificationCalls } from './modules/notification/notification.routes.js';
import { NotificationService } from './modules/notification/notification.service.js';
import { AccessTokens } from './modules/user/access-tokens.js';
import { deriveKey, resolveAuthSecret } from './modules/user/auth-secret.js';
import { SessionService } from './modules/user/sessions.js';
import { registerUserCalls } from './modules/user/user.routes.js';
import { AccountService } from './modules/user/user.service.js';
import { createRateLimiter, type RateLimiter } from './shared-state/rate-limiter.js';
import {
  type CacheInvalidation,
  memoryCacheInvalidation,
  redisCacheInvalidation,
} from './shared-state/cache-invalidation.js';
import { CatalogueWriter } from './modules/catalogue/catalogue-writer.js';
import { WARM_UP_WAIT_MS, WarmUp } from './lib/warm-up.js';
import { everyDayInKorea } from './jobs/every-day-in-korea.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language for messages (Accept-Language: en-* gives en-US, else ko-KR). */
    locale: Locale;
  }
  interface FastifyInstance {
    /** The one way catalogue items change (decision 013); every instance's caches follow. */
    catalogueWriter: CatalogueWriter;
    /** Deliveries to services outside ours, tried until delivered (jobs/outbox.ts). */
    outbox: Outbox;
    /** Outgoing mail over SMTP_URL (mail/mailer.ts); callers retry through the outbox or a job. */
    mailer: Mailer;
    /** Scheduled work, once across every instance (jobs/job-queue.ts, decision 025). */
    jobs: JobQueue;
    /** The weekly newsletter's digest (preview, plan, send). */
    digest: DigestService;
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
  /** The rate limits' counters; by default Redis (when given) with the in-process fallback. */
  rateLimiter?: RateLimiter;
  /** Told when the process begins to stop, so /readyz fails first (main.ts). */
  lifecycle?: Lifecycle;
  /** The job queue's clock (tests move it to a Monday); the real one by default. */
  clock?: Clock;
  /**
   * Whether the outbox and the job queue look for due work on their own, every second (true by
   * default). Tests drive them (`runDue`, `runUntilIdle`): on CI's shared PostgreSQL one test
   * file's instance would otherwise claim another file's deliveries and jobs.
   */
  runsQueues?: boolean;
  /**
   * Whether the catalogue holds every item's card and detail in memory (by default, on both
   * databases, decision 023): then no page and no detail reads the database.
   */
  holdsEveryItem?: boolean;
}

/**
 * The overload guard measures the event loop this often: a start-up's long block reads as
 * overload only until the next sample, which the warm-up waits for before ready (lib/warm-up.ts).
 * Not shorter: a window in which the loop never turned (a block as long as the window) reads as
 * an infinite delay, so a shorter window would shed load after blocks shorter than the limit.
 */
const PRESSURE_SAMPLE_MS = 1_000;

/** Counted views are written in one batch this often. */
const VIEW_FLUSH_INTERVAL_MS = 1_000;
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
    // A hop count as proxy-addr's trust function: the socket's peer is hop 0, each trusted proxy
    // one more; the first untrusted address from the right is the client.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    return503OnClosing: true,
    // The warm-up runs in an onReady hook and waits up to WARM_UP_WAIT_MS before the server
    // listens anyway; Fastify's default of 10 s would abort the start on a slow machine first.
    pluginTimeout: WARM_UP_WAIT_MS + 5_000,
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
  registerSecurityHeaders(app, { isHttpsOnly: config.publicBaseUrl.startsWith('https://') });
  await app.register(compress, {
    encodings: ['gzip', 'deflate'],
    threshold: 1024,
    // Answers up to 64 KB (a list page is about 13 KB) compress in one call; above the plugin's
    // default (8 KB on two cores) each answer got its own zlib stream, doubling a list's CPU cost.
    syncThreshold: 64 * 1024,
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    sampleInterval: PRESSURE_SAMPLE_MS,
    exposeStatusRoute: false,
    // Refused through the error handler: a reply sent here would not stop the request, and with
    // async onSend hooks the route would still run (a GET answered twice, a write made anyway).
    // The built files are let through: sending one from disk costs next to nothing, and a page
    // whose script chunk is refused shows its screen error to a reader who only moved on.
    pressureHandler: (request) =>
      request.url.startsWith('/assets/')
        ? undefined
        : Promise.reject(new AppError('service_unavailable', { headers: { 'retry-after': '5' } })),
  });

  const checks: ReadinessCheck[] = [{ name: 'database', check: () => database.ping() }];
  // Without Redis every feature still works (limits count in the process, caches are told in
  // it): /readyz says so but stays ready, or a balancer would drop every instance at once.
  if (redis) {
    checks.push({
      name: 'redis',
      check: async () => void (await redis.ping()),
      whenDown: 'degraded',
    });
  }
  const views = new ViewCounter({
    seen: redis ? redisViewSeenStore(redis) : memoryViewSeenStore(),
    persist: (increments) => addViews(database.db, increments),
    flushIntervalMs: VIEW_FLUSH_INTERVAL_MS,
    onError: (error) => app.log.warn({ err: error }, 'view counting failed'),
  });
  // Counted views reach the database before it closes (main.ts closes it after the app).
  app.addHook('onClose', () => views.close());
  const catalogue = new CatalogueService({
    db: database.db,
    views,
    holdsEveryItem: deps.holdsEveryItem ?? true,
    // PGlite has one server, this one: every view is counted here.
    readsViewsOfOthers: database.kind !== 'pglite',
  });

  const rateLimiter = deps.rateLimiter ?? createRateLimiter(redis, app.log);
  const registry = new CallRegistry();
  const metrics = registerMetrics(app, {
    calls: registry,
    poolStats: () => database.poolStats(),
    token: config.metricsToken,
  });
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
  registerUserCalls(registry, accounts, sessions);
  registerNotificationCalls(registry, notifications);
  accounts.addEraser(forgetNotificationsOf);

  // Bookmarks (issue 12): a signed-in user's saved items, shown as the catalogue's list cards.
  registerBookmarkCalls(registry, new BookmarkService(database.db, catalogue));
  accounts.addEraser(forgetBookmarksOf);
  // The recommendation survey (issue 13): a user's own answers, erased with the account.
  const survey = new SurveyService({
    db: database.db,
    surveyId: config.surveyId,
    profiles: accounts,
  });
  registerSurveyCalls(registry, survey);
  accounts.addEraser(forgetAnswersOf);
  // match/common: every policy judged for the caller's latest answer, else their profile. The
  // policies' eligibility is held in memory and follows every catalogue change, as lists do.
  const match = new MatchService({ db: database.db, catalogue, survey });
  registerMatchCalls(registry, match);
  cacheInvalidation.subscribe(() => match.invalidate());

  // Banners (issue 14): operators' popups and list strips, read by every page that shows one.
  const banners = new BannerService(database.db);
  registerBannerCalls(registry, banners);

  // What home and the list pages open with (their strip banners too), and the match index, are in
  // memory before the server listens and says it is ready: the first readers never wait for them
  // (decision 023).
  const warmUp = new WarmUp(
    async () => {
      await catalogue.warmUp();
      const started = performance.now();
      const held = await catalogue.loadItems();
      if (held) {
        const ms = Math.round(performance.now() - started);
        if (held.isHeld) app.log.info({ ...held, ms }, 'every catalogue item held in memory');
        else app.log.warn({ ...held, limit: ITEMS_MAX }, 'catalogue too large to hold in memory');
      }
      await banners.warmUp();
      await match.warmUp();
      await search.warmUp();
    },
    app.log,
    {
      isCalm: () => !app.isUnderPressure(),
      // With the guard off (MAX_EVENT_LOOP_DELAY_MS=0) there is no sample to wait for.
      sampledWithinMs: config.maxEventLoopDelayMs > 0 ? PRESSURE_SAMPLE_MS + 20 : 0,
    },
  );
  app.addHook('onReady', () => warmUp.start());
  app.addHook('onClose', async () => warmUp.stop());
  // At midnight in Korea every list's key turns to the new day (labels, what is closed): the
  // lists the day opens with are computed a minute before, so its first readers wait for none.
  const dayTurn = everyDayInKorea({
    hour: 23,
    minute: 59,
    run: (day) => catalogue.warmUp(addDays(day, 1)),
    onError: (error) => app.log.warn({ err: error }, 'preparing the next day failed'),
  });
  app.addHook('onClose', async () => dayTurn.stop());
  registerHealth(app, [...checks, warmUp.readiness], deps.lifecycle);

  // One-line reviews (issue 12): a withdrawn author's stay, shown as 탈퇴한 회원 (no eraser).
  registerRatingCalls(registry, new RatingService(database.db));

  // Comments (issue 12): threads under every item, replies, likes and pins. A withdrawn
  // author's comments stay (탈퇴한 회원); their likes go, and the counters with them.
  const comments = new CommentService({ db: database.db, rateLimiter });
  registerCommentCalls(registry, comments);
  accounts.addEraser((trx, userId) => comments.forgetUser(trx, userId));

  // Reports and moderation (issue 12): reports and objections are kept a year (privacy policy),
  // a withdrawn reporter's too. Hiding or showing a comment refreshes visitors' shared thread.
  const moderation = {
    db: database.db,
    onShownChange: ({ target, itemCid }: ModeratedContent) => {
      if (target.type === 'comment') comments.threadChanged([itemCid]);
    },
  };
  const reports = new ReportService(moderation);
  registerReportCalls(registry, reports);
  registerModerationCalls(registry, new ModerationService(moderation));

  // Deliveries to services outside ours (issue 14): tried every few seconds until delivered;
  // stopped before the database closes. The requests form's inquiries go this way.
  const outbox = new Outbox({
    db: database.db,
    log: app.log,
    onAttempt: (kind, outcome) => metrics.outboxAttempts.inc({ kind, outcome }),
  });
  app.decorate('outbox', outbox);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);
  const runsQueues = deps.runsQueues ?? true;
  if (runsQueues) app.addHook('onReady', async () => outbox.start());

  // Scheduled work (issue 14, decision 025): each run once across every instance, even across
  // restarts. Pruning used to run hourly on every instance; now one instance prunes each hour.
  const jobs = new JobQueue({ db: database.db, log: app.log, clock: deps.clock });
  app.decorate('jobs', jobs);
  jobs.every('sessions.prune', nextWholeHour, async () => void (await sessions.prune()));
  jobs.every('reports.prune', nextWholeHour, async () => void (await reports.prune()));
  const mailSettings = { mailer, publicBaseUrl: config.publicBaseUrl, mailFrom: config.mailFrom };
  // The weekly digest: Monday 09:00 in Korea, once per subscriber and week.
  const digest = new DigestService({ db: database.db, match, ...mailSettings });
  app.decorate('digest', digest);
  registerDigestJobs(jobs, digest);
  // Deadline reminders: D-7 and D-1 of members' bookmarks, for those who turned them on.
  const reminders = new ReminderService({ db: database.db, ...mailSettings });
  registerReminderCalls(registry, reminders);
  registerOneClick(app, REMINDER_STOP_PATH, (token) => reminders.stop(token));
  registerReminderJobs(jobs, reminders);
  accounts.addEraser(forgetReminderSetting);
  if (runsQueues) app.addHook('onReady', async () => jobs.start());
  // The passes under way (mails among them) finish before the mailer and then the database
  // close; one hook, since Fastify runs onClose hooks last-added first.
  app.addHook('onClose', async () => {
    await Promise.all([jobs.stop(), outbox.stop()]);
    mailer.close();
  });
  registerRequestCalls(
    registry,
    new RequestService({ db: database.db, outbox, webhookUrl: config.requestsWebhookUrl }),
  );
  // The newsletter's subscriptions (decision 024): double opt-in by mail, one-click unsubscribe,
  // the consent ledger, and Stibee's list kept in step when configured. Erased with the account.
  const newsletter = new NewsletterService({
    db: database.db,
    outbox,
    mailer,
    rateLimiter,
    publicBaseUrl: config.publicBaseUrl,
    stibee: config.stibee ? new StibeeClient(config.stibee) : undefined,
    log: app.log,
  });
  registerNewsletterCalls(registry, newsletter);
  registerOneClick(app, UNSUBSCRIBE_PATH, (token) =>
    newsletter.unsubscribe(VISITOR, token, 'unsubscribe_link'),
  );
  accounts.addEraser((trx, userId) => newsletter.forgetUser(trx, userId));

  // Partner pages (issue 14): made on the command line (`npm run partner`), read by anyone.
  const partners = new PartnerService(database.db, catalogue);
  registerPartnerCalls(registry, partners);

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
        cataloguePages(catalogue, config.publicBaseUrl, {
          // A list's HTML holds its strip banner, so it never arrives under the reader's eyes.
          list: [
            async ({ locale }) => {
              const input = { placement: 'list_strip', locale } as const;
              return [{ route: routeKey(bannerRead), input, data: await banners.read(input) }];
            },
          ],
          // A detail's HTML holds its comment thread's first page (issue 12).
          detail: [
            async (cid, { locale }) => [
              {
                route: routeKey(commentRead),
                input: { cid },
                data: await comments.read(VISITOR, { cid }, locale),
              },
            ],
          ],
        }),
        searchPages(search),
        partnerPages(partners, config.publicBaseUrl),
        socialSignInPages(socialSignIn),
      ),
      renderPage: deps.renderPage,
    }),
  );
  return app;
}
