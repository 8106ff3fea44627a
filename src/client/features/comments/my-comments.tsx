import { useState } from 'react';
import type { MyComment } from '../../../shared/contract/index.js';
import { detailPath, KIND_PATHS } from '../../../shared/routes.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { Notice } from '../../components/ui/page.js';
import { TimeAgo } from '../../components/ui/time-ago.js';
import { useInfiniteScroll } from '../../features/catalogue/use-infinite-scroll.js';
import { hiddenText } from './hidden-text.js';
import { commentAnchor } from './thread-data.js';
import { useMyComments } from './use-my-comments.js';
import commentStyles from './comments.module.css';
import styles from './my-comments.module.css';
import { commentsCopy } from '../../i18n/areas/comments.js';
import { loadCopyArea, useTranslation } from '../../i18n/index.js';
import { Link } from '../../lib/router.js';

/** The list's words arrive with its code (my-comments-page.tsx waits for them). */
export function loadCopy(): Promise<void> {
  return loadCopyArea(commentsCopy);
}

/** One of my comments: the item it is on (a link to the comment there), its text and when. */
function MyCommentItem({
  comment,
  isSelecting,
  isSelected,
  onSelect,
  onDelete,
}: {
  comment: MyComment;
  isSelecting: boolean;
  isSelected: boolean;
  onSelect(isSelected: boolean): void;
  onDelete(): void;
}) {
  const { t, locale } = useTranslation();
  const { item } = comment;
  const titleId = `my-comment-${comment.id}`;
  return (
    <li className={`${styles.item} ${isSelected ? styles.selected : ''}`}>
      {isSelecting && (
        <input
          type="checkbox"
          className={styles.check}
          checked={isSelected}
          aria-label={t('myComments.selectThis')}
          aria-describedby={titleId}
          onChange={(event) => onSelect(event.target.checked)}
        />
      )}
      <article className={styles.body} aria-labelledby={titleId}>
        <p className={styles.kind}>
          {t(`myComments.kinds.${item.kind}`)}
          {comment.parent_id !== null && <span> · {t('myComments.replyTag')}</span>}
        </p>
        <h2 className={styles.title} id={titleId}>
          <Link to={`${detailPath(item.kind, item.cid)}#${commentAnchor(comment.id)}`} lang="ko">
            {item.title}
          </Link>
        </h2>
        {comment.hidden && (
          <p className={commentStyles.hiddenNote}>
            {hiddenText(comment.hidden, locale, t)} · {t('comments.hiddenMine')}
          </p>
        )}
        {/* A preview: the whole comment, with its links, is a click away under the item. */}
        <p className={styles.text}>{comment.text}</p>
        <p className={styles.meta}>
          <TimeAgo iso={comment.created_at} />
          {comment.updated && <span> · {t('comments.edited')}</span>}
          <span>
            {' '}
            · {t('comments.like')} {comment.like_count}
          </span>
        </p>
      </article>
      {!isSelecting && (
        <Button variant="ghost" className={styles.delete} onClick={onDelete}>
          {t('comments.delete')}
        </Button>
      )}
    </li>
  );
}

/**
 * The user's comments and replies (the "내 댓글" tab), newest first, loaded as the reader scrolls;
 * each leads to its place under the item; one or several deleted after a confirmation; an empty
 * list leads to the lists.
 */
export default function MyCommentsList() {
  const { t } = useTranslation();
  const { snapshot, comments, total, canLoadMore, loadMore, retry, remove } = useMyComments();
  const [selected, setSelected] = useState<ReadonlySet<number> | null>(null);
  const [toDelete, setToDelete] = useState<readonly number[] | null>(null);
  const [failure, setFailure] = useState<string>();
  const sentinel = useInfiniteScroll(loadMore, canLoadMore);
  const isSelecting = selected !== null;

  if (snapshot.status === 'loading') {
    return (
      <p className={styles.status} role="status" aria-busy="true">
        {t('myComments.loading')}
      </p>
    );
  }
  if (snapshot.status === 'failed') {
    return (
      <Notice title={t('myComments.loadFailed')}>
        <Button onClick={retry}>{t('common.retry')}</Button>
      </Notice>
    );
  }
  if (comments.length === 0) {
    return (
      <Notice title={t('myComments.emptyTitle')} body={t('myComments.emptyBody')}>
        <div className={styles.emptyActions}>
          <ButtonLink to={KIND_PATHS.policy.list}>{t('myComments.toPolicies')}</ButtonLink>
          <ButtonLink to={KIND_PATHS.event.list} variant="secondary">
            {t('myComments.toEvents')}
          </ButtonLink>
        </div>
      </Notice>
    );
  }

  const confirmDelete = async (ids: readonly number[]) => {
    setToDelete(null);
    setFailure(undefined);
    setSelected(null);
    const isDone = await remove(ids);
    if (!isDone) setFailure(t('comments.failed'));
  };
  const select = (id: number, isOn: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });
  const isAllSelected = isSelecting && comments.every((comment) => selected.has(comment.id));

  return (
    <section aria-labelledby="my-comments-total">
      <div className={styles.toolbar}>
        <p id="my-comments-total" className={styles.total}>
          {t('myComments.total', { count: total })}
        </p>
        {isSelecting ? (
          <>
            <label className={styles.selectAll}>
              <input
                type="checkbox"
                checked={isAllSelected}
                onChange={(event) =>
                  setSelected(
                    new Set(event.target.checked ? comments.map((comment) => comment.id) : []),
                  )
                }
              />
              {t('myComments.selectAll')}
            </label>
            <Button
              variant="primary"
              className={styles.toolButton}
              disabled={selected.size === 0}
              onClick={() => setToDelete([...selected])}
            >
              {t('myComments.deleteSelectedCount', { count: selected.size })}
            </Button>
            <Button variant="ghost" className={styles.toolButton} onClick={() => setSelected(null)}>
              {t('myComments.selectDone')}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            className={styles.toolButton}
            onClick={() => setSelected(new Set())}
          >
            {t('myComments.select')}
          </Button>
        )}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <ul className={styles.list}>
        {comments.map((comment) => (
          <MyCommentItem
            key={comment.id}
            comment={comment}
            isSelecting={isSelecting}
            isSelected={selected?.has(comment.id) ?? false}
            onSelect={(isOn) => select(comment.id, isOn)}
            onDelete={() => setToDelete([comment.id])}
          />
        ))}
      </ul>
      <div ref={sentinel} />
      {snapshot.more === 'loading' && (
        <p className={styles.status} role="status">
          {t('myComments.loadingMore')}
        </p>
      )}
      {canLoadMore && snapshot.more !== 'loading' && (
        <Button variant="secondary" className={styles.more} onClick={loadMore}>
          {snapshot.more === 'failed' ? t('comments.moreFailed') : t('myComments.more')}
        </Button>
      )}
      {toDelete && (
        <ConfirmDialog
          title={
            toDelete.length === 1
              ? t('comments.deleteTitle')
              : t('myComments.deleteManyTitle', { count: toDelete.length })
          }
          body={t('comments.deleteBody')}
          confirmLabel={t('comments.delete')}
          cancelLabel={t('common.cancel')}
          focused="cancel"
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
