import { lazy, memo, Suspense } from 'react';
import styles from '../catalogue-detail/detail.module.css';

/**
 * The comment thread's code and words, loaded after the detail's own (product §15: a detail's first
 * JavaScript stays within 100 KB). The server loads them up front (a screen's `lazyParts`), so its
 * HTML holds the thread's first page; the browser hydrates the rest of the page meanwhile and keeps
 * the server's markup of the thread until this code arrives.
 */
export async function loadCommentThread() {
  const module = await import('./comment-thread.js');
  await module.loadCopy();
  return module;
}

const CommentThread = lazy(loadCommentThread);

/**
 * The comments under an item's details. Memoised: a render of the detail around it must not reach
 * the thread while its server markup waits for its code (React would drop that markup).
 */
export const CommentsSection = memo(function CommentsSection({ cid }: { cid: string }) {
  return (
    <Suspense fallback={<div className={styles.commentsPending} aria-busy="true" />}>
      <CommentThread cid={cid} />
    </Suspense>
  );
});
