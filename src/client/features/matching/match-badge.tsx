import type { CardEligibility } from '../../../shared/contract/catalogue.js';
import { koreaToday } from '../../../shared/korea-date.js';
import { classify } from '../../../shared/matching/index.js';
import { useTranslation } from '../../i18n/index.js';
import { myMatchCopy } from '../../i18n/areas/my-match.js';
import { useMatchPerson } from './match-person.js';
import labelStyles from '../catalogue/item-labels.module.css';
import styles from './match-badge.module.css';

export const copyAreas = [myMatchCopy];

/** The verdict's mark where a narrow card has no room for its words. */
const MARKS = { eligible: '✓', likely: '?', not_eligible: '✗' } as const;

/**
 * A policy card's match for the signed-in user (issue 13): 받을 수 있어요 / 확인이 필요해요 /
 * 지금은 어려워요 with how many of its conditions are met, judged in the browser by the engine's
 * `classify` on the card's eligibility. Not eligible is shown like the others, never hidden.
 * Nothing while there is nobody to judge (no answers and no complete profile).
 */
export default function MatchBadge({ eligibility }: { eligibility: CardEligibility }) {
  const { t } = useTranslation();
  const state = useMatchPerson();
  if (state.status !== 'ready') return null;
  const { result, met, total } = classify(eligibility, state.person, koreaToday());
  const label = t(`matching.results.${result}`);
  const count = total > 0 ? t('myMatch.badgeCount', { met, total }) : t('myMatch.noConditions');
  return (
    <span
      className={`${styles.corner} ${labelStyles.badge} ${styles.badge} ${styles[result]}`}
      data-match={result}
    >
      <span className="visually-hidden">
        {t('myMatch.badgeLabel', { result: label })}, {count}
      </span>
      <span className={styles.mark} aria-hidden="true">
        {MARKS[result]}
      </span>
      <span className={styles.words} aria-hidden="true">
        {label}
      </span>
      {total > 0 && (
        <span className={styles.count} aria-hidden="true">
          {met}/{total}
        </span>
      )}
    </span>
  );
}
