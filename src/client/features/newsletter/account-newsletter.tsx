import { useEffect, useId, useState } from 'react';
import type { RouteOutput, ApiCalls } from '../../../shared/contract/index.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { ApiError } from '../../lib/api-client.js';
import authStyles from '../auth/auth-pages.module.css';
import styles from '../auth/form-fields.module.css';
import { SubscribeForm } from './subscribe-form.js';

export { newsletterCopy } from '../../i18n/areas/newsletter.js';

type Status = RouteOutput<ApiCalls, 'connector/stibee#read'>['status'];

/**
 * The account page's newsletter switch (issue 14): it shows whether the account's address gets
 * the newsletter. Turning it on asks for the consents and mails the confirmation link (as every
 * subscription does); turning it off unsubscribes at once.
 */
export function AccountNewsletter({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<Status | 'loading'>('loading');
  const [isAsking, setIsAsking] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let isCurrent = true;
    api.call('connector/stibee#read', {}).then(
      (answer) => isCurrent && setStatus(answer.status),
      () => isCurrent && setStatus('none'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const isOn = status === 'active' || status === 'pending';
  const toggle = async () => {
    setError(undefined);
    setIsStopped(false);
    if (!isOn) return setIsAsking((asking) => !asking);
    try {
      await api.call('connector/stibee#delete', {});
      setStatus('unsubscribed');
      setIsStopped(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 ? failure.message : t('errors.alert'),
      );
    }
  };

  const state =
    status === 'active'
      ? t('newsletter.accountActive', { email })
      : status === 'pending'
        ? t('newsletter.accountPending', { email })
        : isStopped
          ? t('newsletter.accountStopped')
          : t('newsletter.accountOff');
  return (
    <section className={authStyles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={authStyles.sectionTitle}>
        {t('newsletter.accountTitle')}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          checked={isOn || isAsking}
          disabled={status === 'loading'}
          aria-describedby={`${id}-state`}
          onChange={() => void toggle()}
        />
        {t('newsletter.accountSwitch')}
      </label>
      <p id={`${id}-state`} className={styles.hint} aria-live="polite">
        {status === 'loading' ? '' : state}
      </p>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      {isAsking && !isOn && (
        <SubscribeForm
          source="account"
          fixedEmail={email}
          onSent={() => {
            setIsAsking(false);
            setStatus('pending');
          }}
        />
      )}
    </section>
  );
}
