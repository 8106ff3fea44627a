import type { ComponentType } from 'react';
import { Navigate, type NonIndexRouteObject, type RouteObject, useLocation } from 'react-router';
import { PAGE_ROUTES, resolvePath, type PageRoute, type ScreenName } from '../shared/routes.js';
import { RequireSignIn } from './features/auth/require-sign-in.js';
import { MainLayout } from './layouts/main-layout.js';
import { RouteError } from './layouts/route-error.js';
import { loadScreen } from './lib/load-screen.js';
import { Error404 } from './pages/error-404/error-404-page.js';

type ScreenModule = Promise<{ default: ComponentType }>;

/** One code-split page component per screen name of spec §2. */
const SCREENS: Record<Exclude<ScreenName, 'Error404'>, () => ScreenModule> = {
  Home: () => import('./pages/home/home-page.js'),
  PolicyList: () => import('./pages/policy-list/policy-list-page.js'),
  EventList: () => import('./pages/event-list/event-list-page.js'),
  VideoList: () => import('./pages/video-list/video-list-page.js'),
  PolicyDetails: () => import('./pages/policy-details/policy-details-page.js'),
  EventDetails: () => import('./pages/event-details/event-details-page.js'),
  VideoDetails: () => import('./pages/video-details/video-details-page.js'),
  Survey: () => import('./pages/survey/survey-page.js'),
  SearchedList: () => import('./pages/searched-list/searched-list-page.js'),
  Requests: () => import('./pages/requests/requests-page.js'),
  TermsOfService: () => import('./pages/legal/terms-of-service-page.js'),
  PrivacyPolicy: () => import('./pages/legal/privacy-policy-page.js'),
  Registration: () => import('./pages/registration/registration-page.js'),
  SignUp: () => import('./pages/sign-up/sign-up-page.js'),
  Intro: () => import('./pages/intro/intro-page.js'),
  ProfileSetup: () => import('./pages/profile-setup/profile-setup-page.js'),
  Account: () => import('./pages/account/account-page.js'),
  Profile: () => import('./pages/account/profile-page.js'),
  Bookmark: () => import('./pages/account/bookmark-page.js'),
  MyComments: () => import('./pages/account/my-comments-page.js'),
  Collabo: () => import('./pages/collabo/collabo-page.js'),
  Oauth: () => import('./pages/oauth/oauth-page.js'),
};

function screenRoute(route: PageRoute, path: string): NonIndexRouteObject {
  return {
    path,
    handle: { route },
    errorElement: <RouteError />,
    lazy: async () => {
      const screen = await loadScreen(SCREENS[route.screen as keyof typeof SCREENS]);
      return { Component: screen.default };
    },
  };
}

/** Paths no route matched: a legacy form that redirects (spec §2), else the not-found page. */
function Fallback() {
  const location = useLocation();
  const resolution = resolvePath(location.pathname, location.search);
  if (resolution.type === 'redirect') return <Navigate to={resolution.location} replace />;
  return <Error404 />;
}

const accountChildren = PAGE_ROUTES.filter((r) => r.parent === 'Account');
const ACCOUNT_ROUTE: PageRoute = {
  screen: 'Account',
  pattern: '/account/',
  isGuarded: true,
  titleKey: 'pages.account.title',
};

function buildChildren(): RouteObject[] {
  const topLevel = PAGE_ROUTES.filter((r) => !r.parent);
  const open = topLevel.filter((r) => !r.isGuarded).map((r) => screenRoute(r, r.pattern));
  const guarded = topLevel.filter((r) => r.isGuarded).map((r) => screenRoute(r, r.pattern));
  const account: NonIndexRouteObject = {
    ...screenRoute(ACCOUNT_ROUTE, ACCOUNT_ROUTE.pattern),
    children: [
      { index: true, element: <Navigate to="/account/profile/" replace /> },
      ...accountChildren.map((r) => screenRoute(r, r.pattern.replace('/account/', ''))),
    ],
  };
  return [
    ...open,
    { element: <RequireSignIn />, children: [...guarded, account] },
    { path: '*', element: <Fallback /> },
  ];
}

export const ROUTES: RouteObject[] = [
  { element: <MainLayout />, errorElement: <RouteError />, children: buildChildren() },
];
