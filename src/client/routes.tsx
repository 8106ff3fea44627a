import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, OutletProvider, RouteParams, useLocation } from './lib/router.js';
import { resolvePath, type PageRoute, type ScreenName } from '../shared/routes.js';
import { RequireSignIn } from './features/auth/require-sign-in.js';
import { MainLayout } from './layouts/main-layout.js';
import { ScreenErrorBoundary } from './layouts/screen-error-boundary.js';
import { loadCopyArea, type CopyArea } from './i18n/index.js';
import { loadScreen } from './lib/load-screen.js';
import { Error404 } from './pages/error-404/error-404-page.js';

/** A screen's module: its component and the areas of copy it needs (i18n `CopyArea`). */
type ScreenModule = Promise<{ default: ComponentType; copyAreas?: readonly CopyArea[] }>;
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

/** A screen's code and its copy; the component once both are here. */
async function loadScreenWithCopy(name: LoadableScreen) {
  const module = await SCREEN_LOADERS[name]();
  await Promise.all((module.copyAreas ?? []).map(loadCopyArea));
  return module;
}

/** Each screen's component; its code loads on first render and fails after 120 s (spec §9). */
const SCREENS = Object.fromEntries(
  Object.keys(SCREEN_LOADERS).map((name) => [
    name,
    lazy(() => loadScreen(() => loadScreenWithCopy(name as LoadableScreen))),
  ]),
) as Record<LoadableScreen, LazyExoticComponent<ComponentType>>;

/** Screens whose code is already here: rendered at once, without suspending (the server's case). */
const LOADED_SCREENS = new Map<LoadableScreen, ComponentType>();

async function preloadScreen(name: LoadableScreen): Promise<void> {
  LOADED_SCREENS.set(name, (await loadScreenWithCopy(name)).default);
}

/**
 * Loads every screen's code up front. The server does this once, so a render never waits on a
 * screen and the HTML always holds the whole page; the browser loads screens as they are visited.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all(
    Object.keys(SCREEN_LOADERS).map((name) => preloadScreen(name as LoadableScreen)),
  );
}

/**
 * Loads the screens of the page at `path` (a tab with its parent), so the browser hydrates the
 * server's markup in one pass instead of leaving a screen waiting for its code.
 */
export async function preloadScreensOf(path: string, search: string): Promise<void> {
  const resolution = resolvePath(path, search);
  if (resolution.type !== 'page') return;
  const { screen, parent } = resolution.route;
  const names = [screen, ...(parent ? [parent] : [])].filter(
    (name): name is LoadableScreen => name in SCREEN_LOADERS,
  );
  await Promise.all(names.map(preloadScreen));
}

/** A screen inside its error boundary; while its code loads, the layout stays and the area is empty. */
function Screen({ name }: { name: LoadableScreen }) {
  const location = useLocation();
  const component = LOADED_SCREENS.get(name) ?? SCREENS[name];
  return (
    <ScreenErrorBoundary resetKey={location.key}>
      {/* The placeholder fills the screen so the footer never shows and then jumps down. */}
      <Suspense fallback={<div aria-busy="true" className="screen-placeholder" />}>
        {createElement(component)}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** A page route's screen: inside its parent (the account tabs) and behind the sign-in guard. */
function PageScreen({ route, params }: { route: PageRoute; params: Record<string, string> }) {
  let screen = <Screen name={route.screen as LoadableScreen} />;
  if (route.parent) {
    screen = (
      <OutletProvider element={screen}>
        <Screen name={route.parent as LoadableScreen} />
      </OutletProvider>
    );
  }
  if (route.isGuarded) screen = <RequireSignIn>{screen}</RequireSignIn>;
  return <RouteParams params={params}>{screen}</RouteParams>;
}

/**
 * The pages of spec §2, decided by the shared route table the server also answers from: the same
 * redirects and the same not-found page, before and after any script runs.
 */
export function AppRoutes() {
  const location = useLocation();
  const resolution = resolvePath(location.pathname, location.search);
  if (resolution.type === 'redirect') return <Navigate to={resolution.location} replace />;
  return (
    <MainLayout resolution={resolution}>
      {resolution.type === 'page' ? (
        <PageScreen
          key={resolution.route.pattern}
          route={resolution.route}
          params={resolution.params}
        />
      ) : (
        <Error404 />
      )}
    </MainLayout>
  );
}
