import { Link } from '../../lib/router.js';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { useTranslation } from '../../i18n/index.js';
import { ItemCard, ItemCardSkeleton } from './item-card.js';
import styles from './item-shelf.module.css';

/** Cards a shelf shows: a scrolling row on phones, one row of four on wide screens. */
export const SHELF_SIZE = 8;

/**
 * A titled row of item cards with a "전체 보기" link to the full list. While loading, skeleton
 * cards hold the row's exact height; empty and failed shelves keep it too (a hidden skeleton
 * sizes the message box), so nothing below moves.
 */
export function ItemShelf({
  id,
  kind,
  title,
  hint,
  seeAllTo,
  status,
  items,
  emptyText,
  onRetry,
}: {
  id: string;
  kind: ItemKind;
  title: string;
  hint?: string;
  seeAllTo: string;
  status: 'loading' | 'ready' | 'failed';
  items: ListItem[];
  emptyText: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  const message =
    status === 'failed' ? t('pages.home.sectionFailed') : items.length === 0 ? emptyText : '';

  return (
    <section className={styles.shelf} aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {hint && <p className={styles.hint}>{hint}</p>}
        </div>
        <Link
          to={seeAllTo}
          className={styles.seeAll}
          aria-label={t('pages.home.seeAllLabel', { section: title })}
        >
          {t('pages.home.seeAll')}
          <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.arrow}>
            <path
              d="m6 3.5 4.5 4.5L6 12.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      </div>
      {status === 'loading' ? (
        <ul className={styles.row} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className={styles.cell}>
              <ItemCardSkeleton kind={kind} />
            </li>
          ))}
        </ul>
      ) : message ? (
        <div className={styles.messageBox}>
          <div className={styles.spacer} aria-hidden="true">
            <ItemCardSkeleton kind={kind} />
          </div>
          <div className={styles.message}>
            <p>{message}</p>
            {status === 'failed' && (
              <Button variant="secondary" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <ul className={styles.row}>
          {items.slice(0, SHELF_SIZE).map((item) => (
            <li key={item.cid} className={styles.cell}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
