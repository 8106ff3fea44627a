import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { searchFromQuery, type ListQuery } from '../../../shared/catalogue-query.js';
import { formatPageTitle, titleWithAppName } from '../../../shared/i18n/format.js';
import type { ItemKind } from '../../../shared/routes.js';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import { Button } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { useScreenTitle } from '../../lib/use-page-title.js';
import { ItemCard } from '../catalogue/item-card.js';
import { KindTabs, type KindTab } from '../catalogue/kind-tabs.js';
import { ListProgress, ListResults, ListTotal } from '../catalogue/list-parts.js';
import { OrderSelect } from '../catalogue/order-select.js';
import {
  useCatalogueList,
  type KindCounts,
  type ListState,
} from '../catalogue/use-catalogue-list.js';
import { useListQuery } from '../catalogue/use-list-query.js';
import { highlightParts } from './highlight.js';
import { LazySearchBox } from './lazy-search-box.js';
import listStyles from '../catalogue/catalogue-list.module.css';
import styles from './search-screen.module.css';

/**
 * The search page (product §2 SearchedList): the words in the address (`/search/?keyword=월세`), tabs
 * for the kinds with their counts, the orders, results with infinite scroll and the matched
 * parts marked, and Back from a detail restoring the same results at the same place (the list
 * machinery of the catalogue lists). Without words: recent searches and popular ones.
 */

/**
 * What the page shows without results (the start without words, nothing found) is read by few:
 * its code loads after the page's own (product §15: the search's first JavaScript stays within
 * 100 KB), and the server loads it up front (`lazyParts`), so its HTML holds it.
 */
export const loadSearchHelp = () => import('./search-help.js');
const SearchStart = lazy(() => loadSearchHelp().then((m) => ({ default: m.SearchStart })));
const NothingFound = lazy(() => loadSearchHelp().then((m) => ({ default: m.NothingFound })));

interface TabCounts {
  counts: KindCounts;
  /** Counted among the newest 1,000 matches only: each is a lower bound ("N+"). */
  isCapped: boolean;
}

/**
 * The tabs' counts: from the latest answer, else the last ones known for the same words (they do
 * not depend on the tab or the order), so switching tabs keeps them in place.
 */
function useKindCounts(keyword: string, state: ListState): TabCounts | undefined {
  const [known, setKnown] = useState<({ keyword: string } & TabCounts) | null>(null);
  if (state.kindCounts && (known?.keyword !== keyword || known.counts !== state.kindCounts)) {
    setKnown({ keyword, counts: state.kindCounts, isCapped: !!state.isTotalCapped });
  }
  if (state.kindCounts) return { counts: state.kindCounts, isCapped: !!state.isTotalCapped };
  return known?.keyword === keyword ? known : undefined;
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
  const tabCounts = useKindCounts(keyword, state);
  const counts = tabCounts?.counts;
  const words = useMemo(() => parseSearchKeyword(keyword), [keyword]);
  const kind = query.filters.kind?.[0] as ItemKind | undefined;
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const tabId = (tab: KindTab) => `${idPrefix}-tab-${tab}`;
  const queryOfTab = (tab: KindTab): ListQuery => ({
    ...query,
    filters: tab === 'all' ? {} : { kind: [tab] },
  });
  const isReady = state.status === 'ready';
  const shape = { kind: kind ?? 'policy', withSummary: true };
  const foundElsewhere = !!kind && !!counts && counts.policy + counts.event + counts.video > 0;

  return (
    <>
      <KindTabs
        label={t('search.kindTabs')}
        selected={kind ?? 'all'}
        panelId={panelId}
        tabId={tabId}
        searchOf={(tab) => searchFromQuery('search', queryOfTab(tab))}
        onSelect={(tab) => setQuery(queryOfTab(tab))}
        countOf={(tab) =>
          counts && (tab === 'all' ? counts.policy + counts.event + counts.video : counts[tab])
        }
        areCountsCapped={tabCounts?.isCapped ?? false}
      />
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
            <Suspense fallback={<div className={styles.helpPending} aria-busy="true" />}>
              <NothingFound keyword={keyword} />
            </Suspense>
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
      <LazySearchBox
        key={keyword}
        id="search-page-input"
        defaultValue={keyword}
        formClassName={styles.searchForm}
        submitLabel={t('search.submit')}
      />
      {keyword ? (
        <SearchResults keyword={keyword} query={query} listKey={key} setQuery={setQuery} />
      ) : (
        <Suspense fallback={<div className={styles.helpPending} aria-busy="true" />}>
          <SearchStart />
        </Suspense>
      )}
    </Page>
  );
}
