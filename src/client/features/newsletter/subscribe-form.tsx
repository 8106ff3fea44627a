import { useId, useRef, useState, type FormEvent } from 'react';
import type { NewsletterFormSource } from '../../../shared/contract/newsletter.js';
import { Button } from '../../components/ui/button.js';
import { newsletterCopy } from '../../i18n/areas/newsletter.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { ApiError } from '../../lib/api-client.js';
import { Link } from '../../lib/router.js';
import styles from '../auth/form-fields.module.css';
import own from './newsletter.module.css';

export { newsletterCopy };

type Field = 'email' | 'privacy_consent' | 'marketing_consent';

/**
 * The newsletter's subscribe form (issue 14): e-mail, the required privacy consent with its text,
 * the optional advertising consent. Plain inputs and the server's own messages (its zod schema
 * answers each field in the reader's language), so the chunk stays small: it loads when the
 * footer comes near (lazy-subscribe.tsx). Success asks the reader to open the mailed link.
 */
export function SubscribeForm({
  source,
  fixedEmail,
  onSent,
  hasBlurb = false,
}: {
  source: NewsletterFormSource;
  /** The footer's and home's box says what the newsletter is above the form. */
  hasBlurb?: boolean;
  /** The account page subscribes the account's own address. */
  fixedEmail?: string;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const privacyRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const data = new FormData(event.currentTarget);
    const email = fixedEmail ?? String(data.get('email') ?? '');
    setErrors({});
    setFormError(undefined);
    setIsSubmitting(true);
    try {
      await api.call('connector/stibee#create', {
        email,
        // Sent as ticked or not: the server's answer is the message under the box.
        privacy_consent: (data.get('privacy_consent') === 'on') as true,
        marketing_consent: data.get('marketing_consent') === 'on',
        source,
      });
      setSentTo(email.trim());
      onSent?.();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const known = Object.fromEntries(
        Object.entries(fields).filter(([field]) =>
          ['email', 'privacy_consent', 'marketing_consent'].includes(field),
        ),
      );
      setErrors(known);
      if (known.email) emailRef.current?.focus();
      else if (known.privacy_consent) privacyRef.current?.focus();
      else {
        setFormError(
          error instanceof ApiError && error.status < 500 ? error.message : t('errors.alert'),
        );
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className={own.sent} role="status">
        <p className={own.sentTitle}>{t('newsletter.sent', { email: sentTo })}</p>
        <p>{t('newsletter.sentHint')}</p>
        {!fixedEmail && (
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t('newsletter.another')}
          </Button>
        )}
      </div>
    );
  }

  const describe = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    );
  return (
    <form className={own.form} onSubmit={(event) => void submit(event)} noValidate>
      {hasBlurb && <p className={own.blurb}>{t('newsletter.blurb')}</p>}
      {!fixedEmail && (
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('newsletter.email')}
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('newsletter.emailPlaceholder')}
            className={styles.input}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe('email')}
          />
          {error('email')}
        </div>
      )}
      <div className={styles.consents}>
        <label className={styles.check}>
          <input
            ref={privacyRef}
            type="checkbox"
            name="privacy_consent"
            aria-invalid={errors.privacy_consent ? true : undefined}
            aria-describedby={describe('privacy_consent')}
          />
          {t('newsletter.privacy')}
        </label>
        {/* Under the consent, not beside it: beside, a phone's column is too narrow for the text. */}
        <Link
          to="/privacy-policy/"
          className={`${styles.consentLink} ${own.policyLink}`}
          target="_blank"
          rel="noopener"
        >
          {t('newsletter.privacyLink')}
        </Link>
        {error('privacy_consent')}
        <label className={styles.check}>
          <input type="checkbox" name="marketing_consent" />
          {t('newsletter.marketing')}
        </label>
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" className={own.submit} aria-busy={isSubmitting}>
        {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
      </Button>
    </form>
  );
}
