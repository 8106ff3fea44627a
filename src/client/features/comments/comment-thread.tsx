import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { commentsCopy } from '../../i18n/areas/comments.js';
import { moderationCopy } from '../../i18n/areas/moderation.js';
import { ReviewsSlot } from '../reviews/reviews-slot.js';
import { loadCopyArea, useTranslation } from '../../i18n/index.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { useAuthCheck, useAuthState } from '../auth/auth-store.js';
import { ThreadItem, type Viewer } from './comment-item.js';
import { LazyCommentForm } from './lazy-comment-form.js';
import { useCommentThread, useLinkedComment, useThreadForViewer } from './use-comment-thread.js';
import styles from './comments.module.css';

/**
 * The thread's words arrive with its code (comments-section.tsx waits for them): its own and the
 * "⋯" menu's on every comment (the reviews panel, which also needs them, may load later or never).
 */
export async function loadCopy(): Promise<void> {
  await Promise.all([loadCopyArea(commentsCopy), loadCopyArea(moderationCopy)]);
}

/** How far below the screen the writing form starts loading, so it is there when reached. */
const FORM_LOOKAHEAD_PX = 400;

/**
 * The place of the writing form for a signed-in reader: an empty box of the same size until the
 * reader comes near it or focuses it, then the form (its own chunk).
 */
function ComposerSlot({ cid }: { cid: string }) {
  const { t } = useTranslation();
  const [isWanted, setIsWanted] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = box.current;
    if (isWanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsWanted(true);
      },
      { rootMargin: `0px 0px ${FORM_LOOKAHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isWanted]);
  const placeholder = (
    <div className={styles.form}>
      <textarea
        ref={box}
        className={styles.textarea}
        rows={3}
        readOnly
        aria-label={t('commentForm.label')}
        placeholder={t('commentForm.placeholder')}
        onFocus={() => {
          setIsFocused(true);
          setIsWanted(true);
        }}
      />
      <div className={styles.formFooter} aria-hidden="true">
        <span className={styles.count} />
        <span className={styles.formButtonPlaceholder} />
      </div>
    </div>
  );
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyCommentForm cid={cid} autoFocus={isFocused} />
    </Suspense>
  );
}

/** What a visitor sees instead of the form: an invitation with the way to sign in and back. */
function SignInPrompt({ signInPath }: { signInPath: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt}>
      <p className={styles.promptText}>{t('comments.signInPrompt')}</p>
      <ButtonLink to={signInPath} className={styles.promptButton}>
        {t('comments.signIn')}
      </ButtonLink>
    </div>
  );
}

/** Where signing in starts, to come back to `anchor` on this page afterwards. */
function signInPathFor(pathname: string, anchor: string): string {
  return `/signup/?next=${encodeURIComponent(`${pathname}#${anchor}`)}`;
}

/**
 * The comment thread under an item's details (issue 12, product §3): a heading with the count,
 * the form (or, for a visitor, the invitation to sign in), the pinned comment first, then the
 * newest, each with its replies, and "댓글 더 보기". Its first page is in the page's HTML; this code
 * arrives after the page's own (comments-section.tsx).
 */
export default function CommentThread({ cid }: { cid: string }) {
  const { t } = useTranslation();
  const { user, isCheckedAuth } = useAuthState();
  useAuthCheck();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { snapshot, view, loadMore, retry } = useCommentThread(cid);
  useThreadForViewer(cid, isCheckedAuth ? (user?.id ?? null) : undefined, snapshot);
  useLinkedComment(cid, view, snapshot.status === 'ready');
  const [signInAnchor, setSignInAnchor] = useState<string | null>(null);
  const askToSignIn = useCallback((anchor: string) => setSignInAnchor(anchor), []);
  const viewer: Viewer = { isSignedIn: user !== null, isKnown: isCheckedAuth, askToSignIn };

  return (
    <>
      {/* The reviews panel's place rides in this chunk rather than in the detail's first
          JavaScript (product §15: 100 KB a route); it loads its own panel when reached. */}
      <div className={styles.reviews}>
        <ReviewsSlot key={cid} cid={cid} />
      </div>
      <section id="comments" className={styles.thread} aria-labelledby="comments-heading">
        <h2 id="comments-heading" className={styles.heading}>
          {t('comments.heading')}{' '}
          {snapshot.status === 'ready' && <span className={styles.total}>{view.total}</span>}
        </h2>
        {user ? (
          <ComposerSlot cid={cid} />
        ) : (
          <SignInPrompt signInPath={signInPathFor(pathname, 'comments')} />
        )}
        {snapshot.status === 'loading' && (
          <p className={styles.status} role="status" aria-busy="true">
            {t('comments.loading')}
          </p>
        )}
        {snapshot.status === 'failed' && (
          <div className={styles.status}>
            <p role="alert">{t('comments.loadFailed')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {snapshot.status === 'ready' && view.comments.length === 0 && (
          <p className={styles.empty}>{t('comments.empty')}</p>
        )}
        {view.comments.length > 0 && (
          <ol className={styles.list}>
            {view.comments.map((comment) => (
              <ThreadItem key={comment.id} comment={comment} cid={cid} viewer={viewer} />
            ))}
          </ol>
        )}
        {view.nextCursor && (
          <Button
            variant="secondary"
            className={styles.more}
            onClick={loadMore}
            disabled={snapshot.more === 'loading'}
            aria-busy={snapshot.more === 'loading'}
          >
            {snapshot.more === 'failed' ? t('comments.moreFailed') : t('comments.more')}
          </Button>
        )}
        {signInAnchor && (
          <ConfirmDialog
            title={t('guard.title')}
            body={t('comments.signInToLike')}
            confirmLabel={t('guard.signIn')}
            cancelLabel={t('guard.cancel')}
            onConfirm={() => navigate(signInPathFor(pathname, signInAnchor))}
            onCancel={() => setSignInAnchor(null)}
          />
        )}
      </section>
    </>
  );
}
