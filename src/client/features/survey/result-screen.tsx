import { useId, useState } from 'react';
import { INTEREST_CATEGORIES } from '../../../shared/categories.js';
import { MATCH_RESULTS, type MatchResult } from '../../../shared/matching/types.js';
import { SIDO } from '../../../shared/regions.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { Notice } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { useApiQuery, useQueryCache } from '../../lib/query/use-query.js';
import { Link, useLocation, useNavigate } from '../../lib/router.js';
import { ListProgress, ListResults } from '../catalogue/list-parts.js';
import { usePagedList } from '../catalogue/use-catalogue-list.js';
import { MatchCard, type MatchedItem } from './match-card.js';
import { matchRequest, resultQueryFrom, searchOfResult, type ResultQuery } from './result-query.js';
import { SURVEY_PATH } from './survey-paths.js';
import formStyles from '../auth/form-fields.module.css';
import styles from './result.module.css';

type ResultCounts = Record<MatchResult, number>;

/** match/common answers 409 survey_required when there is neither an answer nor a profile. */
function isSurveyRequired(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'survey_required';
}

/** The three groups as links, each with its count (under the other filters). */
function GroupTabs({ query, counts }: { query: ResultQuery; counts: ResultCounts | undefined }) {
  const { t, locale } = useTranslation();
  return (
    <nav aria-label={t('surveyResult.groupTabs')}>
      <ul className={styles.groups}>
        {MATCH_RESULTS.map((result) => {
          const isCurrent = result === query.result;
          const count = counts?.[result];
          return (
            <li key={result}>
              <Link
                to={{ search: searchOfResult({ ...query, result }) }}
                replace
                aria-current={isCurrent ? 'page' : undefined}
                className={`${styles.group} ${styles[result]}`}
              >
                <span className={styles.groupName}>{t(`surveyResult.groups.${result}`)}</span>
                <span className={styles.groupCount}>
                  {count === undefined ? (
                    <span className={styles.countBone} aria-hidden="true" />
                  ) : (
                    t('surveyResult.groupCount', { count: count.toLocaleString(locale) })
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Filters({ query, onChange }: { query: ResultQuery; onChange(next: ResultQuery): void }) {
  const { t, locale } = useTranslation();
  const hasFilters = query.category !== undefined || query.region !== undefined;
  return (
    <div className={styles.filters} role="group" aria-label={t('surveyResult.filters')}>
      <label className={styles.filter}>
        <span className={styles.filterName}>{t('surveyResult.category')}</span>
        <select
          className={`${formStyles.input} ${styles.filterSelect}`}
          value={query.category ?? ''}
          onChange={(event) =>
            onChange({
              ...query,
              category: INTEREST_CATEGORIES.find((value) => value === event.target.value),
            })
          }
        >
          <option value="">{t('surveyResult.allCategories')}</option>
          {INTEREST_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span className={styles.filterName}>{t('surveyResult.region')}</span>
        <select
          className={`${formStyles.input} ${styles.filterSelect}`}
          value={query.region ?? ''}
          onChange={(event) =>
            onChange({
              ...query,
              region: SIDO.find((sido) => sido.code === event.target.value)?.code,
            })
          }
        >
          <option value="">{t('surveyResult.allRegions')}</option>
          {SIDO.map((sido) => (
            <option key={sido.code} value={sido.code}>
              {locale === 'en-US' ? sido.en : sido.ko}
            </option>
          ))}
        </select>
      </label>
      {hasFilters && (
        <Button
          variant="ghost"
          className={styles.clear}
          onClick={() => onChange({ ...query, category: undefined, region: undefined })}
        >
          {t('surveyResult.clearFilters')}
        </Button>
      )}
    </div>
  );
}

/** Shares the address (the group and the filters only) or copies it where sharing is missing. */
async function shareAddress(url: string, title: string): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return false;
    } catch {
      // Dismissed, or not allowed here: copying still helps.
    }
  }
  await navigator.clipboard.writeText(url);
  return true;
}

/**
 * The results page (issue 13, decision 019): the open policies judged against the user's latest
 * answer (else the profile) in three groups with their counts, under category and region filters;
 * every card says which conditions are met and why. The address holds only the view.
 */
export function ResultScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const cache = useQueryCache();
  const query = resultQueryFrom(location.search);
  const search = searchOfResult(query);
  const answer = useApiQuery('survey/read#read_answer', {}, { freshMs: 0 });
  const { state, loadMore, retry, cacheKey } = usePagedList(
    'match/common#read_list',
    (page) => matchRequest(query, page),
    search,
  );
  const [shareMessage, setShareMessage] = useState('');
  const shareHintId = useId();
  const snapshot = cache.snapshot<{ result_counts?: ResultCounts }[]>(cacheKey);
  const counts = snapshot.data?.[0]?.result_counts;
  const needsSurvey = state.status === 'failed' && isSurveyRequired(snapshot.error);
  const usesProfile = answer.snapshot.data?.uses_profile === true;

  const show = (next: ResultQuery) => navigate({ search: searchOfResult(next) }, { replace: true });
  const share = async () => {
    const url = `${window.location.origin}${location.pathname}${search}`;
    try {
      const isCopied = await shareAddress(url, t('pages.surveyResult.title'));
      if (isCopied) setShareMessage(t('surveyResult.shareDone'));
    } catch {
      setShareMessage(url);
    }
  };

  // Whether the results are judged on the profile decides a banner above everything; until that
  // is known nothing is drawn, so nothing drawn moves when it arrives (CLS).
  if (answer.snapshot.status === 'loading') return <div aria-busy="true" />;

  if (needsSurvey) {
    return (
      <Notice title={t('surveyResult.needSurvey.title')} body={t('surveyResult.needSurvey.body')}>
        <ButtonLink to={SURVEY_PATH}>{t('surveyResult.needSurvey.start')}</ButtonLink>
      </Notice>
    );
  }

  return (
    <>
      {usesProfile && <p className={styles.banner}>{t('surveyResult.usesProfile')}</p>}
      <div className={styles.toolbar}>
        <ButtonLink to={SURVEY_PATH} variant="secondary" className={styles.tool}>
          {t('surveyResult.editAnswers')}
        </ButtonLink>
        <Button
          variant="ghost"
          className={styles.tool}
          aria-describedby={shareHintId}
          onClick={() => void share()}
        >
          {t('surveyResult.share')}
        </Button>
        <p id={shareHintId} className="visually-hidden">
          {t('surveyResult.shareHint')}
        </p>
      </div>
      <p className={styles.shareMessage} role="status">
        {shareMessage}
      </p>
      <GroupTabs query={query} counts={counts} />
      <Filters query={query} onChange={show} />
      <p className={styles.groupHint}>{t(`surveyResult.groupHints.${query.result}`)}</p>
      <ListProgress state={state} retry={retry} shape={{ kind: 'policy' }} />
      {state.status === 'ready' && state.items.length === 0 && (
        <Notice
          title={t(`surveyResult.empty.${query.result}`)}
          body={t('surveyResult.emptyBody')}
        />
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <ListResults
          state={state}
          loadMore={loadMore}
          title={t(`surveyResult.groups.${query.result}`)}
          shape={{ kind: 'policy' }}
          renderItem={(item) => <MatchCard item={item as MatchedItem} />}
        />
      )}
    </>
  );
}
