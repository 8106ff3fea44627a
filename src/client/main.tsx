import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initI18n, initialLocale } from './i18n/index.js';
import { reportClientError } from './lib/api.js';
import { clientKey } from './lib/client-key.js';
import { clearSessionStateWhenHidden } from './lib/session-state.js';
import { ROUTES } from './routes.js';
import './styles/global.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

window.addEventListener('unhandledrejection', (event) => reportClientError('unexpected_error', event.reason));

async function start() {
  clientKey();
  clearSessionStateWhenHidden();
  await initI18n(initialLocale());
  const router = createBrowserRouter(ROUTES);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
