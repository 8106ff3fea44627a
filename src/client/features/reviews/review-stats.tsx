import type { RatingStats } from '../../../shared/contract/index.js';
import { RATING_SCORES } from '../../../shared/community.js';
import { useTranslation } from '../../i18n/index.js';
import { Stars } from './stars.js';
import styles from './reviews.module.css';

/** Highest score first, as people read a distribution. */
const SCORES_DOWN = [...RATING_SCORES].reverse();

/**
 * The item's statistics, shown once the reader has written a review: the average with its stars,
 * how many reviews, and a bar per score (each read out as "5점: 7개").
 */
export function ReviewStats({ stats }: { stats: RatingStats }) {
  const { t } = useTranslation();
  const average = stats.average ?? 0;
  const total = Math.max(1, stats.count);
  return (
    <div className={styles.stats}>
      <div className={styles.average}>
        <p className={styles.averageValue}>
          <span className="visually-hidden">{t('reviews.average')} </span>
          {average.toFixed(1)}
        </p>
        <Stars score={average} size="large" isDecorative />
        <p className={styles.totalCount}>
          {t(stats.count === 1 ? 'reviews.countOne' : 'reviews.count', { count: stats.count })}
        </p>
      </div>
      <ul className={styles.bars} aria-label={t('reviews.distribution')}>
        {SCORES_DOWN.map((score) => {
          const count = stats.counts[`${score}`] ?? 0;
          return (
            <li key={score} className={styles.barRow}>
              <span className="visually-hidden">
                {t('reviews.distributionRow', { score, count })}
              </span>
              <span className={styles.barLabel} aria-hidden="true">
                {score}
              </span>
              <span className={styles.barTrack} aria-hidden="true">
                <span
                  className={styles.barFill}
                  style={{ transform: `scaleX(${count / total})` }}
                />
              </span>
              <span className={styles.barCount} aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
