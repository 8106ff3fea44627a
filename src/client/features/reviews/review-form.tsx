import { useId, useState, type FormEvent } from 'react';
import { RATING_TEXT_MAX } from '../../../shared/community.js';
import { characterCount, isVisiblyEmpty } from '../../../shared/user-text.js';
import { Button } from '../../components/ui/button.js';
import { useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import { ScoreInput } from './stars.js';
import styles from './reviews.module.css';

export interface ReviewDraft {
  score: number;
  text: string;
}

interface FormErrors {
  score?: string | undefined;
  text?: string | undefined;
  form?: string | undefined;
}

/**
 * Writing or changing one's review (issue 12): a score of 1 to 5 and one line of up to 100
 * characters, counted as a reader counts them (an emoji is one), with the count shown as one types.
 * The rules are the contract's; the server says the last word, under the field it names.
 */
export function ReviewForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewDraft;
  submitLabel: string;
  onSubmit(draft: ReviewDraft): Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [score, setScore] = useState<number | null>(initial?.score ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSending, setIsSending] = useState(false);
  const count = characterCount(text.trim());
  const isOver = count > RATING_TEXT_MAX;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const found: FormErrors = {};
    if (score === null) found.score = t('reviews.scoreRequired');
    if (isVisiblyEmpty(text)) found.text = t('validation.required');
    else if (isOver) found.text = t('validation.reviewMax');
    setErrors(found);
    if (found.score || found.text || score === null) {
      const form = event.currentTarget;
      form
        .querySelector<HTMLElement>(found.score ? 'input[type="radio"]' : 'input[type="text"]')
        ?.focus();
      return;
    }
    setIsSending(true);
    try {
      await onSubmit({ score, text });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const message = error instanceof ApiError ? error.message : t('errors.alert');
      setErrors(
        fields.score || fields.text
          ? { score: fields.score, text: fields.text }
          : { form: message },
      );
      setIsSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <ScoreInput name={`${id}-score`} value={score} onChange={setScore} error={errors.score} />
      <div className={styles.textField}>
        <label htmlFor={`${id}-text`} className={styles.fieldLabel}>
          {t('reviews.textLabel')}
        </label>
        <input
          id={`${id}-text`}
          className={styles.textInput}
          type="text"
          value={text}
          placeholder={t('reviews.textPlaceholder')}
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={errors.text || isOver ? true : undefined}
          aria-describedby={[`${id}-count`, errors.text && `${id}-text-error`]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-count`} className={`${styles.count} ${isOver ? styles.countOver : ''}`}>
          <span aria-hidden="true">
            {count}/{RATING_TEXT_MAX}
          </span>
          <span className="visually-hidden">
            {t('reviews.characterCount', { count, max: RATING_TEXT_MAX })}
          </span>
        </p>
        {errors.text && (
          <p id={`${id}-text-error`} className={styles.fieldError}>
            {errors.text}
          </p>
        )}
      </div>
      {errors.form && (
        <p className={styles.fieldError} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSending}>
            {t('reviews.cancel')}
          </Button>
        )}
        <Button type="submit" aria-disabled={isSending || undefined}>
          {isSending ? t('reviews.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
