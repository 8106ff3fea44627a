import { useCallback } from 'react';
import type { SignedInAnswer } from '../../../shared/contract/index.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { authStore, destinationFor } from '../../features/auth/auth-store.js';
import { IntegrationDialog } from '../../features/social-sign-in/integration-dialog.js';
import { useSocialSignInCompletion } from '../../features/social-sign-in/use-social-sign-in-completion.js';
import { useTranslation } from '../../i18n/index.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import styles from './oauth-page.module.css';
import { accountCopy } from '../../i18n/areas/account.js';

export const copyAreas = [accountCopy];

/**
 * Oauth (product §2): where Kakao, Naver and Google send the browser back. It completes the sign-in
 * (`user/create`), asks about account integration when needed (product §8), and goes on to the page
 * the sign-in started from, or to profile setup for a new profile.
 */
export default function Oauth() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const onSignedIn = useCallback(
    (answer: SignedInAnswer, returnTo: string) => {
      authStore.signedIn(answer);
      navigate(destinationFor(answer.user, returnTo), { replace: true });
    },
    [navigate],
  );
  const { state, confirm, cancel } = useSocialSignInCompletion(search, {
    onSignedIn,
    onFailed: authStore.signInFailed,
  });

  return (
    <Page
      title={state.status === 'failed' ? t('socialSignIn.failedTitle') : t('pages.oauth.title')}
    >
      {state.status === 'failed' ? (
        <Notice title={state.message}>
          {state.code === 'consent_required' ? (
            <ButtonLink to="/registration/" replace>
              {t('socialSignIn.toRegistration')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/signup/" replace>
              {t('socialSignIn.backToSignIn')}
            </ButtonLink>
          )}
          <ButtonLink to="/" replace variant="ghost">
            {t('common.goHome')}
          </ButtonLink>
        </Notice>
      ) : (
        <div className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('socialSignIn.signingIn')}</p>
        </div>
      )}
      {state.status === 'integration' && (
        <IntegrationDialog integration={state.integration} onConfirm={confirm} onCancel={cancel} />
      )}
    </Page>
  );
}
