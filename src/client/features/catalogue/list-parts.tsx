import { useCallback, useId, type ReactNode } from 'react';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { Notice } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { ItemCardSkeleton } from './item-card.js';
import { hasMorePages, type ListState } from './use-catalogue-list.js';
import { useInfiniteScroll } from './use-infinite-scroll.js';
import styles from './catalogue-list.module.css';

/**
 * The parts every list page shares (the catalogue lists, the search, the bookmarks): the total,
 * the first page's loading and failed states, and the results with infinite scroll and a 더 보기
 * button as the keyboard path. The order select is order-select.tsx (bookmarks have one order).
 */

/** Skeleton cards while the first page loads, and at the end while the next one does. */
const SKELETON_CARDS = 6;

export interface CardShape {
  kind: ItemKind;
  /** Search results show two lines of the summary. */
  withSummary?: boolean;
}

function SkeletonGrid({ shape }: { shape: CardShape }) {
  return Array.from({ length: SKELETON_CARDS }, (_, index) => (
    <li key={`skeleton-${index}`} aria-hidden="true">
      <ItemCardSkeleton kind={shape.kind} withSummary={shape.withSummary ?? false} />
    </li>
  ));
}

/**
 * "총 N개", a bone of the same height while the first page loads; "1,000건 이상" when the
 * search counted only its newest 1,000 matches (a reader is never told a wrong number).
 */
export function ListTotal({ state }: { state: ListState }) {
  const { t, locale } = useTranslation();
  return (
    <p className={styles.total}>
      {state.status === 'ready' ? (
        t(state.isTotalCapped ? 'list.totalCapped' : 'list.total', {
          count: state.total.toLocaleString(locale),
        })
      ) : (
        <span className={styles.totalBone} aria-hidden="true" />
      )}
    </p>
  );
}

/** What the last answer brought, for screen readers; skeletons, or a retry after a failure. */
export function ListProgress({
  state,
  retry,
  shape,
}: {
  state: ListState;
  retry: () => void;
  shape: CardShape;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {state.announcement}
      </p>
      {state.status === 'loading' && (
        <div className={styles.results} aria-busy="true">
          <ul className={styles.grid}>
            <SkeletonGrid shape={shape} />
          </ul>
        </div>
      )}
      {state.status === 'failed' && (
        <Notice title={t('list.failedTitle')} body={state.announcement}>
          <Button onClick={retry}>{t('common.retry')}</Button>
        </Notice>
      )}
    </>
  );
}

/**
 * The loaded items, then the next page as the end comes near (after a restored list, once its
 * scroll position is back), with a 더 보기 button for keyboards and a retry after a failure.
 */
export function ListResults({
  state,
  loadMore,
  title,
  shape,
  renderItem,
}: {
  state: ListState;
  loadMore: () => void;
  /** The results' heading, for screen readers. */
  title: string;
  shape: CardShape;
  renderItem: (item: ListItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const canLoadMore = state.status === 'ready' && hasMorePages(state);
  const onReach = useCallback(() => loadMore(), [loadMore]);
  const sentinelRef = useInfiniteScroll(onReach, canLoadMore && state.more === 'idle', {
    waitForScrollRestore: state.isRestored,
  });
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {title}
      </h2>
      <ul className={styles.grid} aria-busy={state.more === 'loading'}>
        {state.items.map((item) => (
          <li key={item.cid}>{renderItem(item)}</li>
        ))}
        {state.more === 'loading' && <SkeletonGrid shape={shape} />}
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
  );
}
