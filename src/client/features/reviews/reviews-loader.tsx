import type { ComponentType } from 'react';
import { Button } from '../../components/ui/button.js';
import { useTranslation } from '../../i18n/index.js';
import { partLoader } from '../../lib/load-part.js';
import styles from '../catalogue-detail/detail.module.css';

/** What takes the slot's place: the panel, or the way to try again. */
export type ReviewsPart = ComponentType<{ cid: string }>;

const loadPanel = partLoader(() => import('./reviews-panel.js'));

/** How far ahead of the reader the panel starts loading, so it is there when reached. */
const LOOKAHEAD = '600px 0px';

/**
 * Loads the reviews panel once `place` comes near the screen, then hands it to `show`; if it does
 * not load (logged by partLoader), a notice with a retry instead. Kept out of the detail pages'
 * first JavaScript: the slot there only imports this (see ReviewsSlot).
 */
export function loadWhenNear(place: Element, show: (part: ReviewsPart) => void): () => void {
  const load = () =>
    loadPanel().then(
      ({ ReviewsPanel }) => show(ReviewsPanel),
      () => show(() => <ReviewsFailed onRetry={load} />),
    );
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: LOOKAHEAD },
  );
  observer.observe(place);
  return () => observer.disconnect();
}

/** The panel's code did not arrive (product §8: the screen offers to try again). */
function ReviewsFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section id="reviews" className={styles.reviewsPlace}>
      <p role="alert">
        {t('errors.alert')}{' '}
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </p>
    </section>
  );
}
