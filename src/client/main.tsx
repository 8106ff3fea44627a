import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router.js';
import { initI18n, initialLocale } from './i18n/index.js';
import { AppErrorBoundary } from './layouts/app-error-boundary.js';
import { reportClientError } from './lib/api.js';
import { isAbortError } from './lib/api-client.js';
import { clientKey } from './lib/client-key.js';
import { readEmbeddedInitialData } from './lib/query/initial-data.js';
import { createQueryCache } from './lib/query/query-cache.js';
import { QueryCacheProvider } from './lib/query/use-query.js';
import { clearSessionStateWhenHidden } from './lib/session-state.js';
import { AppRoutes, preloadScreensOf } from './routes.js';
import './styles/global.css';

window.addEventListener('unhandledrejection', (event) => {
  // A request superseded by a newer one (latest wins) is not a failure.
  if (!isAbortError(event.reason)) reportClientError('unexpected_error', event.reason);
});

/**
 * Marks the page as taken over by the app (`<html data-ready>`): from then on clicks are handled.
 * The browser journeys wait for it; monitoring can too.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

async function start() {
  clientKey();
  clearSessionStateWhenHidden();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The server rendered the first view: take it over rather than draw it again, unless the
  // visitor has moved on (a link followed before this script ran): then draw the new page.
  const isServerRendered =
    root.firstElementChild !== null && root.dataset.url === location.pathname + location.search;
  if (!isServerRendered) root.replaceChildren();
  await Promise.all([
    initI18n(initialLocale(isServerRendered)),
    // Already on its way (the server preloads it); hydrating without it would leave the
    // server's markup of the screen waiting, and a navigation before it arrives could orphan it.
    isServerRendered
      ? preloadScreensOf(location.pathname, location.search).catch(() => undefined)
      : undefined,
  ]);
  // The visit's one cache, starting with the data the server rendered the page with.
  const cache = createQueryCache({ initialData: readEmbeddedInitialData() });
  const app = (
    <StrictMode>
      <QueryCacheProvider cache={cache}>
        <AppErrorBoundary>
          <BrowserRouter>
            <AppRoutes />
            <MarkReady />
          </BrowserRouter>
        </AppErrorBoundary>
      </QueryCacheProvider>
    </StrictMode>
  );
  if (isServerRendered) {
    hydrateRoot(root, app, {
      // React re-renders what did not match; tell us, so it gets fixed.
      onRecoverableError: (error, { componentStack }) =>
        reportClientError('unexpected_error', error, componentStack),
    });
  } else {
    createRoot(root).render(app);
  }
  // The web font's 92 @font-face rules need not block the first paint: with font-display
  // optional the system font shows first and Pretendard is used once cached (decision 003).
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
}

void start();
