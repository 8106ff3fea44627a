import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Locale } from '../shared/locale.js';
import { loadTranslation, TranslationProvider } from './i18n/index.js';
import { AppErrorBoundary } from './layouts/app-error-boundary.js';
import type { InitialData } from './lib/query/initial-data.js';
import { createQueryCache } from './lib/query/query-cache.js';
import { QueryCacheProvider } from './lib/query/use-query.js';
import { StaticRouter } from './lib/router.js';
import { AppRoutes, preloadScreens } from './routes.js';
import { SCREEN_FILES } from './screen-files.js';

/**
 * The server's rendering of a page's first view (built with `vite build --ssr`, used by
 * src/server/http/client-app.ts): the same components as in the browser, with the page's data, so
 * its content paints before any script runs; the browser then hydrates it (main.tsx).
 *
 * Each render has its own language and its own query cache, given through React context, so
 * renders run side by side: a slow one holds up no other.
 */
const screensLoaded = Promise.all([preloadScreens(), preloadLazyParts()]);

/**
 * The parts screens render with React.lazy (a detail's comment thread, `lazyParts`), loaded with
 * their copy before any render: a render still suspends on each once, and waits for it, so the
 * HTML holds them, in the words of the render's language.
 */
async function preloadLazyParts(): Promise<void> {
  await Promise.all(
    Object.values(SCREEN_FILES).map(async (load) => {
      const { lazyParts = [] } = await load();
      await Promise.all(lazyParts.map((part) => part()));
    }),
  );
}

export interface PageToRender {
  url: string;
  locale: Locale;
  initialData: InitialData[];
}

/** `app` (the routes, or a test's tree) as HTML, in the page's language and with its data. */
export async function renderTree(page: PageToRender, app: ReactNode): Promise<string> {
  const translation = await loadTranslation(page.locale);
  // Nothing is fetched during a server render: what the page's data lacks renders as loading.
  const cache = createQueryCache({ initialData: page.initialData });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <TranslationProvider translation={translation}>
        <QueryCacheProvider cache={cache}>
          <AppErrorBoundary>
            <StaticRouter url={page.url}>{app}</StaticRouter>
          </AppErrorBoundary>
        </QueryCacheProvider>
      </TranslationProvider>
    </StrictMode>,
    // One piece of HTML: React would otherwise move large parts into segments placed by an
    // inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(page: PageToRender): Promise<string> {
  await screensLoaded;
  return renderTree(page, <AppRoutes />);
}
