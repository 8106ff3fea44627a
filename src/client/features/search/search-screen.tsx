import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { searchFromQuery, type ListQuery } from '../../../shared/catalogue-query.js';
import { searchPath } from '../../../shared/search-address.js';
import { formatPageTitle, titleWithAppName } from '../../../shared/i18n/format.js';
import { ITEM_KINDS, KIND_PATHS, type ItemKind } from '../../../shared/routes.js';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import { Button } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { Link } from '../../lib/router.js';
import { useScreenTitle } from '../../lib/use-page-title.js';
import { ItemCard } from '../catalogue/item-card.js';
import { ListProgress, ListResults, ListTotal, OrderSelect } from '../catalogue/list-parts.js';
import {
  useCatalogueList,
  type KindCounts,
  type ListState,
} from '../catalogue/use-catalogue-list.js';
import { useListQuery } from '../catalogue/use-list-query.js';
import { rememberSearch, useRecentSearches } from './recent-searches.js';
import { highlightParts } from './highlight.js';
import { SearchBox } from './search-box.js';
import { CloseIcon } from '../../components/ui/close-icon.js';
import buttonStyles from '../../components/ui/button.module.css';
import chipStyles from '../../components/ui/chips.module.css';
import listStyles from '../catalogue/catalogue-list.module.css';
import styles from './search-screen.module.css';

/**
 * The search page (product §2 SearchedList): the words in the address (`/search/?keyword=월세`), tabs
 * for the kinds with their counts, the orders, results with infinite scroll and the matched
 * parts marked, and Back from a detail restoring the same results at the same place (the list
 * machinery of the catalogue lists). Without words: recent searches and popular ones.
 */

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
function SearchStart() {
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
function NothingFound({ keyword }: { keyword: string }) {
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

/**
 * The tabs' counts: from the latest answer, else the last ones known for the same words (they do
 * not depend on the tab or the order), so switching tabs keeps them in place.
 */
function useKindCounts(keyword: string, state: ListState): KindCounts | undefined {
  const [known, setKnown] = useState<{ keyword: string; counts: KindCounts } | null>(null);
  if (state.kindCounts && (known?.keyword !== keyword || known.counts !== state.kindCounts)) {
    setKnown({ keyword, counts: state.kindCounts });
  }
  return state.kindCounts ?? (known?.keyword === keyword ? known.counts : undefined);
}

type Tab = ItemKind | 'all';
const TABS: readonly Tab[] = ['all', ...ITEM_KINDS];

function KindTabs({
  query,
  counts,
  panelId,
  tabId,
  onSelect,
}: {
  query: ListQuery;
  counts: KindCounts | undefined;
  panelId: string;
  tabId: (tab: Tab) => string;
  onSelect: (next: ListQuery) => void;
}) {
  const { t, locale } = useTranslation();
  const selected: Tab = (query.filters.kind?.[0] as ItemKind | undefined) ?? 'all';
  const queryOf = (tab: Tab): ListQuery => ({
    ...query,
    filters: tab === 'all' ? {} : { kind: [tab] },
  });
  const countOf = (tab: Tab) =>
    counts && (tab === 'all' ? counts.policy + counts.event + counts.video : counts[tab]);

  // Arrows, Home and End move between the tabs; Enter or a click opens one.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0 || at < 0) return;
    event.preventDefault();
    tabs[next]!.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('search.kindTabs')}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {TABS.map((tab) => {
        const isSelected = tab === selected;
        const count = countOf(tab);
        return (
          <Link
            key={tab}
            id={tabId(tab)}
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`${styles.tab} ${isSelected ? styles.tabSelected : ''}`}
            to={{ search: searchFromQuery('search', queryOf(tab)) }}
            replace
            onClick={(event) => {
              event.preventDefault();
              if (!isSelected) onSelect(queryOf(tab));
            }}
          >
            {t(`search.kinds.${tab}`)}
            <span className={styles.count}>
              {count === undefined ? (
                <span className={styles.countBone} aria-hidden="true" />
              ) : (
                <>
                  <span aria-hidden="true">{count.toLocaleString(locale)}</span>
                  <span className="visually-hidden">
                    {t('search.tabCount', { count: count.toLocaleString(locale) })}
                  </span>
                </>
              )}
            </span>
          </Link>
        );
      })}
    </div>
  );
}

function SearchResults({
  keyword,
  query,
  listKey,
  setQuery,
}: {
  keyword: string;
  query: ListQuery;
  listKey: string;
  setQuery: (next: ListQuery) => void;
}) {
  const { t } = useTranslation();
  const { state, loadMore, retry } = useCatalogueList('search', listKey);
  const counts = useKindCounts(keyword, state);
  const words = useMemo(() => parseSearchKeyword(keyword), [keyword]);
  const kind = query.filters.kind?.[0] as ItemKind | undefined;
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const tabId = (tab: Tab) => `${idPrefix}-tab-${tab}`;
  const isReady = state.status === 'ready';
  const shape = { kind: kind ?? 'policy', withSummary: true };
  const foundElsewhere = !!kind && !!counts && counts.policy + counts.event + counts.video > 0;

  return (
    <>
      <KindTabs query={query} counts={counts} panelId={panelId} tabId={tabId} onSelect={setQuery} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(kind ?? 'all')}>
        {!(isReady && state.total === 0) && (
          <div className={listStyles.summaryRow}>
            <ListTotal state={state} />
            <div className={listStyles.summaryControls}>
              <OrderSelect
                list="search"
                value={query.order}
                onChange={(order) => setQuery({ ...query, order })}
              />
            </div>
          </div>
        )}
        <ListProgress state={state} retry={retry} shape={shape} />

        {isReady &&
          state.items.length === 0 &&
          (foundElsewhere ? (
            <Notice
              title={t('search.empty.kindTitle', { kind: t(`search.kinds.${kind}`), keyword })}
              body={t('search.empty.kindBody')}
            >
              <Button onClick={() => setQuery({ ...query, filters: {} })}>
                {t('search.suggest.all', { keyword })}
              </Button>
            </Notice>
          ) : (
            <NothingFound keyword={keyword} />
          ))}

        {isReady && state.items.length > 0 && (
          <ListResults
            state={state}
            loadMore={loadMore}
            title={t('search.resultsTitle', { keyword })}
            shape={shape}
            renderItem={(item) => (
              <ItemCard
                item={item}
                showKind={!kind}
                marks={{
                  title: highlightParts(item.title, words),
                  summary: highlightParts(item.summary, words, { snippet: true }),
                }}
              />
            )}
          />
        )}
      </div>
    </>
  );
}

export function SearchScreen() {
  const { t } = useTranslation();
  const { committed, query, key, setQuery } = useListQuery('search');
  const keyword = committed.keyword ?? '';
  useScreenTitle(
    keyword
      ? titleWithAppName(t, t('search.resultsTitle', { keyword }))
      : formatPageTitle(t, 'pages.search.title'),
  );

  return (
    <Page
      title={keyword ? t('search.resultsTitle', { keyword }) : t('pages.search.title')}
      {...(keyword ? {} : { description: t('pages.search.description') })}
    >
      <SearchBox
        key={keyword}
        id="search-page-input"
        defaultValue={keyword}
        formClassName={styles.searchForm}
        submitLabel={t('search.submit')}
      />
      {keyword ? (
        <SearchResults keyword={keyword} query={query} listKey={key} setQuery={setQuery} />
      ) : (
        <SearchStart />
      )}
    </Page>
  );
}
