import type { ApiCalls, RouteOutput } from '../../../shared/contract/index.js';
import { useTranslation } from '../../i18n/index.js';
import { ItemCard } from '../catalogue/item-card.js';
import styles from './result.module.css';

export type MatchedItem = RouteOutput<ApiCalls, 'match/common#read_list'>['items'][number];

/** The marks of a criterion's result: ✓ met, ✗ not met, ? unknown (each also said in words). */
const MARKS = { met: '✓', unmet: '✗', unknown: '?' } as const;

/**
 * A policy of the results (issue 13): the lists' card, then "조건 4/5 충족" and each criterion with
 * its mark and its reason in plain words; one read from the notice's text says so; the source's
 * free-text conditions follow as "이것도 확인해 보세요" (they never decide).
 */
export function MatchCard({ item }: { item: MatchedItem }) {
  const { t } = useTranslation();
  const { match } = item;
  return (
    <div className={styles.matchCard}>
      <ItemCard item={item} className={styles.cardTop} />
      <div className={`${styles.match} ${styles[match.result]}`}>
        <p className={styles.score}>
          {match.total > 0
            ? t('surveyResult.met', { met: match.met, total: match.total })
            : t('surveyResult.noCriteria')}
        </p>
        {match.criteria.length > 0 && (
          <ul
            className={styles.criteria}
            aria-label={t('surveyResult.criteriaTitle', { title: item.title })}
          >
            {match.criteria.map((criterion) => (
              <li key={criterion.key} className={`${styles.criterion} ${styles[criterion.result]}`}>
                <span className={styles.mark} aria-hidden="true">
                  {MARKS[criterion.result]}
                </span>
                <span className={styles.criterionText}>
                  <span className="visually-hidden">
                    {t(`surveyResult.criterionResults.${criterion.result}`)}:{' '}
                  </span>
                  <strong className={styles.criterionName}>
                    {t(`surveyResult.criteria.${criterion.key}`)}
                  </strong>{' '}
                  {criterion.text}
                  {criterion.from_text && (
                    <span className={styles.fromText}>{t('surveyResult.fromText')}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {match.also_check.length > 0 && (
          <details className={styles.alsoCheck}>
            <summary>
              {t('surveyResult.alsoCheck')} ({match.also_check.length})
            </summary>
            <ul>
              {match.also_check.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  );
}
