import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { accessTokenStore } from '../../lib/access-token.js';

export function useIsSignedIn(): boolean {
  const isSignedIn = () => accessTokenStore.get() !== null;
  // The server renders pages as a visitor sees them; the token arrives in the browser.
  return useSyncExternalStore(accessTokenStore.subscribe, isSignedIn, () => false);
}

/**
 * Guarded routes (spec §2): visitors without a token see "Need to sign in"; Cancel goes home,
 * Sign in opens the sign-in page and comes back here afterwards.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  if (isSignedIn) return <>{children}</>;
  const returnTo = location.pathname + location.search;
  return (
    <ConfirmDialog
      title={t('guard.title')}
      body={location.pathname.startsWith('/survey/') ? t('guard.surveyBody') : t('guard.body')}
      confirmLabel={t('guard.signIn')}
      cancelLabel={t('guard.cancel')}
      onConfirm={() => navigate(`/signup/?next=${encodeURIComponent(returnTo)}`, { replace: true })}
      onCancel={() => navigate('/', { replace: true })}
    />
  );
}
