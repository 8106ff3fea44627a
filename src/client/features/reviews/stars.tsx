import { useState } from 'react';
import { RATING_SCORES } from '../../../shared/community.js';
import { useTranslation } from '../../i18n/index.js';
import styles from './reviews.module.css';

function StarIcon({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />
    </svg>
  );
}

/**
 * A score as five stars, read as "5점 만점에 4점"; beside a number that says it already (the
 * average), `isDecorative` keeps screen readers from reading it twice.
 */
export function Stars({
  score,
  size = 'small',
  isDecorative = false,
}: {
  score: number;
  size?: 'small' | 'large';
  isDecorative?: boolean;
}) {
  const { t } = useTranslation();
  const shown = Math.round(score);
  return (
    <span
      className={`${styles.stars} ${size === 'large' ? styles.starsLarge : ''}`}
      {...(isDecorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t('reviews.stars', { score }) })}
    >
      {RATING_SCORES.map((star) => (
        <StarIcon
          key={star}
          className={star <= shown ? `${styles.star} ${styles.starOn}` : styles.star}
        />
      ))}
    </span>
  );
}

/**
 * The score of the form (issue 12): five radio buttons drawn as stars, each a 44 px target, in a
 * fieldset with its legend. Arrow keys move between them as between any radios; hovering shows
 * the score a click would give; the chosen score's word ("좋아요") is shown beside.
 */
export function ScoreInput({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: number | null;
  onChange(score: number): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.scoreField}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.fieldLabel}>{t('reviews.scoreLegend')}</legend>
      <div className={styles.scoreRow}>
        <div className={styles.scoreStars} onMouseLeave={() => setHovered(null)}>
          {RATING_SCORES.map((score) => (
            <label
              key={score}
              className={styles.scoreOption}
              onMouseEnter={() => setHovered(score)}
            >
              <input
                className={styles.scoreRadio}
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
              />
              <StarIcon
                className={score <= lit ? `${styles.scoreStar} ${styles.starOn}` : styles.scoreStar}
              />
              <span className="visually-hidden">{t('reviews.scoreOption', { score })}</span>
            </label>
          ))}
        </div>
        {lit > 0 && (
          <span className={styles.scoreWord} aria-hidden="true">
            {t(`reviews.scoreWords.${lit}`)}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
