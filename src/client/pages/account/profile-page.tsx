import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { authStore, deleteAccount, signOut, useAuthState } from '../../features/auth/auth-store.js';
import styles from '../../features/auth/auth-pages.module.css';
import { formStyles } from '../../features/auth/form-fields.js';
import { ProfileForm } from '../../features/auth/lazy-forms.js';
import { useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import { useNavigate } from '../../lib/router.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { accountCopy } from '../../i18n/areas/account.js';
import { accountSurveyCopy } from '../../i18n/areas/account-survey.js';
import { AccountAnswers } from '../../features/survey/account-answers.js';
import { accountRemindersCopy } from '../../i18n/areas/account-reminders.js';
import { DeadlineReminders } from './deadline-reminders.js';
import { withNewsletterCopy } from '../../features/newsletter/lazy-subscribe.js';

export const copyAreas = [formsCopy, accountCopy, accountSurveyCopy, accountRemindersCopy];

/** The newsletter switch loads after the page: it sits below the profile form. */
const AccountNewsletter = lazy(() =>
  withNewsletterCopy(import('../../features/newsletter/account-newsletter.js')).then((module) => ({
    default: module.AccountNewsletter,
  })),
);

/**
 * Profile (product §2), a tab of the account page: the account's facts, the profile to edit with the
 * rules of profile setup (`user/update`), sign-out, and account deletion after a confirmation.
 */
export default function Profile() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  // The newest account facts and notifications for the page and the header. The form starts from
  // the state's profile (read at start-up or sign-in) and is not reset under the user's typing.
  useEffect(() => {
    void authStore.refreshUser();
  }, []);

  if (!user) return null;

  const leave = () => navigate('/', { replace: true, isLeaveConfirmed: true });
  const methods = user.providers.map((method) => t(`accountProfile.methods.${method}`)).join(', ');

  return (
    <div className={`${styles.column} ${styles.wide} ${styles.start}`}>
      <section className={styles.section} aria-labelledby="account-facts">
        <h2 id="account-facts" className={styles.sectionTitle}>
          {t('accountProfile.accountTitle')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('accountProfile.email')}</dt>
          <dd>{user.email ?? t('accountProfile.noEmail')}</dd>
          {user.name && (
            <>
              <dt>{t('accountProfile.name')}</dt>
              <dd>{user.name}</dd>
            </>
          )}
          <dt>{t('accountProfile.signInMethods')}</dt>
          <dd>{methods}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          {t('accountProfile.editTitle')}
        </h2>
        <ProfileForm user={user} mode="edit" />
      </section>
      <AccountAnswers />
      <DeadlineReminders />
      {user.email && (
        <Suspense fallback={null}>
          <AccountNewsletter email={user.email} />
        </Suspense>
      )}
      <div className={styles.section}>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              void signOut(leave);
            }}
          >
            {t('accountProfile.signOut')}
          </Button>
          <Button
            variant="ghost"
            className={styles.danger}
            onClick={() => setIsConfirmingDelete(true)}
          >
            {t('accountProfile.deleteAccount')}
          </Button>
        </div>
        {deleteError && (
          <p className={formStyles.formError} role="alert">
            {deleteError}
          </p>
        )}
      </div>
      {isConfirmingDelete && (
        <ConfirmDialog
          title={t('accountProfile.deleteTitle')}
          body={t('accountProfile.deleteBody')}
          confirmLabel={t('accountProfile.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setIsConfirmingDelete(false)}
          onConfirm={() => {
            setIsConfirmingDelete(false);
            setDeleteError(undefined);
            deleteAccount(leave).catch((error: unknown) =>
              setDeleteError(
                error instanceof ApiError ? error.message : t('accountProfile.deleteFailed'),
              ),
            );
          }}
        />
      )}
    </div>
  );
}
