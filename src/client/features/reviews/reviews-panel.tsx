import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Rating } from '../../../shared/contract/index.js';
import { RATING_SCORES } from '../../../shared/community.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { moderationCopy } from '../../i18n/areas/moderation.js';
import { reviewsCopy } from '../../i18n/areas/reviews.js';
import { useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocation } from '../../lib/router.js';
import { useAuthCheck, useAuthState } from '../auth/auth-store.js';
import { ReviewForm, type ReviewDraft } from './review-form.js';
import { ReviewItem } from './review-item.js';
import { ReviewStats } from './review-stats.js';
import { useReviews, useReviewWrites, type ReviewsState } from './use-reviews.js';
import styles from './reviews.module.css';

export const copyAreas = [reviewsCopy, moderationCopy, formsCopy];

/**
 * The one-line reviews of an item (issue 12, product §8), under its content: give to get. Without a
 * review of one's own the panel is locked (a visitor is offered to sign in, a member the form);
 * after writing, the statistics, one's own review with edit and delete, and the others' reviews,
 * newest first, by score if chosen, a page at a time. Loaded after the page (see ReviewsSlot).
 */
export function ReviewsPanel({ cid }: { cid: string }) {
  const { t } = useTranslation();
  const { user, isCheckedAuth } = useAuthState();
  useAuthCheck();
  const titleId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reviews = useReviews(cid, score, user !== null);
  const writes = useReviewWrites(cid);

  const create = async (draft: ReviewDraft) => {
    await writes.save(null, draft);
    setAnnouncement(t('reviews.created'));
  };

  let content;
  if (!isCheckedAuth || (user && reviews.status === 'loading')) {
    content = <PanelSkeleton />;
  } else if (!user) {
    content = <Locked isVisitor />;
  } else if (reviews.status === 'failed') {
    content = <Failed error={reviews.error} onRetry={reviews.retry} />;
  } else {
    const form = (
      <>
        <h3 className={styles.subTitle}>{t('reviews.formTitle')}</h3>
        <ReviewForm submitLabel={t('reviews.submit')} onSubmit={create} />
      </>
    );
    content =
      reviews.status === 'locked' ? (
        <>
          <Locked isVisitor={false} />
          {form}
        </>
      ) : (
        <Unlocked
          reviews={reviews}
          score={score}
          onScore={setScore}
          writes={writes}
          announce={setAnnouncement}
          // Operators read the reviews without one of their own; they may still write one.
          form={reviews.mine ? null : form}
        />
      );
  }

  return (
    <section id="reviews" className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('reviews.title')}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {content}
    </section>
  );
}

function PanelSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className="visually-hidden">{t('reviews.loading')}</p>
    </div>
  );
}

function LockIcon() {
  return (
    <svg className={styles.lockIcon} viewBox="0 0 24 24" aria-hidden="true">
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** Give to get (product §8): what the reader gets for a review of their own. */
function Locked({ isVisitor }: { isVisitor: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}#reviews`;
  return (
    <div className={styles.locked} data-reviews-locked="">
      <LockIcon />
      <p className={styles.lockedText}>{t('reviews.locked')}</p>
      {isVisitor && (
        <ButtonLink to={`/signup/?next=${encodeURIComponent(returnTo)}`}>
          {t('reviews.signInToWrite')}
        </ButtonLink>
      )}
    </div>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p>{error instanceof ApiError ? error.message : t('reviews.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function Unlocked({
  reviews,
  score,
  onScore,
  writes,
  announce,
  form,
}: {
  reviews: ReviewsState;
  score: number | null;
  onScore(score: number | null): void;
  writes: ReturnType<typeof useReviewWrites>;
  announce(message: string): void;
  form: ReactNode;
}) {
  const { t } = useTranslation();
  const othersId = useId();
  return (
    <>
      {reviews.stats && <ReviewStats stats={reviews.stats} />}
      {reviews.mine ? <MyReview mine={reviews.mine} writes={writes} announce={announce} /> : form}
      <h3 id={othersId} className={styles.subTitle}>
        {t('reviews.othersTitle')}
      </h3>
      <ScoreFilter score={score} onScore={onScore} />
      <ReviewList reviews={reviews} score={score} onChanged={writes.changed} labelId={othersId} />
    </>
  );
}

/** The reader's own review, on top, with edit (in place) and delete (asked first). */
function MyReview({
  mine,
  writes,
  announce,
}: {
  mine: Rating;
  writes: ReturnType<typeof useReviewWrites>;
  announce(message: string): void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm_delete'>('view');
  const [error, setError] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from editing, focus returns to the button that started it.
  useEffect(() => {
    if (mode === 'view' && wasEditing.current) editButton.current?.focus();
    wasEditing.current = mode === 'edit';
  }, [mode]);

  const remove = async () => {
    setMode('view');
    try {
      await writes.remove(mine);
      announce(t('reviews.deleted'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.alert'));
    }
  };

  return (
    <div className={styles.mine} data-my-review="">
      <h3 className={styles.subTitle}>{t('reviews.mine')}</h3>
      {mode === 'edit' ? (
        <ReviewForm
          initial={{ score: mine.score, text: mine.text }}
          submitLabel={t('reviews.save')}
          onSubmit={async (draft) => {
            await writes.save(mine, draft);
            announce(t('reviews.updated'));
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <ReviewItem
          review={mine}
          onChanged={writes.changed}
          actions={
            <>
              <Button
                ref={editButton}
                variant="ghost"
                className={styles.smallButton}
                onClick={() => setMode('edit')}
              >
                {t('reviews.edit')}
              </Button>
              <Button
                variant="ghost"
                className={styles.smallButton}
                onClick={() => setMode('confirm_delete')}
              >
                {t('reviews.delete')}
              </Button>
            </>
          }
        />
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {mode === 'confirm_delete' && (
        <ConfirmDialog
          title={t('reviews.deleteTitle')}
          body={t('reviews.deleteBody')}
          confirmLabel={t('reviews.delete')}
          cancelLabel={t('reviews.cancel')}
          focused="cancel"
          onConfirm={() => void remove()}
          onCancel={() => setMode('view')}
        />
      )}
    </div>
  );
}

/** All scores or one (`read_by_score`): toggle buttons, the chosen one pressed. */
function ScoreFilter({
  score,
  onScore,
}: {
  score: number | null;
  onScore(score: number | null): void;
}) {
  const { t } = useTranslation();
  const choices = [null, ...[...RATING_SCORES].reverse()];
  return (
    <div className={styles.filter} role="group" aria-label={t('reviews.filterLabel')}>
      {choices.map((choice) => (
        <button
          key={choice ?? 'all'}
          type="button"
          className={styles.filterChip}
          aria-pressed={score === choice}
          onClick={() => onScore(choice)}
        >
          {choice === null
            ? t('reviews.filterAll')
            : t(choice === 1 ? 'reviews.filterScoreOne' : 'reviews.filterScore', { score: choice })}
        </button>
      ))}
    </div>
  );
}

function ReviewList({
  reviews,
  score,
  onChanged,
  labelId,
}: {
  reviews: ReviewsState;
  score: number | null;
  onChanged(): void;
  labelId: string;
}) {
  const { t } = useTranslation();
  if (reviews.listStatus === 'loading') return <PanelSkeleton />;
  if (reviews.listStatus === 'failed') {
    return <Failed error={undefined} onRetry={reviews.retryList} />;
  }
  return (
    <>
      {reviews.reviews.length === 0 ? (
        <p className={styles.empty}>
          {score === null ? t('reviews.empty') : t('reviews.emptyScore', { score })}
        </p>
      ) : (
        <ul className={styles.list} aria-labelledby={labelId}>
          {reviews.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
      {reviews.more === 'failed' && (
        <p className={styles.fieldError} role="alert">
          {t('reviews.moreFailed')}
        </p>
      )}
      {reviews.hasMore && (
        <Button
          variant="secondary"
          className={styles.moreButton}
          aria-disabled={reviews.more === 'loading' || undefined}
          onClick={() => {
            if (reviews.more !== 'loading') reviews.loadMore();
          }}
        >
          {t('reviews.more')}
        </Button>
      )}
    </>
  );
}
