/**
 * The page route table of spec §2, shared by the client router and the server (which answers
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
  | 'Error404';

export interface PageRoute {
  screen: ScreenName;
  /** React Router pattern with a trailing slash, e.g. `/policy-details/:cid/`. */
  pattern: string;
  /** Sign-in required (spec §2): shows the sign-in dialog to visitors. */
  isGuarded?: boolean;
  hasFooter?: boolean;
  /** Child routes render inside the parent screen (the account tabs). */
  parent?: ScreenName;
  /** i18n key of the page title, used by the server's `<title>` and the client. */
  titleKey: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { screen: 'Home', pattern: '/', titleKey: 'pages.home.title' },
  { screen: 'PolicyList', pattern: '/policy-list/', titleKey: 'pages.policyList.title' },
  { screen: 'EventList', pattern: '/event-list/', titleKey: 'pages.eventList.title' },
  { screen: 'VideoList', pattern: '/video-list/', titleKey: 'pages.videoList.title' },
  {
    screen: 'PolicyDetails',
    pattern: '/policy-details/:cid/',
    titleKey: 'pages.policyDetails.title',
  },
  { screen: 'EventDetails', pattern: '/event-details/:cid/', titleKey: 'pages.eventDetails.title' },
  { screen: 'VideoDetails', pattern: '/video-details/:cid/', titleKey: 'pages.videoDetails.title' },
  { screen: 'Survey', pattern: '/survey/', isGuarded: true, titleKey: 'pages.survey.title' },
  { screen: 'SearchedList', pattern: '/search/', titleKey: 'pages.search.title' },
  { screen: 'Requests', pattern: '/requests/', titleKey: 'pages.requests.title' },
  {
    screen: 'TermsOfService',
    pattern: '/terms-of-service/',
    titleKey: 'pages.termsOfService.title',
  },
  { screen: 'PrivacyPolicy', pattern: '/privacy-policy/', titleKey: 'pages.privacyPolicy.title' },
  { screen: 'Registration', pattern: '/registration/', titleKey: 'pages.registration.title' },
  { screen: 'SignUp', pattern: '/signup/', titleKey: 'pages.signUp.title' },
  { screen: 'Intro', pattern: '/intro/', hasFooter: false, titleKey: 'pages.intro.title' },
  {
    screen: 'ProfileSetup',
    pattern: '/profile-setup/',
    isGuarded: true,
    titleKey: 'pages.profileSetup.title',
  },
  {
    screen: 'Profile',
    pattern: '/account/profile/',
    isGuarded: true,
    parent: 'Account',
    titleKey: 'pages.account.profile',
  },
  {
    screen: 'Bookmark',
    pattern: '/account/bookmark/',
    isGuarded: true,
    parent: 'Account',
    titleKey: 'pages.account.bookmark',
  },
  {
    screen: 'MyComments',
    pattern: '/account/my-comments/',
    isGuarded: true,
    parent: 'Account',
    titleKey: 'pages.account.myComments',
  },
  {
    screen: 'Collabo',
    pattern: '/collabo/:partner/',
    hasFooter: false,
    titleKey: 'pages.collabo.title',
  },
  { screen: 'Oauth', pattern: '/oauth/', titleKey: 'pages.oauth.title' },
];

export type ItemKind = 'policy' | 'event' | 'video';
export const ITEM_KINDS: readonly ItemKind[] = ['policy', 'event', 'video'];

/** Where each kind's list and details live. */
export const KIND_PATHS: Record<ItemKind, { list: string; details: string }> = {
  policy: { list: '/policy-list/', details: '/policy-details/' },
  event: { list: '/event-list/', details: '/event-details/' },
  video: { list: '/video-list/', details: '/video-details/' },
};

export function detailPath(kind: ItemKind, cid: string): string {
  return `${KIND_PATHS[kind].details}${encodeURIComponent(cid)}/`;
}

/** Fixed redirects of spec §2 (with or without the trailing slash). */
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
