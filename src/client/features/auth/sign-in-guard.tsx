import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { authStore, useAuthCheck, useAuthState } from './auth-store.js';

/**
 * Guarded routes (product §2): signed-in users pass. Visitors see "Need to sign in"; Cancel goes
 * home, Sign in opens the sign-in page and comes back here afterwards. Until the start-up check
 * knows who is here, the screen waits, so a signed-in user reloading never sees the question.
 */
export default function SignInGuard({ children }: { children: ReactNode }) {
  const { user, isCheckedAuth } = useAuthState();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const isAsking = isCheckedAuth && user === null;
  useAuthCheck();

  useEffect(() => {
    if (!isAsking) return;
    authStore.askToSignIn(returnTo);
    return () => authStore.closeAuthDialog();
  }, [isAsking, returnTo]);

  if (user) return <>{children}</>;
  if (!isCheckedAuth) return <div aria-busy="true" className="screen-placeholder" />;
  return (
    <SignInQuestion
      body={location.pathname.startsWith('/survey/') ? t('guard.surveyBody') : t('guard.body')}
      returnTo={returnTo}
      isReplacing
      onCancel={() => navigate('/', { replace: true })}
    />
  );
}

/**
 * "Need to sign in" (product §2): Sign in opens the sign-in page, which comes back to `returnTo`
 * afterwards; `beforeSignIn` keeps what the visitor was doing (a bookmark) for that return. A
 * guarded screen replaces itself with the sign-in page (`isReplacing`); a question asked on a
 * page the visitor may stay on (a bookmark pressed) keeps the page in the history.
 */
export function SignInQuestion({
  body,
  returnTo,
  onCancel,
  isReplacing = false,
  beforeSignIn,
}: {
  body: string;
  returnTo: string;
  onCancel(): void;
  isReplacing?: boolean;
  beforeSignIn?(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title={t('guard.title')}
      body={body}
      confirmLabel={t('guard.signIn')}
      cancelLabel={t('guard.cancel')}
      onConfirm={() => {
        beforeSignIn?.();
        navigate(`/signup/?next=${encodeURIComponent(returnTo)}`, { replace: isReplacing });
      }}
      onCancel={onCancel}
    />
  );
}
