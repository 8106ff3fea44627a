import { useState } from 'react';
import type { SocialProvider } from '../../../shared/contract/index.js';
import { useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import { startSocialSignIn, useSocialProviders, type StartOptions } from './social-sign-in.js';
import styles from './social-sign-in-buttons.module.css';

export interface SocialSignInButtonsProps {
  /**
   * Consents given on the registration page (terms and privacy true). Without them a person who
   * has no account yet is asked to register first; with them their new account is made.
   */
  agreements?: StartOptions['agreements'];
  /**
   * Called on a click before leaving for the provider; answer false to stay (for example to show
   * that the required consents are missing).
   */
  beforeStart?: () => boolean;
  /** Where to land after signing in (the page's `next`, see `safeNext`). */
  returnTo: string;
}

/**
 * "Continue with Kakao / Naver / Google" for the providers this deployment offers (none while
 * asking, none when none are configured). A click leaves the site for the provider.
 */
export function SocialSignInButtons({
  agreements,
  beforeStart,
  returnTo,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [leavingFor, setLeavingFor] = useState<SocialProvider>();
  const [error, setError] = useState<string>();

  if (!providers?.length) return null;

  async function start(provider: SocialProvider) {
    if (leavingFor || (beforeStart && !beforeStart())) return;
    setError(undefined);
    setLeavingFor(provider);
    try {
      await startSocialSignIn(provider, { agreements, returnTo });
    } catch (failure) {
      setLeavingFor(undefined);
      setError(failure instanceof ApiError ? failure.message : t('errors.social_sign_in_failed'));
    }
  }

  return (
    <section className={styles.section} aria-label={t('socialSignIn.label')}>
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={`${styles.button} ${styles[provider]}`}
              onClick={() => void start(provider)}
              aria-busy={leavingFor === provider}
              disabled={leavingFor !== undefined}
            >
              <span className={styles.mark} aria-hidden="true">
                {PROVIDER_MARKS[provider]}
              </span>
              {leavingFor === provider
                ? t('socialSignIn.redirecting')
                : t(`socialSignIn.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** Plain letter marks: no third-party images or scripts before the click. */
const PROVIDER_MARKS: Record<SocialProvider, string> = { kakao: 'K', naver: 'N', google: 'G' };
