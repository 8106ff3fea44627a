import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { CatalogueFilterKey, FiltersAnswer } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { CloseIcon } from '../../components/ui/close-icon.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { filterGroupLabel, optionLabelFrom } from './filter-labels.js';
import type { SheetOption } from './filter-sheet.js';
import { ListStripBanner } from '../banner/list-strip-banner.js';
import { ItemCard } from './item-card.js';
import { ListProgress, ListResults, ListTotal } from './list-parts.js';
import { OrderSelect } from './order-select.js';
import {
  defaultQuery,
  hasFilters,
  LIST_FILTERS,
  toggleFilter,
  type ListQuery,
} from '../../../shared/catalogue-query.js';
import { useCatalogueFilters, useCatalogueList } from './use-catalogue-list.js';
import { withoutPicks } from './picks.js';
import { useListQuery } from './use-list-query.js';
import styles from './catalogue-list.module.css';

// The sheet's code comes when the page is idle (or on the first tap), not with the first paint.
const loadFilterSheet = () => import('./filter-sheet.js');
const FilterSheet = lazy(async () => ({ default: (await loadFilterSheet()).FilterSheet }));

const PAGE_KEYS: Record<ItemKind, string> = {
  policy: 'pages.policyList',
  event: 'pages.eventList',
  video: 'pages.videoList',
};

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

/**
 * A catalogue list screen (product §2 PolicyList, EventList, VideoList): filters from `read_filters`
 * with counts, the orders of the list, 마감 포함, picks above the first page, and infinite scroll
 * with a 더 보기 button as the keyboard path. The query lives in the address, so Back, links and
 * reloads name the same list; its loaded pages live in session storage (see useCatalogueList).
 */
export function CatalogueListScreen({ kind }: { kind: ItemKind }) {
  const { t, locale } = useTranslation();
  const { committed: committedQuery, query, key, setQuery: changeQuery } = useListQuery(kind);
  const { state, loadMore, retry } = useCatalogueList(kind, key);
  const { filters, retry: retryFilters } = useCatalogueFilters(kind, committedQuery.showClosed);
  const [openSheet, setOpenSheet] = useState<CatalogueFilterKey | null>(null);
  const idPrefix = useId();
  const pageKey = PAGE_KEYS[kind];

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadFilterSheet().catch(() => undefined));
  }, []);

  const answer: FiltersAnswer | undefined = filters.status === 'ready' ? filters.answer : undefined;
  const label = (key: CatalogueFilterKey, value: string) =>
    optionLabelFrom(answer, kind, key, value, locale, t);

  const setQuery = (next: ListQuery) => {
    setOpenSheet(null);
    changeQuery(next);
  };

  const isReady = state.status === 'ready';
  const showsPicks = isReady && state.recommends.length > 0 && state.items.length > 0;
  // A card appears once per screen: the picks above are left out of the list under them.
  const listed = showsPicks
    ? { ...state, items: withoutPicks(state.items, state.recommends) }
    : state;

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
                  <CloseIcon className={styles.chipX} />
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

      <ListStripBanner isListShown={state.status !== 'loading'} />

      <div className={styles.summaryRow}>
        <ListTotal state={state} />
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
          <OrderSelect
            list={kind}
            value={query.order}
            onChange={(order) => setQuery({ ...query, order })}
          />
        </div>
      </div>
      <ListProgress state={state} retry={retry} shape={{ kind }} />

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

      {showsPicks && (
        <section
          className={`${styles.picks} ${kind === 'video' ? styles.picksVideo : ''}`}
          aria-labelledby={`${idPrefix}-picks`}
        >
          <h2 id={`${idPrefix}-picks`} className={styles.picksTitle}>
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
        <ListResults
          state={listed}
          loadMore={loadMore}
          title={t('list.results')}
          shape={{ kind }}
          renderItem={(item) => <ItemCard item={item} />}
        />
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
