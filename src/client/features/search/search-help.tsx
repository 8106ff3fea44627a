import { useId, type ReactNode } from 'react';
import { searchPath } from '../../../shared/search-address.js';
import { KIND_PATHS } from '../../../shared/routes.js';
import { Notice } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { Link } from '../../lib/router.js';
import { rememberSearch, useRecentSearches } from './recent-searches.js';
import { CloseIcon } from '../../components/ui/close-icon.js';
import buttonStyles from '../../components/ui/button.module.css';
import chipStyles from '../../components/ui/chips.module.css';
import listStyles from '../catalogue/catalogue-list.module.css';
import styles from './search-screen.module.css';

/** The search page without results: the start without words, and nothing found (search-screen). */

/** What visitors look for most; each chip is a search. */
export const POPULAR_KEYWORDS = ['월세', '청년도약계좌', '취업', '교통비', '전세'] as const;

const LIST_LINKS = [
  { to: KIND_PATHS.policy.list, labelKey: 'nav.policies' },
  { to: KIND_PATHS.event.list, labelKey: 'nav.events' },
  { to: KIND_PATHS.video.list, labelKey: 'nav.videos' },
] as const;

function PopularKeywords({ titleId }: { titleId: string }) {
  return (
    <ul className={chipStyles.chips} aria-labelledby={titleId}>
      {POPULAR_KEYWORDS.map((keyword) => (
        <li key={keyword}>
          <Link
            to={searchPath(keyword)}
            className={`${chipStyles.chip} ${chipStyles.accent}`}
            onClick={() => rememberSearch(keyword)}
          >
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** `/search/` without words: this device's recent searches, and popular ones. */
export function SearchStart() {
  const { t } = useTranslation();
  const recent = useRecentSearches();
  const popularId = useId();
  return (
    <>
      <Section
        title={t('search.recent.title')}
        action={
          recent.items.length > 0 && (
            <button type="button" className={listStyles.textButton} onClick={recent.clear}>
              {t('search.recent.clear')}
            </button>
          )
        }
      >
        {recent.items.length ? (
          <ul className={chipStyles.chips}>
            {recent.items.map((keyword) => (
              <li key={keyword} className={styles.recentItem}>
                <Link
                  to={searchPath(keyword)}
                  className={styles.recentLink}
                  onClick={() => rememberSearch(keyword)}
                >
                  {keyword}
                </Link>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('search.recent.remove', { keyword })}
                  onClick={() => recent.remove(keyword)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('search.recent.empty')}</p>
        )}
        <p className={styles.note}>{t('search.recent.note')}</p>
      </Section>
      <section className={styles.section} aria-labelledby={popularId}>
        <h2 id={popularId} className={styles.sectionTitle}>
          {t('search.popular')}
        </h2>
        <PopularKeywords titleId={popularId} />
      </section>
    </>
  );
}

/** Nothing found: how to search, popular words, and the lists to browse. */
export function NothingFound({ keyword }: { keyword: string }) {
  const { t, tList } = useTranslation();
  const tips = tList('search.empty.tips');
  const popularId = useId();
  const browseId = useId();
  return (
    <Notice title={t('search.empty.title', { keyword })}>
      <div className={styles.help}>
        <h3 className={styles.helpTitle}>{t('search.empty.tipsTitle')}</h3>
        <ul className={styles.tips}>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <h3 id={popularId} className={styles.helpTitle}>
          {t('search.popular')}
        </h3>
        <PopularKeywords titleId={popularId} />
        <h3 id={browseId} className={styles.helpTitle}>
          {t('search.empty.browseTitle')}
        </h3>
        <ul className={chipStyles.chips} aria-labelledby={browseId}>
          {LIST_LINKS.map(({ to, labelKey }) => (
            <li key={to}>
              <Link to={to} className={`${buttonStyles.button} ${buttonStyles.ghost}`}>
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Notice>
  );
}
