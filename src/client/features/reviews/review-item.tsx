import type { ReactNode } from 'react';
import type { Rating } from '../../../shared/contract/index.js';
import { formatRelativeTime } from '../../../shared/relative-time.js';
import { useTranslation } from '../../i18n/index.js';
import { authorName } from '../auth/author-name.js';
import { HiddenNotice } from '../moderation/hidden-notice.js';
import { ModerationMenu } from '../moderation/moderation-menu.js';
import { Stars } from './stars.js';
import styles from './reviews.module.css';

/**
 * One review: its stars, who wrote it and when (edited or not), the line itself as plain text, and
 * the "⋯" menu. A hidden review shows why and until when instead (its author and operators still
 * read the line under the notice). `actions` are the reader's own buttons (edit, delete).
 */
export function ReviewItem({
  review,
  onChanged,
  actions,
}: {
  review: Rating;
  onChanged(): void;
  actions?: ReactNode;
}) {
  const { t, locale } = useTranslation();
  return (
    <article className={styles.review} data-review-id={review.id}>
      <div className={styles.reviewHead}>
        <Stars score={review.score} />
        <span className={styles.author}>{authorName(review.author, t)}</span>
        <span className={styles.meta}>
          <time dateTime={review.created_at}>
            {formatRelativeTime(new Date(review.created_at), new Date(), locale, t)}
          </time>
          {review.updated && <span> · {t('reviews.edited')}</span>}
        </span>
        <ModerationMenu
          target={{ type: 'rating', id: review.id }}
          isMine={review.mine}
          hidden={review.hidden}
          onChanged={onChanged}
        />
      </div>
      {review.hidden && <HiddenNotice hidden={review.hidden} isShownToMe={review.text !== ''} />}
      {review.text && <p className={styles.reviewText}>{review.text}</p>}
      {actions && <div className={styles.reviewActions}>{actions}</div>}
    </article>
  );
}
