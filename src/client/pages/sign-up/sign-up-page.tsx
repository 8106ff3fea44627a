import { useId, useRef, type KeyboardEvent } from 'react';
import { Page } from '../../components/ui/page.js';
import { destinationFor, safeNext, useAuthState } from '../../features/auth/auth-store.js';
import styles from '../../features/auth/auth-pages.module.css';
import { SignInForm, SignUpForm } from '../../features/auth/lazy-forms.js';
import { SocialSignInButtons } from '../../features/social-sign-in/social-sign-in-buttons.js';
import { useTranslation } from '../../i18n/index.js';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/router.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { accountCopy } from '../../i18n/areas/account.js';

type Mode = 'signin' | 'signup';
const MODES: readonly Mode[] = ['signin', 'signup'];

/** The mode lives in the address (`?mode=signup`), so the registration page can link to it. */
function modeOf(search: string): Mode {
  return new URLSearchParams(search).get('mode') === 'signup' ? 'signup' : 'signin';
}

function withMode(search: string, mode: Mode): string {
  const params = new URLSearchParams(search);
  if (mode === 'signup') params.set('mode', 'signup');
  else params.delete('mode');
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const copyAreas = [formsCopy, accountCopy];

/**
 * SignUp (product §2): e-mail sign-in and sign-up on one page, as two tabs. A signed-in user goes on
 * to `?next=` (a page on this site) or home, through profile setup while the profile is incomplete.
 */
export default function SignUp() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const location = useLocation();
  const navigate = useNavigate();
  const mode = modeOf(location.search);
  const next = safeNext(location.search);
  const id = useId();
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ signin: null, signup: null });

  if (user) return <Navigate to={destinationFor(user, next)} replace />;

  const choose = (chosen: Mode, focus = false) => {
    navigate(location.pathname + withMode(location.search, chosen), { replace: true });
    if (focus) tabs.current[chosen]?.focus();
  };
  // The tabs pattern: arrow keys move between the two tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    choose(MODES[(MODES.indexOf(mode) + 1) % MODES.length]!, true);
  };
  const registration = `/registration/${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`;

  return (
    <div className={styles.narrowScreen}>
      <Page title={t('pages.signUp.title')}>
        <div role="tablist" aria-label={t('auth.modeLabel')} className={styles.tabs}>
          {MODES.map((tabMode) => (
            <button
              key={tabMode}
              ref={(element) => {
                tabs.current[tabMode] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tabMode}-tab`}
              aria-selected={mode === tabMode}
              aria-controls={`${id}-panel`}
              tabIndex={mode === tabMode ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(tabMode)}
              onKeyDown={onKeyDown}
            >
              {tabMode === 'signin' ? t('auth.signInTab') : t('auth.signUpTab')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${mode}-tab`}>
          {/* A new form per mode: nothing typed in one leaks into the other. */}
          {mode === 'signin' ? <SignInForm key="signin" /> : <SignUpForm key="signup" />}
        </div>
        {/* Existing accounts also sign in with their social account (a person without one is
            sent to registration for the consents). */}
        {mode === 'signin' && (
          <div className={styles.social}>
            <SocialSignInButtons returnTo={next} />
          </div>
        )}
        <p className={styles.aside}>
          {mode === 'signin' ? (
            <>
              {t('auth.noAccount')} <Link to={registration}>{t('auth.signUpTab')}</Link>
            </>
          ) : (
            <>
              {t('auth.haveAccount')}{' '}
              <Link to={location.pathname + withMode(location.search, 'signin')} replace>
                {t('auth.signInTab')}
              </Link>
              <br />
              <Link to={registration}>{t('auth.otherWays')}</Link>
            </>
          )}
        </p>
      </Page>
    </div>
  );
}
