import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PAGE_ROUTES, type PageRoute, type ScreenName } from '../shared/routes.js';
import { RequireSignIn } from './features/auth/require-sign-in.js';
import { MainLayout } from './layouts/main-layout.js';
import { ScreenErrorBoundary } from './layouts/screen-error-boundary.js';
import { loadScreen } from './lib/load-screen.js';
import { Error404 } from './pages/error-404/error-404-page.js';

type ScreenModule = Promise<{ default: ComponentType }>;
type LoadableScreen = Exclude<ScreenName, 'Error404'>;

/** One code-split page component per screen name of spec §2. */
const SCREEN_LOADERS: Record<LoadableScreen, () => ScreenModule> = {
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

/** Each screen's component; its code loads on first render and fails after 120 s (spec §9). */
const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([name, load]) => [name, lazy(() => loadScreen(load))]),
) as Record<LoadableScreen, LazyExoticComponent<ComponentType>>;

/** A screen inside its error boundary; while its code loads, the layout stays and the area is empty. */
function Screen({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  const location = useLocation();
  return (
    <ScreenErrorBoundary resetKey={location.key}>
      {/* The placeholder fills the screen so the footer never shows and then jumps down. */}
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100vh' }} />}>
        <Component />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function routeElement(route: PageRoute) {
  return (
    <Route
      key={route.pattern}
      path={route.pattern}
      element={<Screen component={SCREENS[route.screen as LoadableScreen]} />}
    />
  );
}

const topLevel = PAGE_ROUTES.filter((r) => !r.parent);
const accountTabs = PAGE_ROUTES.filter((r) => r.parent === 'Account');

/** The route tree of spec §2 built from the shared table the server also answers from. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        {topLevel.filter((r) => !r.isGuarded).map(routeElement)}
        <Route element={<RequireSignIn />}>
          {topLevel.filter((r) => r.isGuarded).map(routeElement)}
          <Route path="/account/" element={<Screen component={SCREENS.Account} />}>
            <Route index element={<Navigate to="/account/profile/" replace />} />
            {accountTabs.map(routeElement)}
          </Route>
        </Route>
        <Route path="*" element={<Error404 />} />
      </Route>
    </Routes>
  );
}
