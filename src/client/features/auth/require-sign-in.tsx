import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The guard of sign-in-only screens (sign-in-guard.tsx), loaded beside the screen: the auth state
 * it needs is not part of every page's first JavaScript (product §15 budget). While it loads the
 * screen waits, as it does while the start-up check runs.
 */
const SignInGuard = lazy(() => import('./sign-in-guard.js'));

export function RequireSignIn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div aria-busy="true" className="screen-placeholder" />}>
      <SignInGuard>{children}</SignInGuard>
    </Suspense>
  );
}
