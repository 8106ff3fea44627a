import { useId, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.js';
import { useTranslation } from '../../i18n/index.js';
import { Link } from '../../lib/router.js';
import styles from './form-fields.module.css';

export { styles as formStyles };

/** Ids that tie a field to its hint and error, so a screen reader reads them with the field. */
function useDescribedBy(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

export function TextField({
  label,
  hint,
  error,
  registration,
  ...inputProps
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
} & Omit<ComponentProps<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref'>) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
        {...registration}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A text of several lines, with a count of its characters under it. */
export function TextAreaField({
  label,
  hint,
  error,
  count,
  registration,
  rows = 6,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** "123/500자", read out politely as it changes. */
  count: string;
  registration: UseFormRegisterReturn;
  rows?: number;
}) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <div className={styles.underField}>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        <p className={styles.count} aria-live="polite">
          {count}
        </p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  registration,
  placeholder,
  options,
}: {
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const { id, errorId, describedBy } = useDescribedBy(undefined, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Radio buttons (one answer) or checkboxes (several) as chips, in a fieldset with its legend. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  type,
  registration,
  options,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  type: 'radio' | 'checkbox';
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  const { hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <fieldset
      className={styles.field}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type={type} value={option.value} {...registration} />
            <span className={styles.choiceLabel}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export interface Agreements {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

/**
 * The consents of sign-up (product §3): terms and privacy required, with links to their pages (opened
 * beside the form, so nothing typed is lost), marketing optional, and "agree to all".
 */
export function Consents({
  value,
  onChange,
  error,
}: {
  value: Agreements;
  onChange(value: Agreements): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { errorId } = useDescribedBy(undefined, error);
  const isAll = value.terms && value.privacy && value.marketing;
  const row = (key: keyof Agreements, label: string, link?: { to: string; label: string }) => (
    <div className={styles.consentRow}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={`agreements.${key}`}
          checked={value[key]}
          aria-invalid={error && key !== 'marketing' && !value[key] ? true : undefined}
          aria-describedby={error && key !== 'marketing' && !value[key] ? errorId : undefined}
          onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
        />
        {label}
      </label>
      {link && (
        <Link to={link.to} className={styles.consentLink} target="_blank" rel="noopener">
          {link.label}
        </Link>
      )}
    </div>
  );
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t('auth.agreementsLegend')}</legend>
      <div className={styles.consents}>
        <label className={`${styles.check} ${styles.consentAll}`}>
          <input
            type="checkbox"
            checked={isAll}
            onChange={(event) => {
              const checked = event.target.checked;
              onChange({ terms: checked, privacy: checked, marketing: checked });
            }}
          />
          {t('auth.agreeAll')}
        </label>
        {row('terms', t('auth.agreeTerms'), {
          to: '/terms-of-service/',
          label: t('auth.viewTerms'),
        })}
        {row('privacy', t('auth.agreePrivacy'), {
          to: '/privacy-policy/',
          label: t('auth.viewPrivacy'),
        })}
        {row('marketing', t('auth.agreeMarketing'))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The end of a form: a failure that belongs to no one field (wrong password, network down),
 * announced at once, and the submit button, which says when it is working.
 */
export function FormFooter({
  error,
  isSubmitting,
  label,
  busyLabel,
}: {
  error: string | undefined;
  isSubmitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className={styles.submit} aria-busy={isSubmitting}>
        {isSubmitting ? busyLabel : label}
      </Button>
    </>
  );
}
