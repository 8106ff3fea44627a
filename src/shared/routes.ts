/**
 * The page route table of product §2, shared by the client router and the server (which answers
 * unknown paths with HTTP 404 and legacy forms with redirects before any JavaScript runs).
 */

export type ScreenName =
  | 'Home'
  | 'PolicyList'
  | 'EventList'
  | 'VideoList'
  | 'PolicyDetails'
  | 'EventDetails'
  | 'VideoDetails'
  | 'Survey'
  | 'SurveyResult'
  | 'SearchedList'
  | 'Requests'
  | 'TermsOfService'
  | 'PrivacyPolicy'
  | 'Registration'
  | 'SignUp'
  | 'Intro'
  | 'ProfileSetup'
  | 'Account'
  | 'Profile'
  | 'Bookmark'
  | 'MyComments'
  | 'Collabo'
  | 'Oauth'
  | 'NewsletterConfirm'
  | 'NewsletterUnsubscribe'
  | 'RemindersStop'
  | 'Error404';

export type ItemKind = 'policy' | 'event' | 'video';
export const ITEM_KINDS: readonly ItemKind[] = ['policy', 'event', 'video'];

/**
 * A screen's source module, relative to src/client and without extension
 * (`pages/home/home-page`). The browser loads it lazily, the server preloads its chunk from Vite's
 * manifest; a test fails when the file is missing.
 */
export type ScreenModule = `pages/${string}`;

/** A screen that holds the screens of several routes (the account page and its tabs). */
export interface ParentScreen {
  screen: ScreenName;
  module: ScreenModule;
}

/** What a catalogue page shows: the server answers it with its items in the HTML. */
export type CatalogueView = { list: ItemKind; detail?: never } | { detail: ItemKind; list?: never };

export interface PageRoute {
  screen: ScreenName;
  /** React Router pattern with a trailing slash, e.g. `/policy-details/:cid/`. */
  pattern: string;
  module: ScreenModule;
  /** Sign-in required (product §2): shows the sign-in dialog to visitors. */
  isGuarded?: boolean;
  hasFooter?: boolean;
  /** The route's screen renders inside this one (the account tabs). */
  parent?: ParentScreen;
  /** A catalogue list or detail page of one kind. */
  shows?: CatalogueView;
  /** i18n key of the page title, used by the server's `<title>` and the client. */
  titleKey: string;
}

const ACCOUNT: ParentScreen = { screen: 'Account', module: 'pages/account/account-page' };

/**
 * Every page, once: its address, its screen's module and what it shows. The client's lazy screens,
 * the server's preloading and its catalogue content all derive from this table (decision 015).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { screen: 'Home', pattern: '/', module: 'pages/home/home-page', titleKey: 'pages.home.title' },
  {
    screen: 'PolicyList',
    pattern: '/policy-list/',
    module: 'pages/policy-list/policy-list-page',
    shows: { list: 'policy' },
    titleKey: 'pages.policyList.title',
  },
  {
    screen: 'EventList',
    pattern: '/event-list/',
    module: 'pages/event-list/event-list-page',
    shows: { list: 'event' },
    titleKey: 'pages.eventList.title',
  },
  {
    screen: 'VideoList',
    pattern: '/video-list/',
    module: 'pages/video-list/video-list-page',
    shows: { list: 'video' },
    titleKey: 'pages.videoList.title',
  },
  {
    screen: 'PolicyDetails',
    pattern: '/policy-details/:cid/',
    module: 'pages/policy-details/policy-details-page',
    shows: { detail: 'policy' },
    titleKey: 'pages.policyDetails.title',
  },
  {
    screen: 'EventDetails',
    pattern: '/event-details/:cid/',
    module: 'pages/event-details/event-details-page',
    shows: { detail: 'event' },
    titleKey: 'pages.eventDetails.title',
  },
  {
    screen: 'VideoDetails',
    pattern: '/video-details/:cid/',
    module: 'pages/video-details/video-details-page',
    shows: { detail: 'video' },
    titleKey: 'pages.videoDetails.title',
  },
  {
    screen: 'Survey',
    pattern: '/survey/',
    module: 'pages/survey/survey-page',
    isGuarded: true,
    titleKey: 'pages.survey.title',
  },
  {
    screen: 'SurveyResult',
    pattern: '/survey/result/',
    module: 'pages/survey-result/survey-result-page',
    isGuarded: true,
    titleKey: 'pages.surveyResult.title',
  },
  {
    screen: 'SearchedList',
    pattern: '/search/',
    module: 'pages/searched-list/searched-list-page',
    titleKey: 'pages.search.title',
  },
  {
    screen: 'Requests',
    pattern: '/requests/',
    module: 'pages/requests/requests-page',
    titleKey: 'pages.requests.title',
  },
  {
    screen: 'TermsOfService',
    pattern: '/terms-of-service/',
    module: 'pages/legal/terms-of-service-page',
    titleKey: 'pages.termsOfService.title',
  },
  {
    screen: 'PrivacyPolicy',
    pattern: '/privacy-policy/',
    module: 'pages/legal/privacy-policy-page',
    titleKey: 'pages.privacyPolicy.title',
  },
  {
    screen: 'Registration',
    pattern: '/registration/',
    module: 'pages/registration/registration-page',
    titleKey: 'pages.registration.title',
  },
  {
    screen: 'SignUp',
    pattern: '/signup/',
    module: 'pages/sign-up/sign-up-page',
    titleKey: 'pages.signUp.title',
  },
  {
    screen: 'Intro',
    pattern: '/intro/',
    module: 'pages/intro/intro-page',
    hasFooter: false,
    titleKey: 'pages.intro.title',
  },
  {
    screen: 'ProfileSetup',
    pattern: '/profile-setup/',
    module: 'pages/profile-setup/profile-setup-page',
    isGuarded: true,
    titleKey: 'pages.profileSetup.title',
  },
  {
    screen: 'Profile',
    pattern: '/account/profile/',
    module: 'pages/account/profile-page',
    isGuarded: true,
    parent: ACCOUNT,
    titleKey: 'pages.account.profile',
  },
  {
    screen: 'Bookmark',
    pattern: '/account/bookmark/',
    module: 'pages/account/bookmark-page',
    isGuarded: true,
    parent: ACCOUNT,
    titleKey: 'pages.account.bookmark',
  },
  {
    screen: 'MyComments',
    pattern: '/account/my-comments/',
    module: 'pages/account/my-comments-page',
    isGuarded: true,
    parent: ACCOUNT,
    titleKey: 'pages.account.myComments',
  },
  {
    screen: 'Collabo',
    pattern: '/collabo/:partner/',
    module: 'pages/collabo/collabo-page',
    hasFooter: false,
    titleKey: 'pages.collabo.title',
  },
  {
    screen: 'Oauth',
    pattern: '/oauth/',
    module: 'pages/oauth/oauth-page',
    titleKey: 'pages.oauth.title',
  },
  // The newsletter's links (issue 14, decision 024): the confirmation mail's and every mail's
  // unsubscribe link (whose URL also takes the RFC 8058 one-click POST on the server).
  {
    screen: 'NewsletterConfirm',
    pattern: '/newsletter/confirm/',
    module: 'pages/newsletter/confirm-page',
    titleKey: 'pages.newsletterConfirm.title',
  },
  {
    screen: 'NewsletterUnsubscribe',
    pattern: '/newsletter/unsubscribe/',
    module: 'pages/newsletter/unsubscribe-page',
    titleKey: 'pages.newsletterUnsubscribe.title',
  },
  // Every deadline reminder's stop link (issue 14), like the newsletter's unsubscribe link.
  {
    screen: 'RemindersStop',
    pattern: '/reminders/stop/',
    module: 'pages/reminders/stop-page',
    titleKey: 'pages.remindersStop.title',
  },
];

/** The modules of the screens a page shows, outermost first (the account page, then its tab). */
export function screenModulesOf(route: PageRoute): ScreenModule[] {
  return route.parent ? [route.parent.module, route.module] : [route.module];
}

/** The pattern of the page that shows one kind's list or details. */
function catalogueRoutePattern(view: 'list' | 'detail', kind: ItemKind): string {
  // Each kind has both (src/shared/routes.test.ts).
  return PAGE_ROUTES.find(({ shows }) => shows?.[view] === kind)!.pattern;
}

/** Where each kind's list and details live (`details` without the `:cid/` part), from the table. */
export const KIND_PATHS = Object.fromEntries(
  ITEM_KINDS.map((kind) => [
    kind,
    {
      list: catalogueRoutePattern('list', kind),
      details: catalogueRoutePattern('detail', kind).replace(/:cid\/$/, ''),
    },
  ]),
) as Record<ItemKind, { list: string; details: string }>;

export function detailPath(kind: ItemKind, cid: string): string {
  return `${KIND_PATHS[kind].details}${encodeURIComponent(cid)}/`;
}

/** Fixed redirects of product §2 (with or without the trailing slash). */
const FIXED_REDIRECTS: Record<string, string> = {
  '/account': '/account/profile/',
  '/collabo': '/',
};

/** The i18n key of the title a path shows; undefined for home, which shows the tagline instead. */
export function titleKeyOf(resolution: RouteResolution): string | undefined {
  if (resolution.type !== 'page') return 'pages.notFound.title';
  return resolution.route.screen === 'Home' ? undefined : resolution.route.titleKey;
}

export type RouteResolution =
  | { type: 'page'; route: PageRoute; params: Record<string, string> }
  | { type: 'redirect'; location: string }
  | { type: 'not_found' };

const COMPILED = PAGE_ROUTES.map((route) => ({ route, ...compilePattern(route.pattern) }));

function compilePattern(pattern: string) {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
}

function matchPage(pathname: string) {
  for (const { route, regex, names } of COMPILED) {
    const match = regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    let isDecodable = true;
    names.forEach((name, index) => {
      try {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        isDecodable = false;
      }
    });
    if (isDecodable) return { route, params };
  }
  return undefined;
}

function withQuery(pathname: string, query: URLSearchParams): string {
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Decides what a path shows: a page, a redirect (legacy detail forms, missing trailing slash, bare
 * account and collabo paths) or the not-found page. `search` is the query string with or without `?`.
 */
export function resolvePath(pathname: string, search = ''): RouteResolution {
  const query = new URLSearchParams(search);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  const fixed = FIXED_REDIRECTS[trimmed];
  if (fixed) return { type: 'redirect', location: withQuery(fixed, query) };

  for (const kind of ITEM_KINDS) {
    const { list, details } = KIND_PATHS[kind];
    if (trimmed !== details.slice(0, -1)) continue;
    const cid = query.get('cid')?.trim();
    query.delete('cid');
    const location = cid ? detailPath(kind, cid) : list;
    return { type: 'redirect', location: withQuery(location, query) };
  }

  const page = matchPage(pathname);
  if (page) return { type: 'page', ...page };

  if (!pathname.endsWith('/') && matchPage(`${pathname}/`)) {
    return { type: 'redirect', location: withQuery(`${pathname}/`, query) };
  }
  return { type: 'not_found' };
}
