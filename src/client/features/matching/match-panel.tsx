import { useId, useMemo, useState } from 'react';
import type { Eligibility } from '../../../shared/eligibility.js';
import { koreaToday } from '../../../shared/korea-date.js';
import { criterionText, evaluate, type Evaluation } from '../../../shared/matching/index.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { myMatchCopy } from '../../i18n/areas/my-match.js';
import { useTranslation } from '../../i18n/index.js';
import { Link, useLocation } from '../../lib/router.js';
import { useContentLang } from '../catalogue-detail/detail-parts.js';
import { formatUpdated } from '../catalogue-detail/format.js';
import { useMatchPerson, type PersonState } from './match-person.js';
import labelStyles from '../catalogue/item-labels.module.css';
import badgeStyles from './match-badge.module.css';
import styles from './match-panel.module.css';

export const copyAreas = [myMatchCopy];

const MARKS = { met: '✓', unmet: '✗', unknown: '?' } as const;

/** The closed panel: one line of words and one action, the height its slot holds. */
function Bar({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <div className={styles.bar}>
      <p className={styles.barText}>{text}</p>
      {children}
    </div>
  );
}

/** Each criterion with its mark and its reason, the free-text conditions to read, and the basis. */
function Criteria({
  id,
  evaluation,
  basis,
  isHidden,
}: {
  id: string;
  isHidden: boolean;
  evaluation: Evaluation;
  basis: Extract<PersonState, { status: 'ready' }>['basis'];
}) {
  const { t, locale } = useTranslation();
  const lang = useContentLang();
  return (
    <div id={id} className={styles.details} hidden={isHidden}>
      <p className={styles.basis}>
        {basis === 'profile'
          ? t('myMatch.panel.fromProfile')
          : t('myMatch.panel.fromAnswer', { date: formatUpdated(basis.answeredAt, locale) })}{' '}
        <Link to="/survey/" className={styles.edit}>
          {t('myMatch.panel.editAnswers')}
        </Link>
      </p>
      {evaluation.criteria.length === 0 ? (
        <p className={styles.none}>{t('myMatch.panel.noCriteria')}</p>
      ) : (
        <>
          <h3 className={styles.subTitle}>{t('myMatch.panel.criteriaTitle')}</h3>
          <ul className={styles.criteria}>
            {evaluation.criteria.map((criterion) => (
              <li
                key={criterion.key}
                className={`${styles.criterion} ${styles[criterion.result]}`}
                data-criterion={criterion.key}
                data-result={criterion.result}
              >
                <span className={styles.mark} aria-hidden="true">
                  {MARKS[criterion.result]}
                </span>
                <span className={styles.criterionBody}>
                  <span className={styles.criterionHead}>
                    <strong>{t(`details.eligibility.labels.${criterion.key}`)}</strong>
                    <span className={styles.result}>
                      {t(`myMatch.panel.marks.${criterion.result}`)}
                    </span>
                    {criterion.fromText && (
                      <span className={styles.fromText}>{t('myMatch.panel.readFromText')}</span>
                    )}
                  </span>
                  <span className={styles.reason}>{criterionText(criterion, t, locale)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {evaluation.alsoCheck.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('matching.alsoCheck')}</h3>
          <p className={styles.hint}>{t('myMatch.panel.alsoCheckHint')}</p>
          <ul className={styles.alsoCheck} lang={lang}>
            {evaluation.alsoCheck.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.hint}>{t('myMatch.panel.disclaimer')}</p>
    </div>
  );
}

/**
 * "내 조건으로 보기" on a policy detail (issue 13): for a signed-in user with answers or a
 * complete profile, the verdict with how many conditions are met, and on opening every criterion
 * with ✓ ✗ ? and its reason in plain words (the engine's `evaluate`), "read from the notice text"
 * where the importer read it there, and the free-text conditions to check by hand. A visitor is
 * asked to sign in, a user without answers to take the survey.
 */
export default function MatchPanel({ eligibility }: { eligibility: Eligibility }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useMatchPerson();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const person = state.status === 'ready' ? state.person : undefined;
  const evaluation = useMemo(
    () => person && evaluate(eligibility, person, koreaToday()),
    [eligibility, person],
  );

  if (state.status === 'loading') return <div className={styles.place} aria-hidden="true" />;
  if (state.status === 'visitor') {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <Bar text={t('myMatch.panel.signIn')}>
        <ButtonLink to={`/signup/?next=${next}`} variant="secondary" className={styles.action}>
          {t('myMatch.panel.signInAction')}
        </ButtonLink>
      </Bar>
    );
  }
  if (state.status === 'unknown') {
    return (
      <Bar text={t('myMatch.panel.survey')}>
        <ButtonLink to="/survey/" variant="secondary" className={styles.action}>
          {t('myMatch.panel.surveyAction')}
        </ButtonLink>
      </Bar>
    );
  }
  if (state.status === 'failed') {
    return (
      <Bar text={t('myMatch.panel.failed')}>
        <Button variant="secondary" className={styles.action} onClick={state.retry}>
          {t('common.retry')}
        </Button>
      </Bar>
    );
  }

  const { result, met, total } = evaluation!;
  return (
    <div className={styles.panel} data-match={result}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span className={styles.toggleTitle}>{t('myMatch.panel.show')}</span>
        <span className={`${labelStyles.badge} ${badgeStyles.badge} ${badgeStyles[result]}`}>
          {t(`matching.results.${result}`)}
        </span>
        <span className={styles.count}>
          {total > 0 ? t('myMatch.badgeCount', { met, total }) : t('myMatch.noConditions')}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <Criteria id={detailsId} evaluation={evaluation!} basis={state.basis} isHidden={!isOpen} />
    </div>
  );
}
