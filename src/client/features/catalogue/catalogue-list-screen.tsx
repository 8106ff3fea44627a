import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useOptimistic,
  useState,
  useTransition,
} from 'react';
import { useLocation, useNavigate } from '../../lib/router.js';
import type { CatalogueFilterKey, FiltersAnswer } from '../../../shared/contract/catalogue.js';
import type { ListOrder } from '../../../shared/contract/list.js';
import type { ItemKind } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { filterGroupLabel, optionLabelFrom } from './filter-labels.js';
import type { SheetOption } from './filter-sheet.js';
import { ItemCard, ItemCardSkeleton } from './item-card.js';
import {
  defaultQuery,
  hasFilters,
  LIST_FILTERS,
  LIST_ORDERS,
  normalizeQuery,
  queryFromSearch,
  searchFromQuery,
  toggleFilter,
  type ListQuery,
} from '../../../shared/catalogue-query.js';
import { hasMorePages, useCatalogueFilters, useCatalogueList } from './use-catalogue-list.js';
import { useInfiniteScroll } from './use-infinite-scroll.js';
import styles from './catalogue-list.module.css';

// The sheet's code comes when the page is idle (or on the first tap), not with the first paint.
const loadFilterSheet = () => import('./filter-sheet.js');
const FilterSheet = lazy(async () => ({ default: (await loadFilterSheet()).FilterSheet }));

const PAGE_KEYS: Record<ItemKind, string> = {
  policy: 'pages.policyList',
  event: 'pages.eventList',
  video: 'pages.videoList',
};

/** Skeleton cards while the first page loads, and at the end while the next one does. */
const SKELETON_CARDS = 6;

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="m4 6 4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SkeletonGrid({ kind, count }: { kind: ItemKind; count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} aria-hidden="true">
      <ItemCardSkeleton kind={kind} />
    </li>
  ));
}

/**
 * A catalogue list screen (spec §2 PolicyList, EventList, VideoList): filters from `read_filters`
 * with counts, the orders of the list, 마감 포함, picks above the first page, and infinite scroll
 * with a 더 보기 button as the keyboard path. The query lives in the address, so Back, links and
 * reloads name the same list; its loaded pages live in session storage (see useCatalogueList).
 */
export function CatalogueListScreen({ kind }: { kind: ItemKind }) {
  const { t, locale } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const committedQuery = useMemo(
    () => queryFromSearch(kind, location.search),
    [kind, location.search],
  );
  const key = searchFromQuery(kind, committedQuery);
  // The router renders a new address in a transition; the controls show the choice at once.
  const [query, showQuery] = useOptimistic(committedQuery);
  const [, startTransition] = useTransition();
  const { state, loadMore, retry } = useCatalogueList(kind, key);
  const { filters, retry: retryFilters } = useCatalogueFilters(kind, committedQuery.showClosed);
  const [openSheet, setOpenSheet] = useState<CatalogueFilterKey | null>(null);
  const orderId = useId();
  const pageKey = PAGE_KEYS[kind];

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadFilterSheet().catch(() => undefined));
  }, []);

  const answer: FiltersAnswer | undefined = filters.status === 'ready' ? filters.answer : undefined;
  const label = (key: CatalogueFilterKey, value: string) =>
    optionLabelFrom(answer, kind, key, value, locale, t);

  // Filters change the address in place: Back still leaves the list, as a visitor expects.
  const setQuery = (next: ListQuery) => {
    setOpenSheet(null);
    startTransition(() => {
      showQuery(normalizeQuery(kind, next));
      navigate({ search: searchFromQuery(kind, next) }, { replace: true });
    });
  };

  const isReady = state.status === 'ready';
  const canLoadMore = isReady && hasMorePages(state);
  const onReach = useCallback(() => loadMore(), [loadMore]);
  const sentinelRef = useInfiniteScroll(onReach, canLoadMore && state.more === 'idle', {
    waitForScrollRestore: state.isRestored,
  });

  const sheetOptions = (key: CatalogueFilterKey): SheetOption[] => {
    const group = answer?.filters.find((g) => g.key === key);
    if (group) return group.options;
    const values = LIST_FILTERS[kind].find((f) => f.key === key)?.values ?? [];
    return values
      .filter((value) => key !== 'status' || value !== 'CLOSED' || query.showClosed)
      .map((value) => ({ value, label: label(key, value), count: undefined }));
  };

  const active = LIST_FILTERS[kind].flatMap(({ key }) =>
    (query.filters[key] ?? []).map((value) => ({ key, value })),
  );

  return (
    <Page title={t(`${pageKey}.title`)} description={t(`${pageKey}.description`)}>
      <div className={styles.toolbar} role="group" aria-label={t('list.filters')}>
        <div className={styles.filterRow}>
          {LIST_FILTERS[kind].map(({ key }) => {
            const chosen = query.filters[key] ?? [];
            const groupLabel =
              answer?.filters.find((g) => g.key === key)?.label ?? filterGroupLabel(kind, key, t);
            const summary =
              chosen.length === 0
                ? ''
                : chosen.length === 1
                  ? label(key, chosen[0]!)
                  : t('list.selectedMore', {
                      first: label(key, chosen[0]!),
                      count: chosen.length - 1,
                    });
            return (
              <button
                key={key}
                type="button"
                className={`${styles.filterButton} ${chosen.length ? styles.filterButtonOn : ''}`}
                aria-haspopup="dialog"
                aria-expanded={openSheet === key}
                onClick={() => setOpenSheet(key)}
              >
                <span>{groupLabel}</span>
                {summary && <span className={styles.filterSummary}>{summary}</span>}
                <ChevronIcon />
              </button>
            );
          })}
        </div>
        {active.length > 0 && (
          <ul className={styles.activeRow} aria-label={t('list.activeFilters')}>
            {active.map(({ key, value }) => (
              <li key={`${key}:${value}`}>
                <button
                  type="button"
                  className={styles.activeChip}
                  onClick={() => setQuery(toggleFilter(query, key, value, false))}
                  aria-label={t('list.removeFilter', { label: label(key, value) })}
                >
                  {label(key, value)}
                  <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.chipX}>
                    <path
                      d="M4.5 4.5l7 7m0-7-7 7"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.resetButton}
                onClick={() => setQuery({ ...defaultQuery(kind), order: query.order })}
              >
                {t('list.resetAll')}
              </button>
            </li>
          </ul>
        )}
      </div>

      <div className={styles.summaryRow}>
        <p className={styles.total}>
          {isReady ? (
            t('list.total', { count: state.total.toLocaleString(locale) })
          ) : (
            <span className={styles.totalBone} aria-hidden="true" />
          )}
        </p>
        <div className={styles.summaryControls}>
          {kind !== 'video' && (
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                className={styles.switchInput}
                checked={query.showClosed}
                onChange={(event) => setQuery({ ...query, showClosed: event.target.checked })}
              />
              <span className={styles.switchTrack} aria-hidden="true" />
              <span>{t('list.showClosed')}</span>
            </label>
          )}
          <label className="visually-hidden" htmlFor={orderId}>
            {t('list.order')}
          </label>
          <select
            id={orderId}
            className={styles.order}
            value={query.order}
            onChange={(event) => setQuery({ ...query, order: event.target.value as ListOrder })}
          >
            {LIST_ORDERS[kind].map((order) => (
              <option key={order} value={order}>
                {t(`catalogue.orders.${order}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {state.announcement}
      </p>

      {state.status === 'loading' && (
        <div className={styles.results} aria-busy="true">
          <ul className={styles.grid}>
            <SkeletonGrid kind={kind} count={SKELETON_CARDS} />
          </ul>
        </div>
      )}

      {state.status === 'failed' && (
        <Notice title={t('list.failedTitle')} body={state.announcement}>
          <Button onClick={retry}>{t('common.retry')}</Button>
        </Notice>
      )}

      {isReady && state.items.length === 0 && (
        <Notice title={t(`list.empty.${kind}`)} body={t('list.emptyBody')}>
          {(hasFilters(committedQuery) || !committedQuery.showClosed) && (
            <div className={styles.emptyActions}>
              {hasFilters(committedQuery) && (
                <Button onClick={() => setQuery(defaultQuery(kind))}>{t('list.resetAll')}</Button>
              )}
              {!committedQuery.showClosed && kind !== 'video' && (
                <Button
                  variant="ghost"
                  onClick={() => setQuery({ ...committedQuery, showClosed: true })}
                >
                  {t('list.showClosed')}
                </Button>
              )}
            </div>
          )}
        </Notice>
      )}

      {isReady && state.recommends.length > 0 && state.items.length > 0 && (
        <section
          className={`${styles.picks} ${kind === 'video' ? styles.picksVideo : ''}`}
          aria-labelledby={`${orderId}-picks`}
        >
          <h2 id={`${orderId}-picks`} className={styles.picksTitle}>
            {t('list.picks')}
          </h2>
          <ul className={styles.grid}>
            {state.recommends.map((item) => (
              <li key={item.cid}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {isReady && state.items.length > 0 && (
        <section className={styles.results} aria-labelledby={`${orderId}-results`}>
          <h2 id={`${orderId}-results`} className="visually-hidden">
            {t('list.results')}
          </h2>
          <ul className={styles.grid} aria-busy={state.more === 'loading'}>
            {state.items.map((item) => (
              <li key={item.cid}>
                <ItemCard item={item} />
              </li>
            ))}
            {state.more === 'loading' && <SkeletonGrid kind={kind} count={SKELETON_CARDS} />}
          </ul>
          <div ref={sentinelRef} className={styles.more}>
            {state.more === 'failed' ? (
              <p className={styles.moreFailed}>
                {t('list.moreFailed')}
                <Button variant="secondary" onClick={loadMore}>
                  {t('common.retry')}
                </Button>
              </p>
            ) : canLoadMore ? (
              <Button
                variant="secondary"
                className={styles.moreButton}
                onClick={loadMore}
                aria-busy={state.more === 'loading'}
              >
                {state.more === 'loading' ? t('list.loadingMore') : t('list.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('list.end')}</p>
            )}
          </div>
        </section>
      )}

      {openSheet && (
        <Suspense fallback={null}>
          <FilterSheet
            title={
              answer?.filters.find((g) => g.key === openSheet)?.label ??
              filterGroupLabel(kind, openSheet, t)
            }
            options={sheetOptions(openSheet)}
            selected={query.filters[openSheet] ?? []}
            state={filters.status}
            onApply={(values) =>
              setQuery({ ...query, filters: { ...query.filters, [openSheet]: values } })
            }
            onClose={() => setOpenSheet(null)}
            onRetry={retryFilters}
          />
        </Suspense>
      )}
    </Page>
  );
}
