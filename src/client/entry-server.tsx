import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Locale } from '../shared/locale.js';
import { initI18n } from './i18n/index.js';
import { AppErrorBoundary } from './layouts/app-error-boundary.js';
import type { InitialData } from './lib/query/initial-data.js';
import { createQueryCache } from './lib/query/query-cache.js';
import { QueryCacheProvider } from './lib/query/use-query.js';
import { StaticRouter } from './lib/router.js';
import { AppRoutes, preloadScreens } from './routes.js';

/**
 * The server's rendering of a page's first view (built with `vite build --ssr`, used by
 * src/server/http/client-app.ts): the same components as in the browser, with the page's data, so
 * its content paints before any script runs; the browser then hydrates it (main.tsx).
 *
 * Renders share the client's module language, so the server runs them one at a time; each takes a
 * few milliseconds once the screens' code is loaded. Each has its own query cache.
 */
let queue: Promise<unknown> = preloadScreens();

export function renderPage(page: {
  url: string;
  locale: Locale;
  initialData: InitialData[];
}): Promise<string> {
  const rendering = queue.then(async () => {
    await initI18n(page.locale);
    // The page's own data, in a cache of its own (nothing is fetched during a server render).
    const cache = createQueryCache({ initialData: page.initialData });
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <QueryCacheProvider cache={cache}>
          <AppErrorBoundary>
            <StaticRouter url={page.url}>
              <AppRoutes />
            </StaticRouter>
          </AppErrorBoundary>
        </QueryCacheProvider>
      </StrictMode>,
      // One piece of HTML: React would otherwise move large parts into segments placed by an
      // inline script, which the CSP forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  queue = rendering.catch(() => undefined);
  return rendering;
}
