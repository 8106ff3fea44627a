import { lazy, Suspense, useEffect } from 'react';
import type { User } from '../../shared/contract/index.js';
import { resolvePath, type ScreenName } from '../../shared/routes.js';
import { destinationFor, useAuthCheck, useAuthState } from '../features/auth/auth-store.js';
import { useTranslation } from '../i18n/index.js';
import { Link, useLocation, useNavigate } from '../lib/router.js';
import accountStyles from './header-account.module.css';
import styles from './main-layout.module.css';

const HeaderBell = lazy(() => import('./header-bell.js'));

function PersonIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

/** Pages open to a signed-in user whose profile is not complete yet (the rest wait for it). */
const OPEN_BEFORE_PROFILE: readonly ScreenName[] = [
  'ProfileSetup',
  'Profile',
  'Oauth',
  'SignUp',
  'Registration',
  'TermsOfService',
  'PrivacyPolicy',
  'Requests',
];

/**
 * Profile setup comes first until the profile is complete (issue 5): not only right after the
 * first sign-in, but also for someone who left the setup and comes back, still signed in. It lives
 * here, beside the header's sign-in state, rather than with the route guard: the auth store loads
 * with this lazy piece, and the shell stays without it (product §15 budget).
 */
function useProfileSetupFirst(user: User | null) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const resolution = resolvePath(pathname, search);
  const isOpen =
    resolution.type !== 'page' || OPEN_BEFORE_PROFILE.includes(resolution.route.screen);
  const mustSetUp = user !== null && !user.is_profile_complete && !isOpen;
  useEffect(() => {
    if (mustSetUp) navigate(destinationFor(user, pathname + search), { replace: true });
  }, [mustSetUp, user, pathname, search, navigate]);
}

/**
 * Sign-in state (product §4): a visitor's "sign in" link, or a signed-in user's bell and the link to
 * their account (their nickname or name; an icon on a phone). Nothing shows until the start-up
 * check knows which, so a signed-in user's reload never flashes "sign in".
 */
export default function AccountActions() {
  const { t } = useTranslation();
  const { user, isCheckedAuth } = useAuthState();
  useAuthCheck();
  useProfileSetupFirst(user);
  if (!user) {
    return (
      <Link
        to="/signup/"
        className={`${styles.textButton} ${isCheckedAuth ? '' : accountStyles.pending}`}
      >
        {t('nav.signIn')}
      </Link>
    );
  }
  const name = user.nickname ?? user.name ?? t('nav.account');
  return (
    <>
      {/* The bell's place is kept while its code loads, so the header does not shift. */}
      <Suspense fallback={<span className={accountStyles.bellPlaceholder} />}>
        <HeaderBell />
      </Suspense>
      <Link
        to="/account/profile/"
        className={`${styles.textButton} ${accountStyles.account}`}
        aria-label={t('nav.accountOf', { name })}
      >
        <PersonIcon />
        <span className={accountStyles.name}>{name}</span>
      </Link>
    </>
  );
}
