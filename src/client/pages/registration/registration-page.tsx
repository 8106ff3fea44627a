import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button.js';
import { Page } from '../../components/ui/page.js';
import { destinationFor, safeNext, useAuthState } from '../../features/auth/auth-store.js';
import styles from '../../features/auth/auth-pages.module.css';
import { Consents, type Agreements } from '../../features/auth/form-fields.js';
import { SocialSignInButtons } from '../../features/social-sign-in/social-sign-in-buttons.js';
import { useTranslation } from '../../i18n/index.js';
import { Link, Navigate, useLocation } from '../../lib/router.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { accountCopy } from '../../i18n/areas/account.js';

export const copyAreas = [formsCopy, accountCopy];

/**
 * Registration (product §2): sign up with e-mail (the sign-up page's form) or with a social account.
 * A social sign-up carries the consents given here; without the required ones it does not leave.
 */
export default function Registration() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const { search } = useLocation();
  const next = safeNext(search);
  const [agreements, setAgreements] = useState<Agreements>({
    terms: false,
    privacy: false,
    marketing: false,
  });
  const [consentError, setConsentError] = useState<string>();

  if (user) return <Navigate to={destinationFor(user, next)} replace />;

  const nextQuery = next === '/' ? '' : `next=${encodeURIComponent(next)}`;
  const hasRequired = agreements.terms && agreements.privacy;

  return (
    <div className={styles.narrowScreen}>
      <Page title={t('pages.registration.title')}>
        <p className={styles.lead}>{t('auth.registrationLead')}</p>
        <ButtonLink
          to={`/signup/?mode=signup${nextQuery ? `&${nextQuery}` : ''}`}
          className={styles.fullWidth}
        >
          {t('auth.withEmail')}
        </ButtonLink>
        <p className={styles.divider}>{t('auth.or')}</p>
        <section className={styles.stack} aria-labelledby="social-sign-up">
          <h2 id="social-sign-up" className={styles.sectionTitle}>
            {t('auth.withSocial')}
          </h2>
          <Consents
            value={agreements}
            onChange={(value) => {
              setAgreements(value);
              if (value.terms && value.privacy) setConsentError(undefined);
            }}
            error={consentError}
          />
          <SocialSignInButtons
            agreements={
              hasRequired
                ? { terms: true, privacy: true, marketing: agreements.marketing }
                : undefined
            }
            beforeStart={() => {
              if (!hasRequired) setConsentError(t('auth.socialConsentsFirst'));
              return hasRequired;
            }}
            returnTo={next}
          />
        </section>
        <p className={styles.aside}>
          {t('auth.haveAccount')}{' '}
          <Link to={`/signup/${nextQuery ? `?${nextQuery}` : ''}`}>{t('auth.signInTab')}</Link>
        </p>
      </Page>
    </div>
  );
}
