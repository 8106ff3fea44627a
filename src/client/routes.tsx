import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, OutletProvider, RouteParams, useLocation } from './lib/router.js';
import {
  PAGE_ROUTES,
  resolvePath,
  screenModulesOf,
  type PageRoute,
  type ScreenModule,
} from '../shared/routes.js';
import { RequireSignIn } from './features/auth/require-sign-in.js';
import { MainLayout } from './layouts/main-layout.js';
import { ScreenErrorBoundary } from './layouts/screen-error-boundary.js';
import { loadCopyArea } from './i18n/index.js';
import { loadScreen } from './lib/load-screen.js';
import { screenFileOf } from './screen-files.js';
import { Error404 } from './pages/error-404/error-404-page.js';

/** The modules of every screen the table names: each route's, and the account page around tabs. */
const SCREEN_MODULES = [...new Set(PAGE_ROUTES.flatMap(screenModulesOf))];

/** A screen's code and its copy; the component once both are here. */
async function loadScreenWithCopy(module: ScreenModule) {
  // Every module the table names is a screen file (src/client/page-table.test.ts).
  const code = await screenFileOf(module)!();
  await Promise.all((code.copyAreas ?? []).map(loadCopyArea));
  return code;
}

/** Each screen's component; its code loads on first render and fails after 120 s (product §9). */
const SCREENS = new Map<ScreenModule, LazyExoticComponent<ComponentType>>(
  SCREEN_MODULES.map((module) => [
    module,
    lazy(() => loadScreen(() => loadScreenWithCopy(module))),
  ]),
);

/** Screens whose code is already here: rendered at once, without suspending (the server's case). */
const LOADED_SCREENS = new Map<ScreenModule, ComponentType>();

async function preloadScreen(module: ScreenModule): Promise<void> {
  LOADED_SCREENS.set(module, (await loadScreenWithCopy(module)).default);
}

/**
 * Loads every screen's code up front. The server does this once, so a render never waits on a
 * screen and the HTML always holds the whole page; the browser loads screens as they are visited.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all(SCREEN_MODULES.map(preloadScreen));
}

/**
 * Loads the screens of the page at `path` (a tab with its parent), so the browser hydrates the
 * server's markup in one pass instead of leaving a screen waiting for its code.
 */
export async function preloadScreensOf(path: string, search: string): Promise<void> {
  const resolution = resolvePath(path, search);
  if (resolution.type !== 'page') return;
  await Promise.all(screenModulesOf(resolution.route).map(preloadScreen));
}

/** A screen inside its error boundary; while its code loads, the layout stays and the area is empty. */
function Screen({ module }: { module: ScreenModule }) {
  const location = useLocation();
  const component = LOADED_SCREENS.get(module) ?? SCREENS.get(module)!;
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
  let screen = <Screen module={route.module} />;
  if (route.parent) {
    screen = (
      <OutletProvider element={screen}>
        <Screen module={route.parent.module} />
      </OutletProvider>
    );
  }
  if (route.isGuarded) screen = <RequireSignIn>{screen}</RequireSignIn>;
  return <RouteParams params={params}>{screen}</RouteParams>;
}

/**
 * The pages of product §2, decided by the shared route table the server also answers from: the same
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
