import { Suspense, useState, type ReactNode } from 'react';
import type { Comment, ThreadComment } from '../../../shared/contract/index.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { TimeAgo } from '../../components/ui/time-ago.js';
import { useTranslation } from '../../i18n/index.js';
import { useQueryCache } from '../../lib/query/use-query.js';
import { useLocation } from '../../lib/router.js';
import { authorName } from '../auth/author-name.js';
import { useDetailToast } from '../catalogue-detail/detail-chrome.js';
import { ModerationMenu } from '../moderation/moderation-menu.js';
import { deleteComment, rereadThread, toggleLike } from './comment-actions.js';
import { CommentText } from './comment-text.js';
import { hiddenText } from './hidden-text.js';
import { LazyCommentForm } from './lazy-comment-form.js';
import { commentAnchor } from './thread-data.js';
import { useReplies } from './use-comment-thread.js';
import styles from './comments.module.css';

export interface Viewer {
  /** False for a visitor: writing, replying and liking ask to sign in first. */
  isSignedIn: boolean;
  /** Whether the start-up check has said who reads: until then a click waits for it. */
  isKnown: boolean;
  /** For a visitor's action: explains and offers the sign-in page. */
  askToSignIn(anchor: string): void;
}

type Form = 'reply' | 'edit' | null;

function LikeButton({ comment, viewer, cid }: { comment: Comment; viewer: Viewer; cid: string }) {
  const { t } = useTranslation();
  const cache = useQueryCache();
  const toast = useDetailToast();
  const like = async () => {
    if (!viewer.isKnown) return;
    if (!viewer.isSignedIn) return viewer.askToSignIn(commentAnchor(comment.id));
    if (!(await toggleLike(cache, cid, comment))) toast.show(t('comments.failed'));
  };
  return (
    <button
      type="button"
      className={`${styles.action} ${styles.like}`}
      aria-pressed={comment.liked_by_me}
      aria-label={t('comments.likeLabel', { count: comment.like_count })}
      onClick={() => void like()}
    >
      <HeartIcon />
      <span aria-hidden="true">{comment.like_count}</span>
    </button>
  );
}

function HeartIcon() {
  return (
    <svg className={styles.actionIcon} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </svg>
  );
}

/**
 * One comment (product §3): who wrote it and when, edited or pinned, its text with links, and what
 * the reader may do: like, reply (to a top-level comment), edit and delete their own, report
 * through the moderation menu. Deleted and hidden ones show a placeholder instead.
 */
function CommentBody({
  comment,
  cid,
  viewer,
  replyTo,
}: {
  comment: Comment;
  cid: string;
  viewer: Viewer;
  /** The top-level comment a reply goes under (this one, for a top-level comment). */
  replyTo: Comment | null;
}) {
  const { t, locale } = useTranslation();
  const cache = useQueryCache();
  const toast = useDetailToast();
  const { hash } = useLocation();
  const [form, setForm] = useState<Form>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const anchor = commentAnchor(comment.id);
  const name = authorName(comment.author, t);
  const isTarget = hash === `#${anchor}`;
  const classes = [styles.comment, isTarget && styles.target].filter(Boolean).join(' ');

  if (comment.deleted) {
    return (
      <article id={anchor} className={classes}>
        <p className={styles.placeholder}>{t('comments.deleted')}</p>
      </article>
    );
  }

  const remove = async () => {
    setIsConfirmingDelete(false);
    const isDone = await deleteComment(cache, cid, comment);
    toast.show(t(isDone ? 'comments.deletedToast' : 'comments.failed'));
  };
  const closeForm = () => setForm(null);

  // Hidden from this reader: no text to like or answer (operators restore it from the menu).
  const isPlaceholder = comment.hidden !== null && !comment.text;
  let body: ReactNode;
  if (form === 'edit') {
    body = (
      <Suspense fallback={<div className={styles.formPending} aria-busy="true" />}>
        <LazyCommentForm cid={cid} editing={comment} onDone={closeForm} />
      </Suspense>
    );
  } else if (isPlaceholder && comment.hidden) {
    body = <p className={styles.placeholder}>{hiddenText(comment.hidden, locale, t)}</p>;
  } else {
    body = (
      <>
        {comment.hidden && (
          <p className={styles.hiddenNote}>
            {hiddenText(comment.hidden, locale, t)} · {t('comments.hiddenMine')}
          </p>
        )}
        <CommentText text={comment.text} />
      </>
    );
  }

  return (
    <article id={anchor} className={classes} aria-label={t('comments.actionsOf', { name })}>
      <header className={styles.meta}>
        <span className={styles.author}>{name}</span>
        {comment.fixed && <span className={styles.pinned}>{t('comments.pinned')}</span>}
        <TimeAgo iso={comment.created_at} className={styles.time} />
        {comment.updated && <span className={styles.edited}>{t('comments.edited')}</span>}
        <span className={styles.menu}>
          <ModerationMenu
            target={{ type: 'comment', id: comment.id }}
            isMine={comment.mine}
            hidden={comment.hidden}
            {...(comment.parent_id === null ? { pinned: comment.fixed } : {})}
            onChanged={() => rereadThread(cache, cid)}
          />
        </span>
      </header>
      {body}
      {form !== 'edit' && (
        <div className={styles.actions}>
          {!isPlaceholder && <LikeButton comment={comment} viewer={viewer} cid={cid} />}
          {replyTo && !isPlaceholder && (
            <button
              type="button"
              className={styles.action}
              aria-expanded={form === 'reply'}
              onClick={() => {
                if (!viewer.isKnown) return;
                if (viewer.isSignedIn) setForm(form === 'reply' ? null : 'reply');
                else viewer.askToSignIn(anchor);
              }}
            >
              {t('comments.reply')}
            </button>
          )}
          {comment.mine && (
            <>
              <button type="button" className={styles.action} onClick={() => setForm('edit')}>
                {t('comments.edit')}
              </button>
              <button
                type="button"
                className={styles.action}
                onClick={() => setIsConfirmingDelete(true)}
              >
                {t('comments.delete')}
              </button>
            </>
          )}
        </div>
      )}
      {form === 'reply' && replyTo && (
        <Suspense fallback={<div className={styles.formPending} aria-busy="true" />}>
          <LazyCommentForm cid={cid} replyTo={replyTo} onDone={closeForm} />
        </Suspense>
      )}
      {isConfirmingDelete && (
        <ConfirmDialog
          title={t('comments.deleteTitle')}
          body={
            comment.reply_count > 0
              ? `${t('comments.deleteBody')} ${t('comments.deleteReplies')}`
              : t('comments.deleteBody')
          }
          confirmLabel={t('comments.delete')}
          cancelLabel={t('common.cancel')}
          focused="cancel"
          onConfirm={() => void remove()}
          onCancel={() => setIsConfirmingDelete(false)}
        />
      )}
    </article>
  );
}

/** A top-level comment with its replies (one level) and "답글 N개 더 보기". */
export function ThreadItem({
  comment,
  cid,
  viewer,
}: {
  comment: ThreadComment;
  cid: string;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const { replies, hidden, hasMore, isLoading, isFailed, showMore } = useReplies(cid, comment);
  const name = authorName(comment.author, t);
  return (
    <li className={styles.item}>
      <CommentBody comment={comment} cid={cid} viewer={viewer} replyTo={comment} />
      {(replies.length > 0 || hasMore) && (
        <div className={styles.replies}>
          {replies.length > 0 && (
            <ol className={styles.list} aria-label={t('comments.repliesOf', { name })}>
              {replies.map((reply) => (
                <li key={reply.id} className={styles.reply}>
                  <CommentBody comment={reply} cid={cid} viewer={viewer} replyTo={null} />
                </li>
              ))}
            </ol>
          )}
          {hasMore && (
            <button
              type="button"
              className={styles.moreReplies}
              onClick={showMore}
              disabled={isLoading}
              aria-busy={isLoading}
            >
              {isFailed ? t('comments.moreFailed') : t('comments.moreReplies', { count: hidden })}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
