import { Page } from '../../components/ui/page.js';
import { safeNext, useAuthState } from '../../features/auth/auth-store.js';
import styles from '../../features/auth/auth-pages.module.css';
import { ProfileForm } from '../../features/auth/lazy-forms.js';
import { useTranslation } from '../../i18n/index.js';
import { Navigate, useLocation } from '../../lib/router.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { accountCopy } from '../../i18n/areas/account.js';

export const copyAreas = [formsCopy, accountCopy];

/**
 * ProfileSetup (product §2), behind the sign-in guard: after the first sign-in, until the profile is
 * complete (`user/complete-profile`); then on to `next`, or home.
 */
export default function ProfileSetup() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const { search } = useLocation();
  // The guard lets only signed-in users in; the user is there.
  if (!user) return null;
  if (user.is_profile_complete) return <Navigate to={safeNext(search)} replace />;
  return (
    <div className={`${styles.narrowScreen} ${styles.wide}`}>
      <Page title={t('pages.profileSetup.title')} description={t('pages.profileSetup.description')}>
        <p className={styles.lead}>{t('profileForm.lead')}</p>
        <ProfileForm user={user} mode="setup" />
      </Page>
    </div>
  );
}
