import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from '../../lib/router.js';
import { formatPageTitle, titleWithAppName } from '../../../shared/i18n/format.js';
import type { ItemKind } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { Notice } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import { useScreenTitle } from '../../lib/use-page-title.js';
import { Error404 } from '../../pages/error-404/error-404-page.js';
import { CommentsSection, loadCommentThread } from '../comments/comments-section.js';
import {
  DetailBookmarkButton,
  DetailBottomBar,
  ScrollProgress,
  ToastProvider,
} from './detail-chrome.js';
import { useItemDetail, type DetailOf, type DetailState } from './use-item-detail.js';
import styles from './detail.module.css';

/**
 * `<title>` of a detail: the item's title ("청년월세 한시 특별지원 | 청년혜택"), the not-found title
 * for an unknown cid, the screen's title while loading.
 */
function useDetailTitle(state: DetailState<ItemKind>, kind: ItemKind) {
  const { t } = useTranslation();
  useScreenTitle(
    state.status === 'ready'
      ? titleWithAppName(t, state.item.title)
      : state.status === 'not_found'
        ? formatPageTitle(t, 'pages.notFound.title')
        : formatPageTitle(t, `pages.${kind}Details.title`),
  );
}

/** The shape of a detail while it loads, so the content lands without moving anything. */
function DetailSkeleton({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation();
  return (
    <div className={styles.article} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('details.loading')}
      </p>
      <div aria-hidden="true">
        {kind === 'video' && <div className={`${styles.bone} ${styles.bonePlayer}`} />}
        <div className={styles.header}>
          {kind !== 'video' && (
            <div className={styles.labelRow}>
              <span className={`${styles.bone} ${styles.boneBadge}`} />
              <span className={`${styles.bone} ${styles.boneBadge}`} />
            </div>
          )}
          <span className={`${styles.bone} ${styles.boneTitle}`} />
          <span className={`${styles.bone} ${styles.boneTitleShort}`} />
          <span className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.facts} ${styles.factsSkeleton}`}>
            <span className={`${styles.bone} ${styles.boneLine}`} />
            <span className={`${styles.bone} ${styles.boneLine}`} />
            <span className={`${styles.bone} ${styles.boneLineShort}`} />
          </div>
        </div>
        {[0, 1].map((block) => (
          <div key={block} className={styles.section}>
            <span className={`${styles.bone} ${styles.boneHeading}`} />
            <span className={`${styles.bone} ${styles.boneLine}`} />
            <span className={`${styles.bone} ${styles.boneLine}`} />
            <span className={`${styles.bone} ${styles.boneLineShort}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

function DetailFailed({
  error,
  onRetry,
  kind,
}: {
  error: unknown;
  onRetry(): void;
  kind: ItemKind;
}) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : t('errors.alert');
  return (
    <div className={styles.article}>
      {/* The screen keeps its heading, so the page is never without one. */}
      <h1 className="visually-hidden">{t(`pages.${kind}Details.title`)}</h1>
      <Notice title={t('details.failedTitle')} body={message}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Notice>
    </div>
  );
}

/**
 * What a detail screen renders lazily, for the server to load up front (a screen's `lazyParts`):
 * the comment thread, so the page's HTML holds its first page.
 */
export const DETAIL_LAZY_PARTS = [loadCommentThread];

/** The popup banner's checker and place, after the page (features/banner/popup-banner-slot.tsx). */
const PopupBannerSlot = lazy(() => import('../banner/popup-banner-slot.js'));

/**
 * The frame of the three detail screens (product §2): reading progress, the popup banner's place,
 * the item (rendered by the page with `children`), its comments, the bottom bar; a skeleton while loading, a
 * retry on failure and the not-found page for an unknown cid.
 */
export function DetailScreen<K extends ItemKind>({
  kind,
  children,
}: {
  kind: K;
  children: (item: DetailOf<K>) => ReactNode;
}) {
  const { cid = '' } = useParams();
  const { state, retry } = useItemDetail(kind, cid);
  useDetailTitle(state, kind);

  if (state.status === 'not_found') return <Error404 />;
  const item = state.status === 'ready' ? state.item : undefined;
  return (
    <ToastProvider>
      <ScrollProgress />
      <Suspense fallback={null}>
        <PopupBannerSlot placement="detail" />
      </Suspense>
      {item ? (
        <>
          <article className={styles.article} data-kind={kind}>
            {children(item)}
          </article>
          <CommentsSection cid={item.cid} />
        </>
      ) : state.status === 'failed' ? (
        <DetailFailed error={state.error} onRetry={retry} kind={kind} />
      ) : (
        <DetailSkeleton kind={kind} />
      )}
      <DetailBottomBar
        kind={kind}
        title={item?.title}
        bookmarkSlot={item && <DetailBookmarkButton cid={item.cid} />}
      />
    </ToastProvider>
  );
}
